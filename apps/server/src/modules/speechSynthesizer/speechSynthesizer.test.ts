import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { speechSynthesizer as calls } from '@lbo/contracts';
import { createSite, createTestApp, createUser, call, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { readAloud } from './voice.ts';
import type * as Voice from './voice.ts';

// The real synthesiser, counted: a refused caller must not cost a reading.
vi.mock('./voice.ts', async (original) => {
  const real = await original<typeof Voice>();
  return { ...real, readAloud: vi.fn(real.readAloud) };
});

let t: TestApp;
let staff: TestUser;
let disabledStaff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const site = await createSite(t.db);
  staff = await createUser(t, { site });
  disabledStaff = await createUser(t, { site, values: { isEnabled: false } });
  customer = await createUser(t, { site, type: 'user', grants: 'all' });
});
afterAll(() => t.close());

/** The WAV file of a data URL, with what a player reads from its header. */
function wavOf(dataUrl: string) {
  const prefix = 'data:audio/wav;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  const wav = Buffer.from(dataUrl.slice(prefix.length), 'base64');
  return {
    riff: wav.toString('ascii', 0, 4),
    wave: wav.toString('ascii', 8, 12),
    format: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    bitsPerSample: wav.readUInt16LE(34),
    dataBytes: wav.readUInt32LE(40),
    fileBytes: wav.length,
    /** How loud the loudest sample is: silence would be 0. */
    peak: Math.max(...Array.from({ length: (wav.length - 44) / 2 }, (_, i) => Math.abs(wav.readInt16LE(44 + i * 2)))),
  };
}

const seconds = (wav: ReturnType<typeof wavOf>) => wav.dataBytes / 2 / wav.sampleRate;

describe('GeneratingVoice', () => {
  it('reads a phrase aloud in each language: a playable WAV recording of speech', async () => {
    for (const [Lang, Text] of [
      [1, '签收成功'],
      [2, '重複到倉'],
      [3, 'repeat arrival at warehouse'],
    ] as const) {
      const res = await call(t, calls.generatingVoice, { Lang, Text }, { token: staff.token });
      expect(res.Code).toBe(0);
      const wav = wavOf(res.Data);
      expect(wav).toMatchObject({ riff: 'RIFF', wave: 'WAVE', format: 1, channels: 1, sampleRate: 22050, bitsPerSample: 16 });
      expect(wav.fileBytes).toBe(44 + wav.dataBytes);
      // Four syllables or four words take more than half a second, and less than five.
      expect(seconds(wav)).toBeGreaterThan(0.5);
      expect(seconds(wav)).toBeLessThan(5);
      expect(wav.peak).toBeGreaterThan(3000);
    }
  });

  it('speaks faster at a higher rate, and answers a repeated phrase from memory', async () => {
    const body = { Lang: 3, Text: 'the scale is turned off' } as const;
    const normal = await call(t, calls.generatingVoice, body, { token: staff.token });
    const slow = await call(t, calls.generatingVoice, { ...body, Rate: 1 }, { token: staff.token });
    const fast = await call(t, calls.generatingVoice, { ...body, Rate: 5 }, { token: staff.token });
    expect(seconds(wavOf(slow.Data))).toBeGreaterThan(seconds(wavOf(normal.Data)));
    expect(seconds(wavOf(fast.Data))).toBeLessThan(seconds(wavOf(normal.Data)));

    const started = performance.now();
    const again = await call(t, calls.generatingVoice, body, { token: staff.token });
    expect(again.Data).toBe(normal.Data);
    // A new phrase takes hundreds of milliseconds to read; one from memory takes the call's own time.
    expect(performance.now() - started).toBeLessThan(300);
  });

  it('refuses a missing or unknown language, an empty or too long text and a rate out of range, naming the field', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const res = await call(t, calls.generatingVoice, body, { token: staff.token });
      return [res.Code, res.Message];
    };
    expect(await refusal({ Lang: 4, Text: 'signed' })).toEqual([2, 'Lang: is not an allowed value']);
    expect(await refusal({ Text: 'signed' })).toEqual([2, expect.stringMatching(/^Lang: /)]);
    expect(await refusal({ Lang: 3, Text: '   ' })).toEqual([2, expect.stringMatching(/^Text: /)]);
    expect(await refusal({ Lang: 3, Text: 'x'.repeat(201) })).toEqual([2, expect.stringMatching(/^Text: .*200/)]);
    expect(await refusal({ Lang: 3, Text: 'signed', Rate: 6 })).toEqual([2, expect.stringMatching(/^Rate: /)]);
  });

  it('answers signed-in staff only', async () => {
    const anonymous = await call(t, calls.generatingVoice, { Lang: 3, Text: 'signed' });
    expect([anonymous.status, anonymous.Code]).toEqual([401, 1]);
    const portal = await call(t, calls.generatingVoice, { Lang: 3, Text: 'signed' }, { token: customer.token });
    expect([portal.status, portal.Code]).toEqual([403, 1]);

    vi.mocked(readAloud).mockClear();
    const disabled = await call(t, calls.generatingVoice, { Lang: 3, Text: 'no photos' }, { token: disabledStaff.token });
    expect(disabled.Code).toBe(1);
    expect(readAloud).not.toHaveBeenCalled();
  });
});
