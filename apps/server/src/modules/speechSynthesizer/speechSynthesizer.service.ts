import { sql } from 'drizzle-orm';
import { LANGUAGE_CODES, type LanguageCode, type ParsedRequestOf, type speechSynthesizer } from '@lbo/contracts';
import type { Tx } from '../../platform/db.ts';
import { readAloud } from './voice.ts';

type GeneratingVoiceBody = ParsedRequestOf<typeof speechSynthesizer.generatingVoice>;

/**
 * The eSpeak NG voice of each language code. Traditional Chinese is read in Mandarin, as Taiwan
 * reads it: eSpeak's Mandarin dictionary reads Traditional characters as it reads Simplified ones.
 */
const VOICES: Record<LanguageCode, string> = {
  [LANGUAGE_CODES['zh-cn']]: 'cmn',
  [LANGUAGE_CODES['zh-tw']]: 'cmn',
  [LANGUAGE_CODES['en-us']]: 'en-us',
};
/** Rate 1..5 in eSpeak's words per minute; 3 is eSpeak's own normal pace. */
const WORDS_PER_MINUTE: Record<number, number> = { 1: 110, 2: 140, 3: 175, 4: 210, 5: 250 };

/** Scan screens repeat a few dozen phrases all day: at most this many recordings are kept, the least recently used going first. */
const CACHED_PHRASES_MAX = 500;
/** …and at most this much text of data URLs (a phrase of two seconds is about 120 KB). */
const CACHED_CHARACTERS_MAX = 40 * 1024 * 1024;

const recordings = new Map<string, string>();
let cachedCharacters = 0;
const reading = new Map<string, Promise<string>>();

function remember(key: string, dataUrl: string) {
  recordings.set(key, dataUrl);
  cachedCharacters += dataUrl.length;
  for (const [oldest, url] of recordings) {
    if (recordings.size <= CACHED_PHRASES_MAX && cachedCharacters <= CACHED_CHARACTERS_MAX) break;
    recordings.delete(oldest);
    cachedCharacters -= url.length;
  }
}

/** The phrase read aloud, as a data URL of a WAV file; a phrase read before answers from memory. */
export async function generatingVoice(tx: Tx, body: GeneratingVoiceBody): Promise<string> {
  const key = `${body.Lang}/${body.Rate}/${body.Text}`;
  const cached = recordings.get(key);
  if (cached !== undefined) {
    // Most recently used goes last: Map keeps insertion order.
    recordings.delete(key);
    recordings.set(key, cached);
    return cached;
  }
  // On PostgreSQL a read-only call starts before the caller is admitted, and its statements answer
  // only once they are (platform/tenancy.ts, readInScope): waiting for one keeps a refused caller
  // (disabled, session ended) from costing a synthesis, as a refused read costs no work.
  await tx.execute(sql`select 1`);
  // Two scans of the same outcome at once share one reading.
  let pending = reading.get(key);
  if (!pending) {
    pending = readAloud({ voice: VOICES[body.Lang], wordsPerMinute: WORDS_PER_MINUTE[body.Rate] ?? 175, text: body.Text })
      .then((wav) => {
        const dataUrl = `data:audio/wav;base64,${wav.toString('base64')}`;
        remember(key, dataUrl);
        return dataUrl;
      })
      .finally(() => reading.delete(key));
    reading.set(key, pending);
  }
  return pending;
}
