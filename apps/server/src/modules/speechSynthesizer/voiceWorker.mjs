// @ts-check
/**
 * The synthesiser's thread: eSpeak NG (WebAssembly) runs here, and the WAV file is written here,
 * so that reading a phrase, tens to hundreds of milliseconds of computation, never holds up the
 * server's requests. It answers one request at a time, in the order they came (voice.ts sends them).
 *
 * Plain JavaScript, unlike the rest of the server: a worker thread does not inherit tsx, and
 * registering it in the thread cost about 110 MB more memory and two seconds more start-up than
 * the synthesiser itself (55 MB).
 */
import { parentPort } from 'node:worker_threads';
import createESpeakNg from '@echogarden/espeak-ng-emscripten';

const port = parentPort;
if (!port) throw new Error('voiceWorker.mjs runs only as a worker thread');

const espeak = await createESpeakNg();
const synthesizer = new espeak.eSpeakNGWorker();
/** @type {number} */
const sampleRate = synthesizer.get_samplerate();

/**
 * A RIFF WAVE file of 16-bit mono samples, which every browser's audio element plays.
 * @param {Int16Array[]} stretches the samples, as eSpeak hands them over
 */
function wavOf(stretches) {
  const dataBytes = stretches.reduce((sum, s) => sum + s.length * 2, 0);
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // size of the format block
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per sample
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  let at = 44;
  for (const stretch of stretches) {
    for (const sample of stretch) at = wav.writeInt16LE(sample, at);
  }
  return wav;
}

port.on('message', (/** @type {import('./voice.ts').VoiceRequest} */ request) => {
  try {
    if (synthesizer.set_voice(request.voice) !== 0) throw new Error(`eSpeak NG has no voice ${request.voice}`);
    synthesizer.set_rate(request.wordsPerMinute);
    /** @type {Int16Array[]} */
    const stretches = [];
    // Answering false lets eSpeak go on to the end of the text.
    synthesizer.synthesize(request.text, (/** @type {Int16Array} */ samples) => {
      stretches.push(samples);
      return false;
    });
    const wav = wavOf(stretches);
    port.postMessage({ id: request.id, wav }, [wav.buffer]);
  } catch (error) {
    port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
