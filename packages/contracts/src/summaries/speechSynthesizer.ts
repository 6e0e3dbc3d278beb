import { summaries } from './define.ts';

export const speechSynthesizerSummaries = summaries({
  '/SpeechSynthesizer/GeneratingVoice': ['朗读一句短语：Data 为 WAV 录音（16 位单声道 PCM）的 data URL', '朗讀一句短語：Data 為 WAV 錄音（16 位元單聲道 PCM）的 data URL'],
});
