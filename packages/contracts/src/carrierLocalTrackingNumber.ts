import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, idsBody, listOf, pagedQuery } from './common.ts';
import { auditTrail, recordId, siteChoice } from './siteRecords.ts';

/**
 * Carrier local tracking numbers (spec domain §3, §4 "Local tracking number: voided or not voided"):
 * a pool of carrier numbers the site obtained in advance, per carrier. Orders of a carrier with
 * local numbering take their carrier number from it (the server's `takeCarrierLocalTrackingNumber`):
 * each number is given once, even to orders taking numbers at the same moment.
 *
 * - WhetherToUse: the number has been given to an order (it is never given again).
 * - Voided: the number must not be given (a damaged or recalled label); voiding can be undone.
 * Numbers are imported in bulk, pasted or read from a text file: all of a list or none of it; a
 * list holding the same number twice, or a number already in the carrier's pool, is refused with
 * the numbers named.
 */

export const TRACKING_NUMBER_MAX = 64;
/** Most numbers one import takes. */
export const TRACKING_NUMBER_IMPORT_MAX = 10_000;
/** Most numbers a refusal names; the rest are counted. */
export const TRACKING_NUMBERS_NAMED_MAX = 20;

export const importBody = z.object({
  CarrierId: recordId(),
  Numbers: z.array(z.string().max(TRACKING_NUMBER_MAX)).min(1, { message: 'CannotBeEmpty' }).max(TRACKING_NUMBER_IMPORT_MAX),
});

export const trackingNumberRow = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  CarrierId: z.int32(),
  CarrierName: z.string(),
  Number: z.string(),
  WhetherToUse: z.boolean(),
  IsVoided: z.boolean(),
  /** when it was given to an order ('' while unused) */
  UsedTime: z.string(),
  /** what it was given to (an order's serial number), '' while unused */
  UsedBy: z.string(),
  SiteName: z.string(),
  CreationTime: z.string(),
});
export type TrackingNumberRow = z.output<typeof trackingNumberRow>;

export const trackingNumberDetail = trackingNumberRow.extend({ Audits: auditTrail });

export const trackingNumberQuery = pagedQuery.extend({
  CarrierId: recordId().optional(),
  /** part of the number */
  Number: z.string().max(TRACKING_NUMBER_MAX).optional(),
  WhetherToUse: z.boolean().optional(),
  IsVoided: z.boolean().optional(),
  ...siteChoice,
});

/** How many numbers an action changed. */
export const countResult = z.object({ Count: z.int32() });

const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const getCarrierLocalTrackingNumbers = defineCall('/CarrierLocalTrackingNumber/GetCarrierLocalTrackingNumbers', {
  summary: 'Local tracking numbers of the site’s carriers, newest first, by carrier, part of the number, used and voided',
  request: trackingNumberQuery,
  response: listOf(trackingNumberRow),
  readOnly: true,
  ...backstage,
});

export const importCarrierLocalTrackingNumbers = defineCall('/CarrierLocalTrackingNumber/ImportCarrierLocalTrackingNumbers', {
  summary: 'Add a list of numbers to a carrier’s pool: all or none; repeated or existing numbers are refused and named',
  request: importBody,
  response: countResult,
  ...backstage,
});

export const voidCarrierLocalTrackingNumbers = defineCall('/CarrierLocalTrackingNumber/VoidCarrierLocalTrackingNumbers', {
  summary: 'Void numbers: they are no longer given to orders',
  request: idsBody,
  response: countResult,
  ...backstage,
});

export const unvoidCarrierLocalTrackingNumbers = defineCall('/CarrierLocalTrackingNumber/UnvoidCarrierLocalTrackingNumbers', {
  summary: 'Undo the voiding of numbers; unused ones can be given to orders again',
  request: idsBody,
  response: countResult,
  ...backstage,
});

export const getCarrierLocalTrackingNumberById = defineCall('/CarrierLocalTrackingNumber/GetCarrierLocalTrackingNumberById', {
  summary: 'A local tracking number with its history (imported, given, voided)',
  request: idBody,
  response: trackingNumberDetail,
  readOnly: true,
  ...backstage,
});
