import crypto from 'node:crypto';

/**
 * Uploaded files are served only through signed links (DESIGN: access is checked on the server).
 *
 * The database keeps a file's plain address (`/files/<site id | platform>/<folder>/<uuid>.<ext>`).
 * An answer of the API carries the caller a link: the address with an HMAC signature. Whoever may
 * read the record gets the link, so access to a file is access to the record that names it
 * (row-level security, API permissions); a bare address is refused. An `<img>` works as before.
 *
 * - Answers of signed-in calls carry expiring links (`?exp=<unix seconds>&sig=`), valid for one to
 *   two hours: the expiry is rounded to the hour, so a page shows the same link for an hour and
 *   the browser's cache keeps working. Only files of the caller's own site (or the platform's) are
 *   signed: an address of another site stays bare and unusable, even if someone stored it.
 * - Answers of public calls (the public home's page configuration) carry public links
 *   (`?sig=`, no expiry): what the public home shows stays public and cacheable.
 * - Requests may send links back (an edit form holds what it was given); they are turned back into
 *   plain addresses before validation, so nothing signed is ever stored.
 */

/** An uploaded file's address; group 1 is the site segment. */
const ADDRESS = String.raw`/files/(\d+|platform)/[\w-]+/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,10}`;
/** A link's query as we write it; `&amp;` is how an editor's HTML writes the `&`. */
const QUERY = String.raw`\?(?:exp=\d+&(?:amp;)?)?sig=[\w-]+`;
const ADDRESS_ONLY = new RegExp(`^${ADDRESS}$`);
const LINK_IN_TEXT = new RegExp(`(${ADDRESS})(?:${QUERY})?`, 'g');

/** Links are valid until the end of the next full window: between one and two windows. */
export const FILE_LINK_WINDOW_SECONDS = 3600;
const SIGNATURE_LENGTH = 32;

/** Who an answer goes to: the public (any visitor), or a signed-in caller of a site (null: platform staff). */
type LinkAudience = { kind: 'public' } | { kind: 'caller'; siteId: number | null };

type LinkVerdict = 'ok' | 'missing' | 'expired' | 'invalid';

export interface FileLinks {
  /** The link of one address for an audience; `now` in milliseconds. */
  link(address: string, audience: LinkAudience, now?: number): string;
  /** Every file address in an answer's JSON text made a link for its audience (other text unchanged). */
  signText(json: string, audience: LinkAudience, now?: number): string;
  /** Whether a request for `path` with this query may have the file. */
  verify(path: string, query: { exp?: unknown; sig?: unknown }, now?: number): LinkVerdict;
}

/** Links turned back into plain addresses, in every string of a request payload. */
export function plainFileAddresses(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('/files/') ? value.replace(LINK_IN_TEXT, '$1') : value;
  if (Array.isArray(value)) return value.map(plainFileAddresses);
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, plainFileAddresses(v)]));
  }
  return value;
}

export function createFileLinks(secret: string | Buffer): FileLinks {
  const signature = (address: string, expires: number | null) =>
    crypto.createHmac('sha256', secret).update(`${address}\n${expires ?? 'public'}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
  const expiryAt = (now: number) => (Math.floor(now / 1000 / FILE_LINK_WINDOW_SECONDS) + 2) * FILE_LINK_WINDOW_SECONDS;
  const mayHave = (site: string, audience: LinkAudience) =>
    audience.kind === 'public' || audience.siteId === null || site === 'platform' || site === String(audience.siteId);

  const link = (address: string, audience: LinkAudience, now = Date.now()) => {
    if (audience.kind === 'public') return `${address}?sig=${signature(address, null)}`;
    const expires = expiryAt(now);
    return `${address}?exp=${expires}&sig=${signature(address, expires)}`;
  };

  return {
    link,
    signText(json, audience, now = Date.now()) {
      if (!json.includes('/files/')) return json;
      return json.replace(LINK_IN_TEXT, (_link, address: string, site: string) => (mayHave(site, audience) ? link(address, audience, now) : address));
    },
    verify(path, query, now = Date.now()) {
      if (!ADDRESS_ONLY.test(path)) return 'invalid';
      if (typeof query.sig !== 'string' || query.sig === '') return 'missing';
      let expires: number | null = null;
      if (query.exp !== undefined) {
        if (typeof query.exp !== 'string' || !/^\d{1,12}$/.test(query.exp)) return 'invalid';
        expires = Number(query.exp);
      }
      const expected = Buffer.from(signature(path, expires));
      const given = Buffer.from(query.sig);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
      if (expires !== null && expires * 1000 <= now) return 'expired';
      return 'ok';
    },
  };
}
