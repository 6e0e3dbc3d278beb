import { DATE_TIME_FORMAT_DAYJS, parcels, type Language, type Texts } from '@lbo/contracts';
import dayjs from 'dayjs';
import { i18n } from '../../i18n/index.ts';

/** A name the contract gives in three languages, in the page's language. */
export const inLanguage = (texts: Texts | undefined): string => (texts ? texts[(i18n.language as Language) in texts ? (i18n.language as Language) : 'en'] : '');

/** The contract's names are written to sit inside a message ("cannot be signed for"); alone on a tab or tag they start with a capital. */
const alone = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A parcel's state and action names come from its transition table, as the server's messages name them. */
export const packageStateName = (state: number | null | undefined) =>
  state == null ? '' : alone(inLanguage(parcels.packageLifecycle.names.states[state as parcels.PackageStatus]));
export const packageActionName = (action: string) => alone(inLanguage(parcels.packageLifecycle.names.actions[action as parcels.PackageAction]) || action);
export const claimStateName = (state: number) => alone(inLanguage(parcels.claimLifecycle.names.states[state as parcels.ClaimStatus]));

export const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '-');

/** Save a file the server made (base64 in the envelope) under its file name. */
export function downloadFile(file: { FileName: string; ContentType: string; Content: string }) {
  const bytes = Uint8Array.from(atob(file.Content), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.ContentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.FileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
