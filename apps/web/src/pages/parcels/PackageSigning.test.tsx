import { parcels, warehouse } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import PackageSigning, { billingWeights } from './PackageSigning.tsx';
import { callsTo, parcelRow, SHENZHEN, stubSpeech } from './parcelTestFixtures.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });
const scanner = () => userEvent.setup({ delay: null });

let spoken: string[];

const PARCEL = parcelRow({ Id: 41, CourierNumber: 'SF1001', Quantity: 2 });
const forecast = { Found: 'Forecast', Package: PARCEL, UserId: 11, UserName: 'Alice', MemberNumber: 'C000011', VolumeRatio: '6000', PhotosRequired: false };
const received = { ...forecast, Found: 'Received', Package: { ...PARCEL, PackageStatus: parcels.PackageStatus.ToBeCompleted } };
let signingInfo: () => Promise<unknown>;
let signing: () => Promise<unknown>;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
  spoken = stubSpeech();
  signingInfo = async () => forecast;
  signing = async () => ({ ...PARCEL, PackageStatus: parcels.PackageStatus.ToBeCompleted, Weight: '1.250', BillingWeight: '1.250', SignedTime: '2026-11-26T10:00:00Z' });
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    switch (call.path) {
      case warehouse.getSiteJoinWarehouseBySiteId.path:
        return [SHENZHEN];
      case parcels.getSigningInfo.path:
        return signingInfo();
      case parcels.signPackage.path:
        return signing();
      default:
        return null;
    }
  });
  signInAs({ Buttons: ['Package.Sign'] });
});
afterEach(() => vi.unstubAllGlobals());

async function openScreen() {
  renderInApp(<PackageSigning />);
  const number = screen.getByRole('textbox', { name: 'Courier number' });
  // The only warehouse is chosen by itself.
  await screen.findByText('Shenzhen (SZ)');
  return number;
}

describe('signing screen', () => {
  it('is closed to staff who hold the page but not its Sign button: nothing can be scanned', async () => {
    signInAs({ Buttons: [] });
    renderInApp(<PackageSigning />);
    expect(await screen.findByTestId('not-allowed')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Courier number' })).toBeNull();
  });

  it('a scanner burst (number + Enter) shows at once whose parcel it is, and the next Enter signs it with the weight', async () => {
    const user = scanner();
    const number = await openScreen();
    await user.type(number, 'sf1001{Enter}');

    expect(await screen.findByText('Alice · C000011')).toBeTruthy();
    expect(screen.getByText('Shoes × 2')).toBeTruthy();
    expect(callsTo(parcels.getSigningInfo.path)).toEqual([{ CourierNumber: 'SF1001', WarehouseId: 3 }]);
    // Focus stays in the number, so the operator only weighs and presses Enter.
    await waitFor(() => expect(document.activeElement).toBe(number));

    await user.type(screen.getByRole('textbox', { name: 'Weight (kg)' }), '1.25');
    await user.type(screen.getByRole('textbox', { name: 'Length (cm)' }), '40');
    await user.type(screen.getByRole('textbox', { name: 'Width (cm)' }), '30');
    await user.type(screen.getByRole('textbox', { name: 'Height (cm)' }), '20');
    // 40 × 30 × 20 ÷ 6000 = 4 kg: heavier than the scale's 1.25.
    expect(screen.getByText('4.000', { selector: 'b[style]' })).toBeTruthy();

    await user.click(number);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Signed for · Alice C000011')).toBeTruthy();
    expect(callsTo(parcels.signPackage.path)).toEqual([
      { CourierNumber: 'SF1001', WarehouseId: 3, MemberNumber: '', Weight: '1.25', Length: '40', Width: '30', Height: '20', Pictures: [] },
    ]);
    expect(spoken).toContain('Signed for C000011');
    // The session list keeps it; the number stays selected, so the next scan replaces it.
    expect(screen.getByText('Signed in this session (1)')).toBeTruthy();
    const input = number as HTMLInputElement;
    await waitFor(() => expect([document.activeElement, input.selectionStart, input.selectionEnd]).toEqual([input, 0, input.value.length]));
  });

  it('a parcel received already says "repeat arrival" in red and is never signed, however often Enter is pressed', async () => {
    signingInfo = async () => received;
    const user = scanner();
    const number = await openScreen();
    await user.type(number, 'SF1001{Enter}');

    expect(await screen.findByText('Repeat arrival at warehouse')).toBeTruthy();
    expect(spoken).toEqual(['Repeat arrival at warehouse']);
    expect(screen.queryByRole('button', { name: /Sign \(Enter\)/ })).toBeNull();
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(callsTo(parcels.getSigningInfo.path)).toHaveLength(3));
    expect(callsTo(parcels.signPackage.path)).toHaveLength(0);
  });

  it('an Enter while a request is in flight is ignored: one scan, one call', async () => {
    let answer: (value: unknown) => void = () => undefined;
    signingInfo = () => new Promise((resolve) => (answer = resolve));
    const user = scanner();
    const number = await openScreen();
    await user.type(number, 'SF1001{Enter}{Enter}{Enter}');
    expect(callsTo(parcels.getSigningInfo.path)).toHaveLength(1);
    answer(forecast);
    await screen.findByText('Alice · C000011');

    let signed: (value: unknown) => void = () => undefined;
    signing = () => new Promise((resolve) => (signed = resolve));
    await user.type(screen.getByRole('textbox', { name: 'Weight (kg)' }), '2');
    await user.click(number);
    await user.keyboard('{Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: /Sign \(Enter\)/ }));
    expect(callsTo(parcels.signPackage.path)).toHaveLength(1);
    signed({ ...PARCEL, Weight: '2.000', BillingWeight: '2.000' });
    expect(await screen.findByText('Signed for · Alice C000011')).toBeTruthy();
    expect(callsTo(parcels.signPackage.path)).toHaveLength(1);
  });

  it('a parcel without forecast asks for the member number; without one it is signed as unknown', async () => {
    signingInfo = async () => ({ Found: 'None', Package: null, UserId: null, UserName: '', MemberNumber: '', VolumeRatio: '5000', PhotosRequired: false });
    signing = async () => ({ ...PARCEL, UserId: null, UserName: '', MemberNumber: '' });
    const user = scanner();
    const number = await openScreen();
    await user.type(number, 'YT77{Enter}');
    expect(await screen.findByText(/Type the member number written on the parcel/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Weight (kg)' }), '0.5{Enter}');
    expect(await screen.findByText('Signed as an unknown parcel')).toBeTruthy();
    expect(callsTo(parcels.signPackage.path)[0]).toMatchObject({ CourierNumber: 'YT77', MemberNumber: '', Weight: '0.5' });
  });
});

describe('billing weight', () => {
  it('is the larger of the weight and L × W × H ÷ the volume ratio, in decimals', () => {
    expect(billingWeights({ Weight: '1.25', Length: '40', Width: '30', Height: '20' }, '6000')).toEqual({ volume: '4.000', billing: '4.000' });
    expect(billingWeights({ Weight: '5.1', Length: '10', Width: '10', Height: '10' }, '6000')).toEqual({ volume: '0.167', billing: '5.100' });
    expect(billingWeights({ Weight: '0.3', Length: '', Width: '10', Height: '10' }, '6000')).toEqual({ volume: null, billing: '0.300' });
  });
});
