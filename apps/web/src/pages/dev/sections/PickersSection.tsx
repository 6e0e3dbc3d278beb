/** Gallery section: replaced by the part's own samples. */
export function PickersSection() {
  return null;
}
