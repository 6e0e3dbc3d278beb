import { z } from 'zod';
import { numberTypeError, wholeNumberError } from './common.ts';
import { auditEntry } from './templates.ts';
import { zDecimal } from './validation.ts';

/**
 * What the site's logistics lists share (carriers, local tracking numbers, shipping methods, customs
 * clearance, cargo types, commodity categories, applicant information): each row belongs to one
 * site; site staff always work on their own, platform staff name the site.
 */

/** Platform staff (no site) name the site they work on; site staff always work on their own site and SiteId is ignored. */
export const siteChoice = { SiteId: z.int32({ error: numberTypeError }).positive().optional() };

/** The body of a dropdown call: nothing, or the site platform staff look at. */
export const siteSelectBody = z.object(siteChoice).optional();

/** An Id sent in a body: missing is CannotBeEmpty, text is NumberTypeError. */
export const recordId = () => z.int32({ error: numberTypeError }).positive();

/** A record's changes, newest first (who, when, before, after), as every detail call answers them. */
export const auditTrail = z.array(auditEntry);

/** Optional free text of at most `max` characters; absent is ''. */
export const optionalText = (max: number) => z.string().max(max).default('');

/** A display order: a whole number from 0 to 9999, smaller first. */
const DISPLAY_ORDER_MAX = 9999;
export const displayOrder = () => z.int32({ error: wholeNumberError }).min(0).max(DISPLAY_ORDER_MAX).default(0);

/**
 * A non-negative decimal sent as text (never a float) with at most `maxDecimal` decimals and
 * `integerDigits` digits before the point, so it fits its numeric column.
 */
export const boundedDecimal = (maxDecimal: number, integerDigits: number) =>
  zDecimal({ maxDecimal }).refine((text) => (text.split('.')[0] ?? '').length <= integerDigits, { message: 'DigitsTooMany' });
