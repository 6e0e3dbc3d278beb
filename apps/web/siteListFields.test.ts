import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveCallFields, FACTS_FILE, renderCallFields } from './siteListFields.ts';

describe("the site list pages' field facts (CALL_FIELDS)", () => {
  it('are those of the contracts, so the forms refuse what the server would', { timeout: 60_000 }, () => {
    // Stale when a contract's field or a site list page's calls change: `npm run site-list-fields` writes it again.
    expect(readFileSync(FACTS_FILE, 'utf8')).toBe(renderCallFields(deriveCallFields()));
  });

  it("reads a carrier's weight as the contract has it", () => {
    expect(deriveCallFields()['/Carrier/AddCarrier']?.takes.MaxWeight).toEqual({ required: false, defaultValue: '0', type: { kind: 'decimal', maxDecimal: 3, cannotBeZero: false } });
  });
});
