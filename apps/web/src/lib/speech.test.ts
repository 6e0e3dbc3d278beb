import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { registerNotifier } from '../api/notify.ts';
import { i18n } from '../i18n/index.ts';
import { useSession } from '../stores/session.ts';
import { say } from './speech.ts';

const toast = { error: vi.fn(), success: vi.fn() };
registerNotifier(toast as unknown as MessageInstance, {} as NotificationInstance);

const RECORDING = 'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAIlYAAESsAAACABAAZGF0YQAAAAA=';
let sentBodies: unknown[] = [];
let played: string[] = [];
let playRefused = false;
let playsWav = true;
const spoken: { text: string; lang: string }[] = [];

/** A fake server at the fetch boundary: `answer` is the envelope of every call. */
function serve(answer: () => Response) {
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sentBodies.push(JSON.parse(String(init.body)));
    return answer();
  });
}
const envelope = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  sentBodies = [];
  played = [];
  playRefused = false;
  playsWav = true;
  spoken.length = 0;
  toast.error.mockReset();
  useSession.getState().setTokens({ AccessToken: 'staff', RefreshToken: 'refresh' }, 'backUserLogin');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (playRefused) return Promise.reject(new DOMException('autoplay refused', 'NotAllowedError'));
    played.push(this.src);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => (playsWav ? 'maybe' : ''));
  // jsdom has no speech: the browser's own voice is stood in for by a recorder.
  vi.stubGlobal('SpeechSynthesisUtterance', class {
    lang = '';
    constructor(readonly text: string) {}
  });
  vi.stubGlobal('speechSynthesis', { speak: (u: { text: string; lang: string }) => spoken.push({ text: u.text, lang: u.lang }), cancel: () => undefined });
  await i18n.changeLanguage('zh-TW');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('say', () => {
  it("plays the server's recording of the phrase in the current language, at the spec's rate", async () => {
    serve(() => envelope({ Code: 0, Message: '', Data: RECORDING }));
    await say('重複到倉');
    expect(sentBodies).toEqual([{ Lang: 2, Text: '重複到倉', Rate: 3 }]);
    expect(played).toEqual([RECORDING]);
    expect(spoken).toEqual([]);
  });

  it("falls back to the browser's own speech, without an error toast, when the server refuses or cannot be reached", async () => {
    serve(() => envelope({ Code: 1, Message: 'Please sign in', Data: null }));
    await say('重複到倉');
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await i18n.changeLanguage('en');
    await say('unknown parcel');
    expect(played).toEqual([]);
    expect(spoken).toEqual([
      { text: '重複到倉', lang: 'zh-TW' },
      { text: 'unknown parcel', lang: 'en-US' },
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("falls back to the browser's speech when the recording cannot play (sound blocked until the page is used)", async () => {
    serve(() => envelope({ Code: 0, Message: '', Data: RECORDING }));
    playRefused = true;
    await i18n.changeLanguage('zh-CN');
    await say('签收成功');
    expect(spoken).toEqual([{ text: '签收成功', lang: 'zh-CN' }]);
  });

  it("speaks in the browser's own voice at once, without asking the server, where the browser cannot play a recording", async () => {
    serve(() => envelope({ Code: 0, Message: '', Data: RECORDING }));
    playsWav = false;
    void say('重複到倉');
    expect(spoken).toEqual([{ text: '重複到倉', lang: 'zh-TW' }]);
    expect(sentBodies).toEqual([]);
  });

  it('says only the latest of two phrases when the second comes before the first is answered', async () => {
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const { Text } = JSON.parse(String(init.body)) as { Text: string };
      // The first phrase's answer arrives last.
      if (Text === '签收成功') await new Promise((resolve) => setTimeout(resolve, 50));
      return envelope({ Code: 0, Message: '', Data: `${RECORDING}#${encodeURIComponent(Text)}` });
    });
    await Promise.all([say('签收成功'), say('重复到仓')]);
    expect(played).toEqual([`${RECORDING}#${encodeURIComponent('重复到仓')}`]);
    expect(spoken).toEqual([]);
  });
});
