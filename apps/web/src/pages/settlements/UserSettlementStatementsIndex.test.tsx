import { settlements as api, wallets as walletApi } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import UserSettlementStatementsIndex from './UserSettlementStatementsIndex.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
vi.setConfig({ testTimeout: 60_000 });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const statement = (values: Partial<api.StatementRow> & Pick<api.StatementRow, 'Id' | 'SerialNumber' | 'Status'>): api.StatementRow => ({
  UserId: 11, UserName: 'Alice', MemberNumber: 'C000011', SettlementCycle: 2, PeriodStart: '2026-03-02', PeriodEnd: '2026-03-08', DueDate: '2026-03-18',
  Amount: '40.00', CurrencyCode: 'CNY', SettledTime: null, CreationTime: '2026-03-16T00:10:00.000Z', Bills: [], Actions: values.Status === api.StatementStatus.Settled ? [] : ['Settle'],
  ...values,
});
const STATEMENTS = [
  statement({ Id: 1, SerialNumber: 'ST20260308000001', Status: api.StatementStatus.Overdue, Bills: [{ BillId: 7, BillSerialNumber: 'BL0007', OrderSerialNumber: 'LO0007', CreditAmount: '40.00', Time: '2026-03-05T10:00:00.000Z' }] }),
  statement({ Id: 2, SerialNumber: 'ST20260315000002', Status: api.StatementStatus.Outstanding, PeriodStart: '2026-03-09', PeriodEnd: '2026-03-15', DueDate: '2026-03-25', Amount: '70.00' }),
  statement({ Id: 3, SerialNumber: 'ST20260301000003', Status: api.StatementStatus.Settled, PeriodStart: '2026-02-23', PeriodEnd: '2026-03-01', DueDate: '2026-03-11' }),
];
const wallet = { Id: 5, UserId: 11, UserName: 'Alice', MemberNumber: 'C000011', SiteId: 1, CurrencyCode: 'CNY', Balance: '-60.00', Cash: '50.00', FrozenAmount: '0.00', AvailableAmount: '50.00', IsCreditAmount: true, CreditAmount: '1000.00', CreditArrears: '110.00', CreditBalance: '890.00', Arrears: '110.00', UpdateTime: '2026-03-16T00:00:00.000Z' };

const sent: { path: string; body: unknown }[] = [];
beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  sent.length = 0;
  const mock = vi.mocked(callApi);
  mock.mockReset();
  mock.mockImplementation(async (call, body) => {
    sent.push({ path: call.path, body });
    if (call.path === api.getUserStatements.path) return { Data: STATEMENTS, Total: STATEMENTS.length };
    if (call.path === walletApi.getUserWallets.path) return [wallet];
    if (call.path === api.settleUserStatement.path) return { ...STATEMENTS[0], Status: api.StatementStatus.Settled, Actions: [] };
    return null;
  });
  signInAs({ AccountTypeCode: 2, NickName: 'Alice', Buttons: ['UserSettlement.Settle'] });
});

const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr') as HTMLElement;

describe('my settlement statements', () => {
  it('shows the due date of an overdue statement in red and offers Settle only where the lifecycle allows it', async () => {
    renderInApp(<UserSettlementStatementsIndex />);
    const overdue = await rowOf('ST20260308000001');
    expect(within(overdue).getByText('2026-03-18').closest('.ant-typography-danger')).not.toBeNull();
    expect(within(overdue).getByText('Overdue')).toBeTruthy();
    expect(within(await rowOf('ST20260315000002')).getByText('2026-03-25').closest('.ant-typography-danger')).toBeNull();
    expect(within(await rowOf('ST20260301000003')).queryByRole('button', { name: 'Settle' })).toBeNull();
    expect(within(overdue).getByRole('button', { name: 'Settle' })).toBeTruthy();
  });

  it('opens a statement’s bills in a drawer', async () => {
    renderInApp(<UserSettlementStatementsIndex />);
    await person().click(await screen.findByText('ST20260308000001'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Bills of ST20260308000001')).toBeTruthy();
    expect(within(drawer).getByText('BL0007')).toBeTruthy();
    expect(within(drawer).getByText('LO0007')).toBeTruthy();
  });

  it('confirms Settle with the cash available and what it repays, then sends it', async () => {
    renderInApp(<UserSettlementStatementsIndex />);
    await person().click(within(await rowOf('ST20260308000001')).getByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Settle statement ST20260308000001')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText('Cash available').closest('tr')!.textContent).toContain('50.00'));
    expect(within(dialog).getByText('Repaid from the cash').closest('tr')!.textContent).toContain('40.00');
    expect(within(dialog).getByText('Cash after').closest('tr')!.textContent).toContain('10.00');
    await person().click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(sent.filter((c) => c.path === api.settleUserStatement.path).map((c) => c.body)).toEqual([{ Id: 1 }]));
  });

  it('does not send Settle when the cash is short, and says to recharge', async () => {
    renderInApp(<UserSettlementStatementsIndex />);
    await person().click(within(await rowOf('ST20260315000002')).getByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The cash is not enough: recharge first.')).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: 'Settle' });
    expect(ok.hasAttribute('disabled')).toBe(true);
    await person().click(ok);
    expect(sent.filter((c) => c.path === api.settleUserStatement.path)).toEqual([]);
  });
});
