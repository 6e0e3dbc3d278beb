import { parentPort } from 'node:worker_threads';
import createESpeakNg from '@echogarden/espeak-ng-emscripten';
import type { VoiceRequest, VoiceResult } from './voice.ts';
import { wavOf } from './wav.ts';

/**
 * The synthesiser's thread: eSpeak NG (WebAssembly) runs here, and the WAV file is written here,
 * so that reading a phrase, tens to hundreds of milliseconds of computation, never holds up the
 * server's requests. It answers one
 * request at a time, in the order they came.
 */
const port = parentPort;
if (!port) throw new Error('voiceWorker.ts runs only as a worker thread');

const espeak = await createESpeakNg();
const synthesizer = new espeak.eSpeakNGWorker();
const sampleRate = synthesizer.get_samplerate();

port.on('message', (request: VoiceRequest) => {
  try {
    if (synthesizer.set_voice(request.voice) !== 0) throw new Error(`eSpeak NG has no voice ${request.voice}`);
    synthesizer.set_rate(request.wordsPerMinute);
    const stretches: Int16Array[] = [];
    synthesizer.synthesize(request.text, (samples) => {
      stretches.push(samples);
      return false;
    });
    const samples = new Int16Array(stretches.reduce((sum, s) => sum + s.length, 0));
    let at = 0;
    for (const s of stretches) {
      samples.set(s, at);
      at += s.length;
    }
    const wav = wavOf(samples, sampleRate);
    const result: VoiceResult = { id: request.id, wav };
    port.postMessage(result, [wav.buffer as ArrayBuffer]);
  } catch (error) {
    const result: VoiceResult = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    port.postMessage(result);
  }
});
