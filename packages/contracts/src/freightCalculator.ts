import { z } from 'zod';
import { defineCall } from './call.ts';
import { boundedDecimal, recordId, siteChoice } from './siteRecords.ts';
import { moneyValue } from './transferQuotation.ts';

/**
 * The freight calculator (spec domain §1 "a shipping-cost trial calculator"): a customer or a staff
 * member describes a shipment (pieces with weight and size, declared value, destination country,
 * the warehouse it leaves from, optionally a carrier and a cargo type) and gets every transfer
 * quotation in force today that accepts it, priced by the pricing engine and ranked by total, with
 * the breakdown: actual and volumetric weight, each step to the billed weight, freight, each
 * surcharge and why it applies, tax, the total in the quotation's currency and in the customer's.
 *
 * Whose prices: a portal user gets the quotations of their own customer groups (roles); staff
 * price for a customer they name (UserId), or, naming none, see every quotation of the site.
 * The customer's currency is CurrencyId, else the site's base currency (the one whose rate is 1).
 */

export const CALCULATOR_PIECES_MAX = 50;
export const CALCULATOR_QUANTITY_MAX = 9999;

const positive = <S extends z.ZodType<string>>(schema: S) => schema.refine((text) => /[1-9]/.test(text), { message: 'NumberZeroError' });

export const calculatorPiece = z.object({
  WeightKg: positive(boundedDecimal(3, 6)),
  LengthCm: positive(boundedDecimal(2, 6)),
  WidthCm: positive(boundedDecimal(2, 6)),
  HeightCm: positive(boundedDecimal(2, 6)),
  Quantity: z.number({ error: 'NumberTypeError' }).int({ error: 'NumberErrorFormat' }).min(1).max(CALCULATOR_QUANTITY_MAX).default(1),
});
export type CalculatorPiece = z.output<typeof calculatorPiece>;

export const freightTrialBody = z.object({
  Pieces: z.array(calculatorPiece, { error: (issue) => (issue.input == null ? 'CannotBeEmpty' : undefined) }).min(1, { error: 'CannotBeEmpty' }).max(CALCULATOR_PIECES_MAX),
  DeclaredValue: moneyValue().default('0'),
  CountryCode: z
    .string({ error: (issue) => (issue.input == null ? 'CannotBeEmpty' : undefined) })
    .regex(/^[A-Za-z]{2}$/, { message: 'TriggerValueCountryCodes' })
    .transform((code) => code.toUpperCase()),
  WarehouseId: recordId(),
  CarrierId: recordId().optional(),
  CargoTypeId: recordId().optional(),
  /** The currency totals are also shown in; the site's base currency when absent. */
  CurrencyId: recordId().optional(),
  /** Staff only: the customer whose groups decide which quotations apply. */
  UserId: recordId().optional(),
  ...siteChoice,
});
export type FreightTrialBody = z.output<typeof freightTrialBody>;

export const chargeItem = z.object({
  Kind: z.enum(['Freight', 'Tax', 'Surcharge']),
  Code: z.string(),
  Name: z.string(),
  Amount: z.string(),
  /** The surcharge's expense type; null for freight and tax. */
  ExpenseTypeId: z.int32().nullable(),
  /** May be refunded when the order is cancelled. */
  AllowRefunds: z.boolean(),
  /** How the amount was reached, from the pricing engine, in the caller's language. */
  Explanation: z.string(),
});

export const pricedOption = z.object({
  QuotationId: z.int32(),
  QuotationName: z.string(),
  TypeOfShippingName: z.string(),
  CurrencyCode: z.string(),
  ActualWeight: z.string(),
  VolumetricWeight: z.string(),
  BilledWeight: z.string(),
  BilledWeightSteps: z.array(z.string()),
  Items: z.array(chargeItem),
  Total: z.string(),
  CustomerCurrencyCode: z.string(),
  TotalInCustomerCurrency: z.string(),
  MinAgingDays: z.int32(),
  MaxAgingDays: z.int32(),
});
export type PricedOption = z.output<typeof pricedOption>;

export const freightTrialResult = z.object({
  /** Ranked: cheapest first (in the customer's currency), then fastest. */
  Options: z.array(pricedOption),
  CustomerCurrencyCode: z.string(),
  /** The day the shipment was priced on (yyyy-mm-dd). */
  Date: z.string(),
});

export const calculateFreight = defineCall('/FreightCalculator/CalculateFreight', {
  summary: 'Price a shipment against the transfer quotations in force for the customer: every option ranked with its breakdown',
  request: freightTrialBody,
  response: freightTrialResult,
  access: 'granted',
  readOnly: true,
});
