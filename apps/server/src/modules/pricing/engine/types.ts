/**
 * The pricing engine's boundary. The engine is pure: no database, no clock, no I/O. Every decimal
 * quantity crosses this boundary as plain decimal text ("12.5", "0.35") so that no float ever
 * carries money or weight; inside, the engine may use any exact representation.
 *
 * Units: weights in kg, lengths in cm, volumes in cm³ unless a name says CBM (m³), money in the
 * quotation's currency unless a name says otherwise.
 */

/** How the quotation's weight ranges are read: by billed weight (kg), by volume (CBM) or by piece count. */
export type BillingMode = 'Weight' | 'Volume' | 'Piece';

/** What a surcharge's trigger looks at. */
export type TriggerDataSource =
  | 'Always'
  | 'DeclaredValue'
  | 'ActualWeight'
  | 'VolumetricWeight'
  | 'BilledWeight'
  | 'LongestSide'
  | 'GirthPlusLength'
  | 'PieceCount'
  | 'Country'
  | 'CargoType';

export type TriggerRule = 'GreaterThan' | 'GreaterOrEqual' | 'LessThan' | 'LessOrEqual' | 'Equal' | 'In' | 'NotIn';

/** How a surcharge's AmountOfMoney turns into money. */
export type CalculationMethod =
  | 'Fixed'
  | 'PerBilledKg'
  | 'PerPiece'
  | 'PercentOfFreight'
  | 'PercentOfDeclaredValue'
  | 'PerCbm';

export interface WeightRange {
  StartingRange: string;
  EndRange: string;
  FirstWeightUnitPrice: string;
  UnitPrice: string;
  AdditionalCost: string;
}

export interface Surcharge {
  Code: string;
  ExpenseTypeId: number;
  ExpenseTypeName: string;
  TriggerDataSource: TriggerDataSource;
  TriggerRule: TriggerRule;
  /** A decimal for numeric sources; a comma-separated list for In/NotIn; a code for Country/CargoType. */
  TriggerValue: string;
  AmountOfMoney: string;
  CalculationMethod: CalculationMethod;
  MiniMumMoney: string;
  FreeWeight: string;
  FreeQuantity: number;
  /** Charged once per shipment (true) or per matching piece (false). */
  FirstCharge: boolean;
  AllowRefunds: boolean;
  CbmVolumeRatio: string;
  VolumeUnitPrice: string;
  VolumeAccumulation: boolean;
}

export interface TransferQuotation {
  Id: number;
  Name: string;
  CurrencyCode: string;
  BillingMode: BillingMode;
  VolumeRatio: string;
  SuperMaterialVolumeRatio: string;
  /**
   * A piece whose longest side is above this many cm is over-size: its volumetric weight is taken at
   * SuperMaterialVolumeRatio instead of VolumeRatio. Absent or 0: no piece is over-size.
   */
  SuperMaterialLongestSideCm?: string;
  SplitThrowingRatio: string;
  MinimumBillingWeight: string;
  Carry: string;
  TaxInclusive: boolean;
  TaxInclusiveUnitPrice: string;
  IsEffective: boolean;
  /** ISO dates (yyyy-mm-dd); the quotation applies from EffectiveDate through Deadline inclusive. */
  EffectiveDate: string;
  Deadline: string | null;
  DisplayOrder: number;
  /** Empty = every carrier / warehouse / customer group (role) / country. */
  CarrierIds: number[];
  WarehouseIds: number[];
  CustomerGroupIds: number[];
  CountryCodes: string[];
  /** Aging in days, from the quotation's shipping method, for ranking and display. */
  MinAgingDays: number;
  MaxAgingDays: number;
  Ranges: WeightRange[];
  Surcharges: Surcharge[];
}

export interface Piece {
  WeightKg: string;
  LengthCm: string;
  WidthCm: string;
  HeightCm: string;
  Quantity: number;
}

export interface Shipment {
  Pieces: Piece[];
  /** In the customer's currency (CustomerCurrencyCode). */
  DeclaredValue: string;
  CountryCode: string;
  WarehouseId: number;
  /** Undefined = any carrier (the calculator compares them all). */
  CarrierId?: number;
  CustomerGroupIds: number[];
  CargoTypeCode?: string;
  /** ISO date the shipment is priced on. */
  Date: string;
  CustomerCurrencyCode: string;
}

/** Units of the site's base currency that one unit of each currency is worth (currencies' ExchangeRate). */
export type ExchangeRates = Readonly<Record<string, string>>;

export interface ChargeItem {
  /** 'Freight', 'Tax', or the surcharge's Code. */
  Kind: 'Freight' | 'Tax' | 'Surcharge';
  Code: string;
  Name: string;
  Amount: string;
  /** The surcharge's expense type; null for freight and tax. */
  ExpenseTypeId: number | null;
  /** Whether the charge may be refunded when the order is cancelled (a surcharge's AllowRefunds; freight and tax: false). */
  AllowRefunds: boolean;
  /** Why: how the amount was reached, in words a customer can follow, in the language asked for. */
  Explanation: string;
}

export interface PricedQuotation {
  QuotationId: number;
  QuotationName: string;
  CurrencyCode: string;
  ActualWeight: string;
  VolumetricWeight: string;
  /** The weight the freight is billed on, after split volume, minimum weight and carry. */
  BilledWeight: string;
  /** Each step from actual and volumetric weight to the billed weight. */
  BilledWeightSteps: string[];
  Items: ChargeItem[];
  Total: string;
  CustomerCurrencyCode: string;
  TotalInCustomerCurrency: string;
  MinAgingDays: number;
  MaxAgingDays: number;
}

/** One applicable quotation as ranked, without its breakdown (explainQuotation gives that). */
export interface RankedQuotation {
  QuotationId: number;
  CurrencyCode: string;
  Total: string;
  TotalInCustomerCurrency: string;
  MinAgingDays: number;
  MaxAgingDays: number;
}
