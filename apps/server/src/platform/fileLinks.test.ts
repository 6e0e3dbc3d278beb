import { describe, expect, it } from 'vitest';
import { createFileLinks, FILE_LINK_WINDOW_SECONDS, plainFileAddresses } from './fileLinks.ts';

const links = createFileLinks('test-secret');
const A = '/files/7/202601/0f8fad5b-d9cb-469f-a165-70867728950e.png';
const B = '/files/8/202601/7c9e6679-7425-40de-944b-e07fc1f90ae7.pdf';
const PLATFORM = '/files/platform/202601/16fd2706-8baf-433b-82eb-8c7fada847da.png';
const HOUR = FILE_LINK_WINDOW_SECONDS * 1000;
const NOW = Date.UTC(2026, 0, 5, 10, 20);
const staffOf7 = { kind: 'caller', siteId: 7 } as const;
const queryOf = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);

describe('file links', () => {
  it('signs an address for one to two hours, the same link all hour long', () => {
    const link = links.link(A, staffOf7, NOW);
    expect(link).toMatch(/^\/files\/7\/202601\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]{32}$/);
    expect(links.link(A, staffOf7, NOW + 30 * 60_000)).toBe(link);
    expect(links.verify(A, queryOf(link), NOW + HOUR)).toBe('ok');
    expect(links.verify(A, queryOf(link), NOW + 2 * HOUR)).toBe('expired');
  });

  it('refuses a bare address, a signature of another file, a changed expiry and another key', () => {
    const query = queryOf(links.link(A, staffOf7, NOW));
    expect(links.verify(A, {}, NOW)).toBe('missing');
    expect(links.verify(B, query, NOW)).toBe('invalid');
    expect(links.verify(A, { ...query, exp: String(Number(query.exp) + 3600) }, NOW)).toBe('invalid');
    expect(links.verify(A, { sig: query.sig }, NOW)).toBe('invalid');
    expect(createFileLinks('another-secret').verify(A, query, NOW)).toBe('invalid');
    expect(links.verify('/files/../secrets.txt', query, NOW)).toBe('invalid');
  });

  it('gives public answers links that do not expire', () => {
    const link = links.link(A, { kind: 'public' }, NOW);
    expect(link).not.toContain('exp=');
    expect(links.verify(A, queryOf(link), NOW + 1000 * HOUR)).toBe('ok');
  });

  it('signs every address in an answer, in fields and inside rich text, but only of the caller’s site or the platform', () => {
    const answer = JSON.stringify({ Logo: A, Other: B, Icon: PLATFORM, Agreement: `<p><img src="${A}"></p>`, Note: 'see /files/7/readme' });
    const signed = JSON.parse(links.signText(answer, staffOf7, NOW)) as Record<string, string>;
    expect(signed.Logo).toBe(links.link(A, staffOf7, NOW));
    expect(signed.Icon).toBe(links.link(PLATFORM, staffOf7, NOW));
    expect(signed.Agreement).toBe(`<p><img src="${links.link(A, staffOf7, NOW)}"></p>`);
    // Another site's file stays a bare address, which the server refuses to serve.
    expect(signed.Other).toBe(B);
    expect(signed.Note).toBe('see /files/7/readme');
    // Platform staff may have every site's files.
    expect(JSON.parse(links.signText(answer, { kind: 'caller', siteId: null }, NOW)).Other).toBe(links.link(B, { kind: 'caller', siteId: null }, NOW));
  });

  it('turns links sent back in a request into plain addresses, also in an editor’s HTML', () => {
    const link = links.link(A, staffOf7, NOW);
    const html = `<img src="https://api.example.com${link.replace('&', '&amp;')}">`;
    expect(plainFileAddresses({ Logo: link, Images: [link], Content: html, Count: 2 })).toEqual({ Logo: A, Images: [A], Content: `<img src="https://api.example.com${A}">`, Count: 2 });
  });
});
