import { i18n } from '../../i18n/index.ts';

/**
 * Says a scan's outcome aloud, so the operator need not look up from the parcel. The one place the
 * scan screens speak: a server speech call replaces the browser's voice here alone.
 */
export function announce(text: string) {
  if (typeof speechSynthesis === 'undefined') return;
  speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = i18n.language;
  speechSynthesis.speak(utterance);
}
