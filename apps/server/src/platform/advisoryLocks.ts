/**
 * Every PostgreSQL advisory lock the application takes, by name. Advisory locks are plain numbers
 * shared by the whole database: two areas that picked the same one would make unrelated writes wait
 * on each other. A lock here is its number, or for the two-number form (`pg_advisory_xact_lock(a, b)`:
 * the area's number, then the record or site it serialises) a range of `span` numbers from `key`,
 * where an area keeps one lock per kind of thing (a template type, a population, a payment provider).
 * `advisoryLocks.test.ts` checks that no two ranges overlap.
 */
export const ADVISORY_LOCKS = {
  /** Applying migrations, one process at a time (a session lock on the one number). */
  migration: { key: 7_304_211, span: 1 },
  /** Seeding a new installation, so processes starting at once seed once (the one number). */
  seed: { key: 7_215_302, span: 1 },
  /** A customs clearance company's number series, per company. */
  customsNumbers: { key: 1_668_047_214, span: 1 },
  /** The tree of commodity categories, per site. */
  commodityCategories: { key: 1_668_246_371, span: 1 },
  /** The menu tree (one for the product). */
  menus: { key: 1_835_363_700, span: 1 },
  /** Views and their button keys (one for the product). */
  views: { key: 1_986_618_743, span: 1 },
  /** A site's default template, per template type. */
  templateDefaults: { key: 1_952_803_840, span: 256 },
  /** A population's roles, per site. */
  roles: { key: 1_919_904_768, span: 256 },
  /** A population's organisation tree, per site. */
  organizes: { key: 1_869_768_448, span: 256 },
  /** A site's configuration of a payment provider, per provider. */
  paymentProviders: { key: 1_885_434_112, span: 256 },
  /** A customer's default recipient, per customer. */
  recipientDefaults: { key: 1_701_998_436, span: 1 },
} as const satisfies Record<string, { key: number; span: number }>;

export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;

/** The number of lock `name`, `offset` into its range (a type or population); refused outside the range. */
export function advisoryKey(name: AdvisoryLock, offset = 0): number {
  const { key, span } = ADVISORY_LOCKS[name];
  if (!Number.isInteger(offset) || offset < 0 || offset >= span) throw new RangeError(`advisory lock ${name}: offset ${offset} outside 0..${span - 1}`);
  return key + offset;
}
