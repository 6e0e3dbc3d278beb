import { Worker } from 'node:worker_threads';

/** One phrase for the voice worker (voiceWorker.mjs) to read with an eSpeak NG voice. */
export interface VoiceRequest {
  id: number;
  voice: string;
  wordsPerMinute: number;
  text: string;
}
export type VoiceResult = { id: number; wav: Uint8Array } | { id: number; error: string };

interface Waiting {
  resolve: (wav: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * The voice worker thread, started with the first phrase and kept for the next ones. It holds the
 * process open only while a phrase is on its way. If it fails, its waiting phrases fail with it
 * and the next phrase starts a new one.
 */
class VoiceThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  broken = false;

  constructor() {
    this.worker = new Worker(new URL('./voiceWorker.mjs', import.meta.url));
    this.worker.unref();
    this.worker.on('message', (result: VoiceResult) => {
      const waiting = this.waiting.get(result.id);
      if (!waiting) return;
      this.settled(result.id);
      if ('error' in result) waiting.reject(new Error(result.error));
      else waiting.resolve(Buffer.from(result.wav.buffer, result.wav.byteOffset, result.wav.byteLength));
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the voice worker stopped with code ${code}`)));
  }

  read(request: Omit<VoiceRequest, 'id'>): Promise<Buffer> {
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } satisfies VoiceRequest);
    });
  }

  private settled(id: number) {
    this.waiting.delete(id);
    if (this.waiting.size === 0) this.worker.unref();
  }

  private fail(error: Error) {
    this.broken = true;
    for (const [id, waiting] of this.waiting) {
      this.settled(id);
      waiting.reject(error);
    }
  }
}

let thread: VoiceThread | undefined;

/** Reads `text` aloud with an eSpeak NG voice: a WAV file (16-bit mono PCM). */
export function readAloud(request: Omit<VoiceRequest, 'id'>): Promise<Buffer> {
  if (!thread || thread.broken) thread = new VoiceThread();
  return thread.read(request);
}
