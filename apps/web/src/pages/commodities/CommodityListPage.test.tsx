import { commodities } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import CommoditiesIndex from './CommoditiesIndex.tsx';
import UserCommoditiesIndex from './UserCommoditiesIndex.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
vi.setConfig({ testTimeout: 60_000 });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const { AuditStatus, SalesMode } = commodities;

const row = (Id: number, sku: string, audit: number, Actions: string[], measured = false): commodities.CommodityRow => ({
  Id, SiteId: 1, SiteName: 'Shenzhen', UserId: 9, UserName: 'alice', MemberNumber: 'C000009', CommodityCode: `C-${sku}`, CommoditySku: sku, CommodityName: '马克杯',
  EnglishName: 'Mug', Alias: '', IdentificationCode: '', Pictures: [], CategoryId: null, CategoryName: '', CargoTypeId: null, CargoTypeName: '', Currency: 'CNY', Price: '9.9',
  DeclarationName: '', Length: '12', Width: '9', Height: '10', ActualOfWeight: null, GrossOfWeight: '0.42',
  MeasuredLength: measured ? '12.5' : null, MeasuredWidth: measured ? '9' : null, MeasuredHeight: measured ? '10' : null, MeasuredActualOfWeight: measured ? '0.38' : null, MeasuredGrossOfWeight: measured ? '0.47' : null,
  MeasuredTime: measured ? '2026-11-20T08:00:00.000Z' : null, MeasuredByName: measured ? 'operator' : '', CommodityStatus: 1, SalesModes: SalesMode.OnSale, AuditStatus: audit,
  AuditorName: '', AuditTime: null, AuditReason: audit === AuditStatus.Refused ? 'Gross weight is 0.47 kg' : '', Remarks: '', CreationTime: '2026-11-20T08:00:00.000Z', UpdateTime: '2026-11-20T08:00:00.000Z', Actions,
});
const ROWS = [
  row(1, 'NEW-1', AuditStatus.Pending, ['Edit', 'Acquire', 'Refuse', 'Delete', 'Halt']),
  row(2, 'MEASURED-2', AuditStatus.Pending, ['Edit', 'Modify', 'Approve', 'Refuse', 'Delete', 'Halt'], true),
  row(3, 'REFUSED-3', AuditStatus.Refused, ['Edit', 'Delete', 'Halt'], true),
];
const report = { Total: 3, ByAuditStatus: [{ AuditStatus: 1, Count: 2 }, { AuditStatus: 2, Count: 0 }, { AuditStatus: 3, Count: 1 }], BySalesMode: [{ SalesModes: 0, Count: 0 }, { SalesModes: 1, Count: 3 }], Rows: [] };

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    if (call.path === commodities.getCommodity.path || call.path === commodities.getUserCommodity.path) return { Data: ROWS, Total: ROWS.length };
    if (call.path === commodities.getCommodityReport.path || call.path === commodities.getUserCommodityReport.path) return report;
    if (call.path === commodities.commoditySpecificationsAuditStatus.path) return ROWS[1];
    return [];
  });
});

const rowOf = async (sku: string) => (await screen.findByText(sku)).closest('tr')!;

describe('staff’s commodities', () => {
  it('offers each row the audit steps its state and measurement allow, within the caller’s buttons', async () => {
    signInAs({ AccountTypeCode: 1, NickName: 'Operator', Buttons: ['Commodity.Measure'] });
    renderInApp(<CommoditiesIndex />);
    const fresh = within(await rowOf('NEW-1'));
    expect(fresh.getByRole('button', { name: 'Measure' })).toBeTruthy();
    expect(fresh.queryByRole('button', { name: 'Specification audit' })).toBeNull();
    const measured = within(await rowOf('MEASURED-2'));
    expect(measured.getByRole('button', { name: 'Correct measurement' })).toBeTruthy();
    // Without the audit button the operator measures but cannot audit, edit or delete.
    expect(measured.queryByRole('button', { name: 'Specification audit' })).toBeNull();
    expect(measured.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByTestId('commodity-counts').textContent).toContain('Awaiting audit 2');
  });

  it('refuses a declaration only with a reason, and sends the result', async () => {
    signInAs({ AccountTypeCode: 1, NickName: 'Admin', Buttons: ['Commodity.Measure', 'Commodity.Audit'] });
    renderInApp(<CommoditiesIndex />);
    const measured = within(await rowOf('MEASURED-2'));
    await person().click(measured.getByRole('button', { name: 'Specification audit' }));
    const dialog = await screen.findByTestId('audit-form');
    // The declaration beside the measurement it is judged against.
    expect(dialog.closest('.ant-modal')!.textContent).toContain('12 × 9 × 10 · - / 0.42');
    expect(dialog.closest('.ant-modal')!.textContent).toContain('12.5 × 9 × 10 · 0.38 / 0.47');
    await person().click(within(dialog).getByLabelText('Refuse'));
    await person().click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/cannot be empty/i)).toBeTruthy();
    expect(callApiMock.mock.calls.some(([call]) => call.path === commodities.commoditySpecificationsAuditStatus.path)).toBe(false);
    await person().type(within(dialog).getByLabelText('Reason'), 'Gross weight is 0.47 kg');
    await person().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callApiMock.mock.calls.find(([call]) => call.path === commodities.commoditySpecificationsAuditStatus.path)?.[1]).toEqual({ Id: 2, AuditStatus: AuditStatus.Refused, AuditReason: 'Gross weight is 0.47 kg' }));
  });
});

describe('my commodities', () => {
  it('shows the audit result and offers no warehouse steps', async () => {
    signInAs({ AccountTypeCode: 2, NickName: 'Alice', Buttons: ['UserCommodity.Add', 'UserCommodity.Edit', 'UserCommodity.Delete', 'UserCommodity.SalesMode'] });
    renderInApp(<UserCommoditiesIndex />);
    const refused = within(await rowOf('REFUSED-3'));
    expect(refused.getByText('Audit refused')).toBeTruthy();
    expect(refused.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(refused.getByRole('button', { name: 'Halt sales' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Measure' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Specification audit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New commodity' })).toBeTruthy();
    // The list asked for the caller's own commodities.
    expect(callApiMock.mock.calls.some(([call]) => call.path === commodities.getUserCommodity.path)).toBe(true);
    expect(callApiMock.mock.calls.some(([call]) => call.path === commodities.getCommodity.path)).toBe(false);
  });
});
