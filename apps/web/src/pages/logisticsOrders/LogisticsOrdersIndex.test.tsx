import { logisticsOrders as api } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/request.ts';
import { i18n } from '../../i18n/index.ts';
import { downloadFile } from '../../lib/download.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import LogisticsOrdersIndex from './LogisticsOrdersIndex.tsx';
import { answerCalls, callsTo, orderRow } from './orderTestFixtures.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
vi.mock('../../lib/download.ts', () => ({ downloadFile: vi.fn() }));
// A render of the whole page costs tens of seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

// The server answers each row's Actions from the transition tables; the page shows exactly those the user's buttons allow.
const PENDING = orderRow({ Id: 1, SerialNumber: 'LO1', Actions: ['Approve', 'Reject', 'AddTrack', 'Freeze', 'Cancel'] });
const APPROVED = orderRow({ Id: 2, SerialNumber: 'LO2', ApprovalStatus: api.ApprovalStatus.Approved, Actions: ['CancelApproval', 'GenerateBill', 'AddTrack', 'Freeze', 'Reprint'] });
const PDF = { FileName: 'face-sheets.pdf', ContentType: 'application/pdf', Pages: 1, Content: 'JVBERi0=', Template: null, FaceSheets: [] };
const XLSX = { FileName: 'orders.xlsx', ContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', Content: 'UEsDBA==' };

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  answerCalls({
    [api.getOrders.path]: { Data: [PENDING, APPROVED], Total: 2 },
    [api.generateBill.path]: { SerialNumber: 'BL000001' },
  });
  vi.mocked(downloadFile).mockReset();
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

  it('prints a face sheet printed before only once the reprint box is ticked', async () => {
    answerCalls({
      [api.getOrders.path]: { Data: [PENDING, APPROVED], Total: 2 },
      // The server's repeat-print guard: refused, naming the orders, unless Reprint is sent.
      [api.printFaceSheet.path]: (body: { Reprint?: boolean }) => {
        if (!body.Reprint) throw new ApiError(3, 'Ids: duplicate printed orders found (LO2); tick “reprint” to print them again', 200, { Printed: [{ Id: 2, SerialNumber: 'LO2' }] });
        return PDF;
      },
    });
    signInAs({ Buttons: ['LogisticsOrder.PrintFaceSheet'] });
    renderInApp(<LogisticsOrdersIndex />);
    // Only an order the print axis lets print offers it.
    await waitFor(async () => expect(buttonsOf(await rowOf('LO2'))).toContain('Print face sheet'));
    expect(buttonsOf(await rowOf('LO1'))).not.toContain('Print face sheet');

    await person().click(within(await rowOf('LO2')).getByRole('button', { name: 'Print face sheet' }));
    expect((await screen.findAllByText('Duplicate printed orders found')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('reprint-orders').textContent).toBe('LO2');
    const print = screen.getByTestId('reprint-ok');
    expect((print as HTMLButtonElement).disabled).toBe(true);
    expect(downloadFile).not.toHaveBeenCalled();

    await person().click(screen.getByTestId('reprint-tick'));
    await person().click(print);
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(PDF));
    expect(callsTo(api.printFaceSheet.path)).toEqual([
      { Ids: [2], Reprint: false },
      { Ids: [2], Reprint: true },
    ]);
    await waitFor(() => expect(screen.queryAllByText('Duplicate printed orders found')).toEqual([]));
  });

  it('exports what the filters find, and refuses politely more than a report holds', async () => {
    answerCalls({
      // Without a filter the site has more orders than one report holds.
      [api.getOrders.path]: (body: { MemberNumber?: string }) => ({ Data: [PENDING, APPROVED], Total: body.MemberNumber ? 2 : api.ORDER_REPORT_MAX_ROWS + 1 }),
      [api.getOrderReport.path]: XLSX,
    });
    signInAs({ Buttons: ['LogisticsOrder.Export'] });
    renderInApp(<LogisticsOrdersIndex />);
    await rowOf('LO1');
    await person().click(screen.getByRole('button', { name: /Export/ }));
    expect((await screen.findAllByText('Too many orders for one report')).length).toBeGreaterThan(0);
    expect(callsTo(api.getOrderReport.path)).toEqual([]);
    await person().click(screen.getByRole('button', { name: 'OK' }));

    await person().type(screen.getByLabelText('Member number'), 'M100');
    await person().click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(callsTo(api.getOrders.path).at(-1)).toMatchObject({ MemberNumber: 'M100' }));
    await person().click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(XLSX));
    expect(callsTo(api.getOrderReport.path)).toEqual([{ MemberNumber: 'M100' }]);
  });
});

describe('cash on delivery on the staff list', () => {
  it('shows the collection and its state, and records the carrier’s remittance after asking', async () => {
    const cod = orderRow({ Id: 3, SerialNumber: 'LO3', OrderStatus: api.OrderStatus.Outbound, ApprovalStatus: api.ApprovalStatus.Approved, IsCod: true, Collection: '600.00', CodStatus: api.CodStatus.AwaitingCollection, Actions: ['CollectCod'] });
    answerCalls({ [api.getOrders.path]: { Data: [cod], Total: 1 }, [api.collectCod.path]: { ...cod, CodStatus: api.CodStatus.Collected, Actions: [] } });
    signInAs({ Buttons: ['LogisticsOrder.CollectCod'] });
    renderInApp(<LogisticsOrdersIndex />);
    const row = await rowOf('LO3');
    expect(within(row).getAllByText('COD awaiting remittance').length).toBeGreaterThan(0);
    expect(within(row).getByText('600.00 CNY')).toBeTruthy();
    await person().click(within(row).getByRole('button', { name: 'COD collected' }));
    expect((await screen.findAllByText(/Has the carrier remitted the 600\.00 CNY collected for order LO3\?/)).length).toBeGreaterThan(0);
    await person().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo(api.collectCod.path)).toEqual([{ Id: 3 }]));
  });
});
