import { parcels } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import UnknownPackagesIndex from './UnknownPackagesIndex.tsx';
import { answerCalls, callsTo } from './parcelTestFixtures.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
// Ant Design tables in jsdom are slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });
const person = () => userEvent.setup({ delay: null });

const claim = (Id: number, CourierNumber: string, ClaimStatus: number, Actions: string[]) => ({
  Id, PackageId: 40 + Id, CourierNumber, WarehouseName: 'Shenzhen', UserId: 11, UserName: 'Alice', MemberNumber: 'C000011', Proof: '/files/proof.png', Remarks: 'my shoes',
  ClaimStatus, Reply: '', CreationTime: '2026-11-25T10:00:00Z', DecidedTime: null, Actions,
});
const CLAIMS = [claim(1, 'SF2001', parcels.ClaimStatus.Pending, ['Approve', 'Refuse']), claim(2, 'SF2002', parcels.ClaimStatus.Approved, [])];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  answerCalls({ [parcels.getUnknownPackages.path]: { Data: [], Total: 0 }, [parcels.getClaims.path]: { Data: CLAIMS, Total: CLAIMS.length } });
});
afterEach(() => useSession.getState().setUser(null));

describe('unknown parcels: claims', () => {
  it('shows Approve and Refuse only on a pending claim, and refuses only with a reason', async () => {
    signInAs({ Buttons: ['UnknownPackage.Approve', 'UnknownPackage.Refuse'] });
    const user = person();
    renderInApp(<UnknownPackagesIndex />);
    await user.click(screen.getByRole('tab', { name: 'Claims' }));
    const pending = (await screen.findByText('SF2001')).closest('tr')!;
    const decided = screen.getByText('SF2002').closest('tr')!;
    expect(within(decided).queryByRole('button', { name: 'Refuse' })).toBeNull();
    expect(within(decided).queryByRole('button', { name: 'Approve' })).toBeNull();

    await user.click(within(pending).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Refuse the claim of SF2001')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-explain-error')).not.toBeNull());
    expect(callsTo(parcels.refuseClaim.path)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The order screenshot is of another parcel');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(parcels.refuseClaim.path)).toEqual([{ Id: 1, Reply: 'The order screenshot is of another parcel' }]));
  });

  it('hides the decisions from staff without their buttons', async () => {
    signInAs({ Buttons: [] });
    const user = person();
    renderInApp(<UnknownPackagesIndex />);
    await user.click(screen.getByRole('tab', { name: 'Claims' }));
    await screen.findByText('SF2001');
    expect(screen.queryByRole('button', { name: 'Refuse' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
