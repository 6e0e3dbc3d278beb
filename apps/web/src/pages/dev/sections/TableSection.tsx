/** Gallery section: replaced by the part's own samples. */
export function TableSection() {
  return null;
}
