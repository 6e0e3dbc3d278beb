import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { relativeTime } from './relativeTime.ts';

describe('relative time', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it('says just now, minutes, hours, one day, then the date', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(relativeTime(ago(29), t, now)).toBe('just now');
    expect(relativeTime(ago(30), t, now)).toBe('1 min ago');
    expect(relativeTime(ago(59 * 60), t, now)).toBe('59 min ago');
    expect(relativeTime(ago(3600), t, now)).toBe('1 h ago');
    expect(relativeTime(ago(86_400), t, now)).toBe('1 day ago');
    expect(relativeTime(ago(2 * 86_400), t, now)).toMatch(/^2026-11-21 /);
  });
});
