import { logisticsOrders as api } from '@lbo/contracts';
import { vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import type { Recipient } from '../../components/recipients/recipientWords.tsx';

// What the order page tests share. Each test file mocks ../../api/client.ts itself (vi.mock is
// hoisted per file); the helpers here read that mock. Test-only.

const parcel = (Id: number, CourierNumber: string, ProductName: string, Quantity: number, Price: string) => ({
  Id, CourierNumber, ProductName, Quantity, Price, WarehouseId: 3, WarehouseName: 'Shenzhen', ShelfCode: 'A-01', Weight: '1.200', Length: '30', Width: '20', Height: '10', ShelvedTime: '2026-11-20T10:00:00.000Z',
});
/** Alice's two shippable parcels at Shenzhen. */
export const PARCELS = [parcel(1, 'SF1001', 'Shoes', 1, '30'), parcel(2, 'SF1002', 'Tea', 2, '5')];

/** Alice's address book: a recipient in Taipei. */
export const RECIPIENTS = [
  {
    Id: 21, RecipientName: 'Wang Xiaoming', PhoneCode: '886', Phone: '0912345678', Tel: '', IdentityNumber: 'A123456789', RecipientInformationType: 1, Regions: [], RegionName: 'Taiwan Taipei',
    DetailedAddress: 'No. 7 Xinyi Rd', MailboxCode: '110', SelfPickupAddressId: null, SelfPickupAddress: '', IsDefault: true, AuditStatus: 1, AuditReason: '', Actions: [],
  } as unknown as Recipient,
];

const option = (QuotationId: number, QuotationName: string, Total: string) => ({
  QuotationId, QuotationName, TypeOfShippingName: 'Air', CurrencyCode: 'CNY', ActualWeight: '2.400', VolumetricWeight: '1.200', BilledWeight: '2.500', BilledWeightSteps: ['2.400 kg → 2.500 kg'],
  Items: [{ Kind: 'Freight' as const, Code: 'FREIGHT', Name: 'Freight', Amount: Total, ExpenseTypeId: null, AllowRefunds: true, Explanation: '2.5 kg × 38.40' }],
  Total, CustomerCurrencyCode: 'CNY', TotalInCustomerCurrency: Total, MinAgingDays: 3, MaxAgingDays: 5, Carriers: [{ Id: QuotationId + 3, Name: 'Black Cat', IsCashOnDelivery: false }],
});
/** The two routes to Taipei, cheapest first, and no value-added services. */
export const DRAFT: api.DraftPrice = {
  Pieces: [], ActualWeight: '2.400', CountryCode: 'TW', Options: [option(5, 'Taiwan economy', '96.00'), option(6, 'Taiwan express', '150.00')], ValueAddedServices: [], CustomerCurrencyCode: 'CNY', CashOnDelivery: { Allowed: true, Limit: '2000.00', Refusal: '' }, Date: '2026-11-27',
};

/** An order row as the lists answer it: Alice's, submitted and pending approval, changed by `values`. */
export const orderRow = (values: Pick<api.OrderRow, 'Id' | 'SerialNumber'> & Partial<api.OrderRow>): api.OrderRow => ({
  SiteId: 1, CarrierNo: '', CustomsClearanceNumber: '', UserId: 11, UserName: 'Alice', MemberNumber: 'C000011', Source: 1, WarehouseId: 3, WarehouseName: 'Shenzhen', ...api.SUBMITTED_ORDER,
  QuotationId: 5, QuotationName: 'Taiwan economy', TypeOfShippingName: 'Air', CarrierId: 8, CarrierName: 'Black Cat', CargoTypeId: null, CargoTypeName: '', PackageCount: 2, PieceCount: 2,
  Weight: '2.400', VolumeWeight: '1.200', FareWeight: '2.500', DeclaredPrice: '40', DeclaredCurrency: 'CNY', IsCod: false, Collection: '0', TaxType: 1, TotalAmount: '96.00', CurrencyCode: 'CNY',
  RecipientName: 'Wang Xiaoming', RecipientCountryCode: 'TW', RecipientPhone: '0912345678', RejectReason: '', FreezeReason: '', CancelReason: '', Remarks: '', LatestTrack: '', LatestTrackTime: null, TrackStatus: api.TrackStatus.AwaitingEvents,
  ApprovalTime: null, CreationTime: '2026-11-27T09:00:00.000Z', Actions: [],
  ...values,
});

/** The bodies sent to one call, in order. */
export const callsTo = (path: string) =>
  vi
    .mocked(callApi)
    .mock.calls.filter(([call]) => call.path === path)
    .map(([, body]) => body);

/** The mocked calls answered by path: a value, or a function of the body; any other call answers null. */
export function answerCalls(answers: Record<string, unknown>) {
  const mock = vi.mocked(callApi);
  mock.mockReset();
  mock.mockImplementation(async (call, body) => {
    if (!(call.path in answers)) return null;
    const answer = answers[call.path];
    return typeof answer === 'function' ? (answer as (body: unknown) => unknown)(body ?? {}) : answer;
  });
}
