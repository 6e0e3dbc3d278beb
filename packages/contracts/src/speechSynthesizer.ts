import { z } from 'zod';
import { defineCall } from './call.ts';
import { missingIsEmpty, requiredText, wholeNumberError } from './common.ts';
import { LANGUAGE_CODES, SPEECH_RATE } from './constants.ts';

/**
 * Spoken feedback of the scan screens (spec shell §7 `/SpeechSynthesizer/GeneratingVoice`): the
 * server reads a short phrase aloud and answers the recording, so every warehouse PC sounds the
 * same whatever voices its browser has. Lang is the spec's language code (1 Simplified Chinese,
 * 2 Traditional Chinese, 3 English); Rate 1 (slowest) to 5 (fastest), 3 the normal pace.
 */

/** The longest phrase read aloud: a scan outcome with a courier number or a name in it. */
export const SPEECH_TEXT_MAX = 200;
export const SPEECH_RATE_MIN = 1;
export const SPEECH_RATE_MAX = 5;

const languageCode = z.union([z.literal(LANGUAGE_CODES['zh-cn']), z.literal(LANGUAGE_CODES['zh-tw']), z.literal(LANGUAGE_CODES['en-us'])], {
  error: (issue) => missingIsEmpty(issue) ?? 'InvalidValue',
});

export const generatingVoiceBody = z.object({
  Lang: languageCode,
  Text: requiredText(SPEECH_TEXT_MAX),
  Rate: z.int32({ error: wholeNumberError }).min(SPEECH_RATE_MIN).max(SPEECH_RATE_MAX).default(SPEECH_RATE),
});

export const generatingVoice = defineCall('/SpeechSynthesizer/GeneratingVoice', {
  summary: 'Read a short phrase aloud: Data is a WAV recording (16-bit mono PCM) as a data URL, data:audio/wav;base64,…',
  request: generatingVoiceBody,
  response: z.string(),
  access: 'session',
  populations: ['backstage'],
  readOnly: true,
});
