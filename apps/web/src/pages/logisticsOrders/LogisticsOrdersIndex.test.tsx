import { logisticsOrders as api } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import LogisticsOrdersIndex from './LogisticsOrdersIndex.tsx';
import { answerCalls, callsTo, orderRow } from './orderTestFixtures.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
vi.setConfig({ testTimeout: 60_000 });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

// The server answers each row's Actions from the transition tables; the page shows exactly those the user's buttons allow.
const PENDING = orderRow({ Id: 1, SerialNumber: 'LO1', Actions: ['Approve', 'Reject', 'AddTrack', 'Freeze', 'Cancel'] });
const APPROVED = orderRow({ Id: 2, SerialNumber: 'LO2', ApprovalStatus: api.ApprovalStatus.Approved, Actions: ['CancelApproval', 'GenerateBill', 'AddTrack', 'Freeze'] });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  answerCalls({
    [api.getOrders.path]: { Data: [PENDING, APPROVED], Total: 2 },
    [api.generateBill.path]: { SerialNumber: 'BL000001' },
  });
});

const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr')!;
const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.textContent);

describe('staff logistics orders', () => {
  it('offers on each row the actions its states allow, and bills an approved order after asking', async () => {
    signInAs({ Buttons: ['LogisticsOrder.Approve', 'LogisticsOrder.Reject', 'LogisticsOrder.CancelApproval', 'LogisticsOrder.GenerateBill', 'LogisticsOrder.Freeze', 'LogisticsOrder.Cancel'] });
    renderInApp(<LogisticsOrdersIndex />);
    await waitFor(async () => expect(buttonsOf(await rowOf('LO1'))).toEqual(expect.arrayContaining(['Details', 'Approve outbound', 'Reject'])));
    expect(buttonsOf(await rowOf('LO1'))).not.toContain('Generate bill');
    expect(buttonsOf(await rowOf('LO2'))).toEqual(expect.arrayContaining(['Details', 'Cancel approval', 'Generate bill']));
    expect(buttonsOf(await rowOf('LO2'))).not.toContain('Approve outbound');

    await person().click(within(await rowOf('LO2')).getByRole('button', { name: 'Generate bill' }));
    expect((await screen.findAllByText('Bill order LO2 for 96.00 CNY?')).length).toBeGreaterThan(0);
    await person().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo(api.generateBill.path)).toEqual([{ Id: 2 }]));
    expect(await screen.findByText('Bill BL000001 generated')).toBeTruthy();
  });

  it('hides an allowed action from a user without its button', async () => {
    signInAs({ Buttons: ['LogisticsOrder.Reject'] });
    renderInApp(<LogisticsOrdersIndex />);
    await waitFor(async () => expect(buttonsOf(await rowOf('LO1'))).toContain('Reject'));
    expect(buttonsOf(await rowOf('LO1'))).not.toContain('Approve outbound');
  });
});
