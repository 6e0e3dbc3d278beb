import { SPEECH_RATE, speechSynthesizer } from '@lbo/contracts';
import { callApi } from '../api/client.ts';
import { currentLocale, LANGUAGE_CODE, type Locale } from '../i18n/index.ts';

/** The browser's name of each language, for its own voices. */
const SPEECH_LANG: Record<Locale, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW', en: 'en-US' };

/** A browser that cannot play the server's recordings (WAV) speaks for itself, without asking for one. */
const playsRecordings = () => typeof Audio !== 'undefined' && new Audio().canPlayType('audio/wav') !== '';

let turn = 0;
let playing: HTMLAudioElement | undefined;

function speakInBrowser(text: string, locale: Locale) {
  if (typeof speechSynthesis === 'undefined') return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = SPEECH_LANG[locale];
  speechSynthesis.speak(utterance);
}

/**
 * Say `text` aloud in the current language, as the scan screens announce each outcome: the
 * server's recording (the same voice on every warehouse PC), or the browser's own speech when the
 * server cannot answer or the recording cannot play. A newer phrase cuts the one still playing,
 * since the last scan is the one that counts.
 */
export async function say(text: string): Promise<void> {
  const locale = currentLocale();
  const mine = ++turn;
  playing?.pause();
  playing = undefined;
  if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
  if (!playsRecordings()) return speakInBrowser(text, locale);
  try {
    const recording = await callApi(speechSynthesizer.generatingVoice, { Lang: LANGUAGE_CODE[locale], Text: text, Rate: SPEECH_RATE }, { silent: true });
    if (mine !== turn) return;
    playing = new Audio(recording);
    await playing.play();
  } catch {
    if (mine === turn) speakInBrowser(text, locale);
  }
}
