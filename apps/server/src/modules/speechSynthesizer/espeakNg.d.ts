/** The parts of the eSpeak NG WebAssembly build (its embind glue) that the voice worker uses. */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface ESpeakNgSynthesizer {
    /** 0 when the voice exists. */
    set_voice(name: string): number;
    /** Words per minute. */
    set_rate(wordsPerMinute: number): number;
    get_samplerate(): number;
    /** Calls back with each stretch of 16-bit samples; answering true stops the synthesis. */
    synthesize(text: string, onSamples: (samples: Int16Array) => boolean): void;
  }
  export interface ESpeakNgModule {
    eSpeakNGWorker: new () => ESpeakNgSynthesizer;
  }
  export default function createESpeakNg(): Promise<ESpeakNgModule>;
}
