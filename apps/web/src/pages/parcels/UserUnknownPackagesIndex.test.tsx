import { parcels } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import UserUnknownPackagesIndex from './UserUnknownPackagesIndex.tsx';
import { answerCalls, callsTo } from './parcelTestFixtures.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
vi.setConfig({ testTimeout: 60_000 });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const BOARD = [
  { Id: 1, MaskedCourierNumber: 'SF10****01', CourierCompany: 'SF', WarehouseName: 'Shenzhen', Weight: '1.000', SignedTime: null, IsClaimed: true },
  { Id: 2, MaskedCourierNumber: 'YT20****02', CourierCompany: 'YTO', WarehouseName: 'Shenzhen', Weight: '2.000', SignedTime: null, IsClaimed: false },
];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  answerCalls({ [parcels.getPublicUnknownPackages.path]: { Data: BOARD, Total: 2 }, [parcels.getUserClaims.path]: { Data: [], Total: 0 } }, []);
  signInAs({ AccountTypeCode: 2, NickName: 'Alice', Buttons: ['UserUnknownPackage.Claim'] });
});

const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr') as HTMLElement;

describe('unknown parcels board', () => {
  it('marks a claimed parcel and refuses to open the claim for it, while an unclaimed one opens the claim', async () => {
    renderInApp(<UserUnknownPackagesIndex />);
    const claimed = await rowOf('SF10****01');
    expect(within(claimed).getByText('Being claimed')).toBeTruthy();
    await person().click(within(claimed).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('This parcel is already being claimed and cannot be selected.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await person().click(within(await rowOf('YT20****02')).getByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Claim parcel YT20****02')).toBeTruthy();
    // The claim needs the full number and a proof before anything is sent.
    await person().click(within(dialog).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(within(dialog).getAllByText('cannot be empty').length).toBeGreaterThanOrEqual(2));
    expect(callsTo(parcels.claimUnknownPackage.path)).toEqual([]);
  });
});
