import { parcels } from '@lbo/contracts';
import { vi } from 'vitest';
import { callApi } from '../../api/client.ts';

// What the parcel page tests share. Each test file mocks ../../api/client.ts itself (vi.mock is
// hoisted per file); the helpers here read that mock. Test-only.

/** The warehouse every parcel page test works in, as the warehouse pickers answer it. */
export const SHENZHEN = { Id: 3, Name: 'Shenzhen', Code: 'SZ', IsEnabled: true, SiteId: 1 };

/** A parcel row as the lists answer it: Alice's shoes at Shenzhen, not measured, changed by `values`. */
export const parcelRow = (values: Pick<parcels.PackageRow, 'Id' | 'CourierNumber'> & Partial<parcels.PackageRow>): parcels.PackageRow => ({
  CourierCompany: 'SF', WarehouseId: SHENZHEN.Id, WarehouseName: SHENZHEN.Name, ProductName: 'Shoes', Quantity: 1, Price: null, PurchasePrice: null, PurchaseCurrency: 'CNY',
  ShopNo: '', Remarks: '', PackageStatus: parcels.PackageStatus.NotReceived, IsCompleted: true, UserId: 11, UserName: 'Alice', MemberNumber: 'C000011', LogisticsSerialNumber: '',
  Weight: null, Length: null, Width: null, Height: null, VolumeWeight: null, BillingWeight: null, Pictures: [], ShelfId: null, ShelfCode: '', DaysOnShelf: null,
  SignedTime: null, ShelvedTime: null, CreationTime: '2026-11-20T10:00:00.000Z', Actions: [],
  ...values,
});

/** The bodies sent to one call, in order. */
export const callsTo = (path: string) =>
  vi
    .mocked(callApi)
    .mock.calls.filter(([call]) => call.path === path)
    .map(([, body]) => body);

/** The browser's speech replaced: the answer fills with what the scan screens say aloud (undone by vi.unstubAllGlobals). */
export function stubSpeech(): string[] {
  const spoken: string[] = [];
  class Utterance {
    lang = '';
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: Utterance) => spoken.push(u.text) });
  return spoken;
}

/** The mocked calls answered by path: a value, or a function of the body (thrown errors refuse the call); `otherwise` for any other call. */
export function answerCalls(answers: Record<string, unknown>, otherwise: unknown = null) {
  const mock = vi.mocked(callApi);
  mock.mockReset();
  mock.mockImplementation(async (call, body) => {
    if (!(call.path in answers)) return otherwise;
    const answer = answers[call.path];
    return typeof answer === 'function' ? (answer as (body: unknown) => unknown)(body ?? {}) : answer;
  });
}
