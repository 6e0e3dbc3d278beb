import { DEFAULT_PAGE_SIZE, defineCall, listOf, pagedQuery } from '@lbo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callApi } from '../../api/client.ts';
import { dataChanged } from '../../api/dataChanged.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import type { RowAction, ToolbarButton } from './actions.tsx';
import { PhoneLayout } from './DataCards.tsx';
import { DataTable, type DataColumn } from './DataTable.tsx';
import { sortWithJudge, summaryValue, tableBodyHeight } from './tableRules.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const parcel = z.object({ Id: z.number(), TrackingNumber: z.string(), Shelf: z.string(), Weight: z.string() });
type Parcel = z.infer<typeof parcel>;
const getParcels = defineCall('/Parcels/GetParcels', {
  summary: 'A page of parcels',
  request: pagedQuery.extend({ TrackingNumber: z.string().optional() }),
  response: listOf(parcel),
  access: 'granted',
});
const TOTAL = 95;
const makeParcel = (id: number): Parcel => ({ Id: id, TrackingNumber: `SF${1000 + id}`, Shelf: `A-${id}`, Weight: `${id}.5` });
const lastBody = () => callApiMock.mock.calls.at(-1)?.[1] as Record<string, unknown>;

const COLUMNS: DataColumn<Parcel>[] = [
  { dataIndex: 'TrackingNumber', title: 'Tracking number', required: true },
  { dataIndex: 'Shelf', title: 'Shelf' },
  { dataIndex: 'Weight', title: 'Weight' },
];

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const bodyTexts = (column: number) =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) => tr.querySelectorAll('td')[column]!.textContent);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  signInAs({ IsSuperUser: true });
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (_call, body) => {
    const { index = 1, rows = 20 } = body as { index?: number; rows?: number };
    const ids = Array.from({ length: Math.max(0, Math.min(rows, TOTAL - (index - 1) * rows)) }, (_, i) => (index - 1) * rows + i + 1);
    return { Data: ids.map(makeParcel), Total: TOTAL };
  });
});
afterEach(() => useSession.getState().setUser(null));

describe('server paging', () => {
  it('asks the call for pages of 20 and starts again at page 1 when the page size changes', async () => {
    renderInApp(<DataTable call={getParcels} rowKey="Id" columns={COLUMNS} selection="multiple" />);
    await screen.findByText('SF1001');
    expect(callApiMock).toHaveBeenLastCalledWith(getParcels, { index: 1, rows: 20 });
    await user().click(screen.getByTitle('3'));
    await screen.findByText('SF1041');
    expect(lastBody()).toEqual({ index: 3, rows: 20 });

    await user().click(document.querySelector('.ant-pagination-options .ant-select')!);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10 / page', '20 / page', '50 / page', '100 / page']);
    await user().click(screen.getByTitle('50 / page'));
    await screen.findByText('SF1050');
    expect(lastBody()).toEqual({ index: 1, rows: 50 });
    expect(document.querySelector('.ant-pagination-item-active')!.textContent).toBe('1');
  });

  it('offers 30 as well when the table has no selection (the shared pager)', async () => {
    renderInApp(<DataTable call={getParcels} rowKey="Id" columns={COLUMNS} />);
    await screen.findByText('SF1001');
    await user().click(document.querySelector('.ant-pagination-options .ant-select')!);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['10 / page', '20 / page', '30 / page', '50 / page', '100 / page']);
  });

  it('sends the query form filters without empty values, from page 1', async () => {
    renderInApp(<DataTable call={getParcels} rowKey="Id" columns={COLUMNS} params={{ descendingOrder: false }} fields={[{ kind: 'text', name: 'TrackingNumber', label: 'Tracking number' }]} />);
    await screen.findByText('SF1001');
    await user().click(screen.getByTitle('2'));
    await screen.findByText('SF1021');
    await user().type(screen.getByPlaceholderText('Please enter Tracking number'), ' SF1003 ');
    await user().click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(lastBody()).toEqual({ descendingOrder: false, TrackingNumber: 'SF1003', index: 1, rows: 20 }));
  });

  it('fetches again when Query is pressed with the same filters, so rows added meanwhile show', async () => {
    renderInApp(<DataTable call={getParcels} rowKey="Id" columns={COLUMNS} fields={[{ kind: 'text', name: 'TrackingNumber', label: 'Tracking number' }]} />);
    await screen.findByText('SF1001');
    const calls = callApiMock.mock.calls.length;
    await user().click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(callApiMock.mock.calls.length).toBe(calls + 1));
    // Query waits while the list loads.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Query' }).className).not.toContain('loading'));
    await user().click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(callApiMock.mock.calls.length).toBe(calls + 2));
  });

  it('fetches again when the page\'s own query form sends the same filters', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const table = (filters: Record<string, unknown>) => (
      <AntApp>
        <QueryClientProvider client={client}>
          <DataTable call={getParcels} rowKey="Id" columns={COLUMNS} filters={filters} />
        </QueryClientProvider>
      </AntApp>
    );
    const { rerender } = render(table({ Shelf: 'A-1' }));
    await screen.findByText('SF1001');
    const calls = callApiMock.mock.calls.length;
    rerender(table({ Shelf: 'A-1' }));
    await waitFor(() => expect(callApiMock.mock.calls.length).toBe(calls + 1));
  });

  it('sorts on the server by a column\'s sortType, from page 1', async () => {
    renderInApp(<DataTable call={getParcels} rowKey="Id" columns={[...COLUMNS, { dataIndex: 'Weight', key: 'ServerWeight', title: 'Weight on server', sortType: 2 }]} />);
    await screen.findByText('SF1001');
    await user().click(screen.getByTitle('2'));
    await screen.findByText('SF1021');
    await user().click(screen.getByRole('columnheader', { name: /Weight on server/ }));
    await waitFor(() => expect(lastBody()).toEqual({ sortType: 2, descendingOrder: false, index: 1, rows: 20 }));
    await user().click(screen.getByRole('columnheader', { name: /Weight on server/ }));
    await waitFor(() => expect(lastBody()).toEqual({ sortType: 2, descendingOrder: true, index: 1, rows: 20 }));
  });

  it('sends filters from a query form the page places itself, from page 1', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const table = (filters: Record<string, unknown>) => (
      <AntApp>
        <QueryClientProvider client={client}>
          <DataTable call={getParcels} rowKey="Id" columns={COLUMNS} filters={filters} />
        </QueryClientProvider>
      </AntApp>
    );
    const { rerender } = render(table({}));
    await screen.findByText('SF1001');
    await user().click(screen.getByTitle('2'));
    await screen.findByText('SF1021');
    rerender(table({ TrackingNumber: 'SF1003', Shelf: '' }));
    await waitFor(() => expect(lastBody()).toEqual({ TrackingNumber: 'SF1003', index: 1, rows: 20 }));
  });

  it('shows the empty state, and a failure with a retry', async () => {
    callApiMock.mockResolvedValueOnce({ Data: [], Total: 0 });
    const { unmount } = renderInApp(<DataTable call={getParcels} rowKey="Id" columns={COLUMNS} />);
    expect(await screen.findByText('No data', { selector: '.ant-empty-description' })).toBeTruthy();
    unmount();
    callApiMock.mockRejectedValueOnce(new Error('timeout'));
    renderInApp(<DataTable call={getParcels} rowKey="Id" columns={COLUMNS} />);
    expect(await screen.findByText('The list could not be loaded')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('SF1001')).toBeTruthy();
  });

  it('keeps ticked rows across pages and gives them to the toolbar action', async () => {
    const onClick = vi.fn();
    renderInApp(<DataTable call={getParcels} rowKey="Id" columns={COLUMNS} selection="multiple" preserveSelection toolbar={[{ key: 'pack', label: 'Pack', mustSelect: true, onClick }]} />);
    await user().click(within(await screen.findByText('SF1002').then((el) => el.closest('tr')!)).getByRole('checkbox'));
    await user().click(screen.getByTitle('2'));
    await user().click(within(await screen.findByText('SF1025').then((el) => el.closest('tr')!)).getByRole('checkbox'));
    await user().click(screen.getByRole('button', { name: 'Pack' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![1]).toEqual([2, 25]);
    expect((onClick.mock.calls[0]![0] as Parcel[]).map((p) => p.TrackingNumber)).toEqual(['SF1002', 'SF1025']);
  });
});

const LOCAL_ROWS: Parcel[] = [1, 2, 3].map(makeParcel);
const buttons = (n: number, extra: Partial<ToolbarButton<Parcel>> = {}): ToolbarButton<Parcel>[] =>
  Array.from({ length: n }, (_, i) => ({ key: `b${i + 1}`, label: `Button ${i + 1}`, onClick: vi.fn(), ...extra }));
const rowActions = (n: number): RowAction<Parcel>[] => Array.from({ length: n }, (_, i) => ({ key: `a${i + 1}`, label: `Action ${i + 1}`, onClick: vi.fn() }));

describe('toolbar and row actions', () => {
  it('shows 5 toolbar buttons and puts the 6th under "More"', async () => {
    renderInApp(<DataTable rows={LOCAL_ROWS} rowKey="Id" columns={COLUMNS} toolbar={buttons(6)} />);
    const toolbar = screen.getByTestId('table-toolbar');
    expect(within(toolbar).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Button 1', 'Button 2', 'Button 3', 'Button 4', 'Button 5', 'More']);
    await user().click(within(toolbar).getByRole('button', { name: /More/ }));
    expect(await screen.findByRole('menuitem', { name: 'Button 6' })).toBeTruthy();
  });

  it('shows 5 row actions and puts the rest under "More", with a confirmation when asked', async () => {
    const actions = rowActions(7);
    actions[6] = { ...actions[6]!, label: 'Delete', confirm: 'Delete this parcel?' };
    renderInApp(<DataTable rows={LOCAL_ROWS} rowKey="Id" columns={COLUMNS} actions={actions} />);
    const row = rowOf('SF1001');
    expect(within(row).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Action 1', 'Action 2', 'Action 3', 'Action 4', 'Action 5', 'More']);
    await user().click(within(row).getByRole('button', { name: /More/ }));
    expect(await screen.findByRole('menuitem', { name: 'Action 6' })).toBeTruthy();
    await user().click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Delete this parcel?');
    expect(actions[6]!.onClick).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(actions[6]!.onClick).toHaveBeenCalledWith(LOCAL_ROWS[0]);
  });

  it('shows fewer row actions when a wide list asks for it, never more than 5', () => {
    const { unmount } = renderInApp(<DataTable rows={LOCAL_ROWS.slice(0, 1)} rowKey="Id" columns={COLUMNS} actions={rowActions(7)} visibleActions={2} />);
    expect(within(rowOf('SF1001')).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Action 1', 'Action 2', 'More']);
    unmount();
    renderInApp(<DataTable rows={LOCAL_ROWS.slice(0, 1)} rowKey="Id" columns={COLUMNS} actions={rowActions(7)} visibleActions={9} />);
    expect(within(rowOf('SF1001')).getAllByRole('button')).toHaveLength(6);
  });

  it('warns "please select a row" and does not run a mustSelect button without a selection', async () => {
    const [pack] = buttons(1, { mustSelect: true });
    renderInApp(<DataTable rows={LOCAL_ROWS} rowKey="Id" columns={COLUMNS} selection="multiple" toolbar={[pack!]} />);
    await user().click(screen.getByRole('button', { name: 'Button 1' }));
    expect(await screen.findByText('please select a row')).toBeTruthy();
    expect(pack!.onClick).not.toHaveBeenCalled();
    await user().click(within(rowOf('SF1003')).getByRole('checkbox'));
    await user().click(screen.getByRole('button', { name: 'Button 1' }));
    expect(pack!.onClick).toHaveBeenCalledWith([LOCAL_ROWS[2]], [3]);
  });

  it('hides buttons and actions whose permission key a non-super user lacks, and shows them all to a super user', async () => {
    const toolbar: ToolbarButton<Parcel>[] = [
      { key: 'shelve', label: 'Put on shelf', permission: 'Parcels.PutOnShelf', onClick: vi.fn() },
      { key: 'delete', label: 'Delete', permission: 'Parcels.Delete', onClick: vi.fn() },
      { key: 'export', label: 'Export', onClick: vi.fn() },
    ];
    const actions: RowAction<Parcel>[] = [
      { key: 'weigh', label: 'Weigh', permission: 'Parcels.Weigh', onClick: vi.fn() },
      { key: 'edit', label: 'Edit', permission: 'Parcels.Edit', onClick: vi.fn() },
    ];
    signInAs({ IsSuperUser: false, Buttons: ['Parcels.PutOnShelf', 'Parcels.Weigh'] });
    const { unmount } = renderInApp(<DataTable rows={LOCAL_ROWS.slice(0, 1)} rowKey="Id" columns={COLUMNS} toolbar={toolbar} actions={actions} />);
    expect(within(screen.getByTestId('table-toolbar')).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Put on shelf', 'Export']);
    expect(within(rowOf('SF1001')).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Weigh']);
    unmount();

    signInAs({ IsSuperUser: true, Buttons: [] });
    renderInApp(<DataTable rows={LOCAL_ROWS.slice(0, 1)} rowKey="Id" columns={COLUMNS} toolbar={toolbar} actions={actions} />);
    expect(within(screen.getByTestId('table-toolbar')).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Put on shelf', 'Delete', 'Export']);
    expect(within(rowOf('SF1001')).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Weigh', 'Edit']);
  });

  it('reloads the list and clears the selection once an action that wrote succeeds', async () => {
    const markRead = vi.fn(async () => dataChanged());
    renderInApp(<DataTable call={getParcels} rowKey="Id" columns={COLUMNS} selection="multiple" toolbar={[{ key: 'read', label: 'Mark read', mustSelect: true, onClick: markRead }]} />);
    await user().click(within(await screen.findByText('SF1001').then((el) => el.closest('tr')!)).getByRole('checkbox'));
    const calls = callApiMock.mock.calls.length;
    await user().click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(callApiMock.mock.calls.length).toBe(calls + 1));
    await waitFor(() => expect((within(rowOf('SF1001')).getByRole('checkbox') as HTMLInputElement).checked).toBe(false));
  });
  it('keeps the selection after an action that changed nothing (printing labels), so a next action has its rows', async () => {
    const print = vi.fn(() => Promise.resolve());
    const remove = vi.fn();
    renderInApp(
      <DataTable
        call={getParcels}
        rowKey="Id"
        columns={COLUMNS}
        selection="multiple"
        toolbar={[
          { key: 'print', label: 'Print labels', onClick: print },
          { key: 'delete', label: 'Delete', mustSelect: true, onClick: remove },
        ]}
      />,
    );
    await user().click(within(await screen.findByText('SF1001').then((el) => el.closest('tr')!)).getByRole('checkbox'));
    await user().click(screen.getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(print).toHaveBeenCalled());
    await user().click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith([makeParcel(1)], [1]);
    expect((within(rowOf('SF1001')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('reloads the list after a create, edit or delete made anywhere in the app', async () => {
    renderInApp(<DataTable call={getParcels} rowKey="Id" columns={COLUMNS} />);
    await screen.findByText('SF1001');
    const calls = callApiMock.mock.calls.length;
    act(() => dataChanged());
    await waitFor(() => expect(callApiMock.mock.calls.length).toBe(calls + 1));
  });
});

describe('cells, columns and summary', () => {
  it('marks required columns with a red asterisk', () => {
    renderInApp(<DataTable rows={LOCAL_ROWS} rowKey="Id" columns={COLUMNS} />);
    const header = screen.getByRole('columnheader', { name: /Tracking number/ });
    const mark = header.querySelector('.required-mark') as HTMLElement;
    expect(mark.textContent).toBe('*');
    expect(mark.style.color).toBe('rgb(255, 77, 79)');
    expect(screen.getByRole('columnheader', { name: 'Shelf' }).querySelector('.required-mark')).toBeNull();
  });

  it('copies a cell on double-click, saying "Copied", or notifies "Copy failed"', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInApp(<DataTable rows={LOCAL_ROWS} rowKey="Id" columns={COLUMNS} />);
    fireEvent.doubleClick(screen.getByText('SF1002'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('SF1002');
    fireEvent.doubleClick(screen.getByText('A-3'));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(document.querySelector('.ant-notification-notice-error')).not.toBeNull();
  });

  it('sums columns in a summary row: Total first, N/A when nothing is numeric, exact decimals', () => {
    type Line = { Id: number; Name: string; Weight: unknown; Amount: unknown; Remark: unknown };
    const rows: Line[] = [
      { Id: 1, Name: 'SF1001', Weight: 0.1, Amount: '1.123456789', Remark: 'fragile' },
      { Id: 2, Name: 'SF1002', Weight: 0.2, Amount: '1', Remark: '' },
      { Id: 3, Name: 'SF1003', Weight: null, Amount: 'n/a', Remark: null },
    ];
    renderInApp(
      <DataTable
        rows={rows}
        rowKey="Id"
        columns={[
          { dataIndex: 'Name', title: 'Parcel' },
          { dataIndex: 'Weight', title: 'Weight', sum: true },
          { dataIndex: 'Amount', title: 'Amount', sum: true },
          { dataIndex: 'Remark', title: 'Remark', sum: true },
        ]}
      />,
    );
    const cells = [...document.querySelectorAll('.ant-table-summary td')].map((td) => td.textContent);
    expect(cells).toEqual(['Total', '0.3', '2.12345679', 'N/A']);
  });

  it('computes summary values with decimals, not floats', () => {
    expect(summaryValue([0.1, 0.2])).toBe('0.3');
    expect(summaryValue(['1.123456789', '1'])).toBe('2.12345679');
    expect(summaryValue(['1.50', '2.50'])).toBe('4');
    expect(summaryValue(['0.000000004', '0.000000001'])).toBe('0.00000001');
    expect(summaryValue(['abc', null, undefined, '', {}])).toBeNull();
    expect(summaryValue([])).toBeNull();
  });

  it('keeps the rows matching the judge at the bottom in both directions', async () => {
    const rows: Parcel[] = [
      { Id: 1, TrackingNumber: 'SF1', Shelf: 'A', Weight: '2' },
      { Id: 2, TrackingNumber: 'SF2', Shelf: 'B', Weight: '0' },
      { Id: 3, TrackingNumber: 'SF3', Shelf: 'C', Weight: '5' },
      { Id: 4, TrackingNumber: 'SF4', Shelf: 'D', Weight: '1' },
    ];
    const byWeight = (a: Parcel, b: Parcel) => Number(a.Weight) - Number(b.Weight);
    const unweighed = (p: Parcel) => p.Weight === '0';
    expect(sortWithJudge(rows, byWeight, 'ascend', unweighed).map((p) => p.Id)).toEqual([4, 1, 3, 2]);
    expect(sortWithJudge(rows, byWeight, 'descend', unweighed).map((p) => p.Id)).toEqual([3, 1, 4, 2]);

    renderInApp(<DataTable rows={rows} rowKey="Id" columns={[{ dataIndex: 'TrackingNumber', title: 'Parcel' }, { dataIndex: 'Weight', title: 'Weight', sorter: byWeight, sortLast: unweighed }]} />);
    await user().click(screen.getByRole('columnheader', { name: /Weight/ }));
    expect(bodyTexts(0)).toEqual(['SF4', 'SF1', 'SF3', 'SF2']);
    await user().click(screen.getByRole('columnheader', { name: /Weight/ }));
    expect(bodyTexts(0)).toEqual(['SF3', 'SF1', 'SF4', 'SF2']);
  });

  it('saves hidden columns in local storage per table and the table follows them', async () => {
    const { unmount } = renderInApp(<DataTable rows={LOCAL_ROWS} rowKey="Id" columns={COLUMNS} storageKey="parcels" />);
    await user().click(screen.getByRole('button', { name: /Columns/ }));
    await user().click(within(await screen.findByTestId('column-settings')).getByRole('checkbox', { name: 'Shelf' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Shelf' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('columns:parcels')!)).toEqual(['Shelf']);
    unmount();

    renderInApp(<DataTable rows={LOCAL_ROWS} rowKey="Id" columns={COLUMNS} storageKey="parcels" />);
    expect(screen.queryByRole('columnheader', { name: 'Shelf' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Weight' })).toBeTruthy();
    expect(screen.queryByText('A-1')).toBeNull();
  });

  it('keeps the row actions pinned at the right edge on a 768 px tablet, and unpinned on a 390 px phone', () => {
    const actionsPinned = () => document.querySelector('tbody tr.ant-table-row td:last-child')!.className.includes('ant-table-cell-fix');
    const width = window.innerWidth;
    try {
      act(() => {
        window.innerWidth = 768;
        window.dispatchEvent(new Event('resize'));
      });
      const { unmount } = renderInApp(<DataTable rows={LOCAL_ROWS.slice(0, 1)} rowKey="Id" columns={COLUMNS} actions={rowActions(2)} />);
      expect(actionsPinned()).toBe(true);
      unmount();
      act(() => {
        window.innerWidth = 390;
        window.dispatchEvent(new Event('resize'));
      });
      renderInApp(<DataTable rows={LOCAL_ROWS.slice(0, 1)} rowKey="Id" columns={COLUMNS} actions={rowActions(2)} />);
      expect(actionsPinned()).toBe(false);
    } finally {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    }
  });

  it('gives the table about 75% of the window height, following resizes', () => {
    renderInApp(<DataTable rows={LOCAL_ROWS} rowKey="Id" columns={COLUMNS} />);
    const body = () => (document.querySelector('.ant-table-body') as HTMLElement).style.maxHeight;
    act(() => {
      window.innerHeight = 1000;
      window.dispatchEvent(new Event('resize'));
    });
    expect(body()).toBe(`${tableBodyHeight(1000)}px`);
    act(() => {
      window.innerHeight = 800;
      window.dispatchEvent(new Event('resize'));
    });
    expect(body()).toBe(`${tableBodyHeight(800)}px`);
    expect(tableBodyHeight(1000)).toBe(630);
  });
});

describe('tree rows', () => {
  it('shows rows holding children as expandable, and a leaf with an empty Children list without an expand button', async () => {
    type Organisation = { Id: number; Name: string; Children: Organisation[] };
    const tree: Organisation[] = [
      { Id: 1, Name: 'Head office', Children: [{ Id: 2, Name: 'Receiving team', Children: [] }] },
      { Id: 3, Name: 'Warehouse B', Children: [] },
    ];
    renderInApp(<DataTable rows={tree} rowKey="Id" childrenColumnName="Children" columns={[{ dataIndex: 'Name', title: 'Name' }]} />);
    expect(screen.queryByText('Receiving team')).toBeNull();
    const expand = () => document.querySelectorAll('button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    expect(expand()).toHaveLength(1);
    await user().click(within(rowOf('Head office')).getByRole('button'));
    expect(screen.getByText('Receiving team')).toBeTruthy();
    expect(expand()).toHaveLength(1);
  });
});

describe('a list wider than the window', () => {
  /** Gives the table's scrolling body a width: jsdom lays nothing out. */
  function layOut(body: HTMLElement, widths: { content: number; box: number }) {
    Object.defineProperty(body, 'scrollWidth', { configurable: true, get: () => widths.content });
    Object.defineProperty(body, 'clientWidth', { configurable: true, get: () => widths.box });
  }
  const shadowed = () => document.querySelector('.data-table-more-end .ant-table-wrapper .ant-table .ant-table-container') !== null;

  it('says it scrolls sideways on a phone and shades the edge with columns out of sight, only while it overflows', async () => {
    await i18n.changeLanguage('zh-CN');
    act(() => {
      window.innerWidth = 390;
      window.dispatchEvent(new Event('resize'));
    });
    try {
      renderInApp(<DataTable rows={LOCAL_ROWS} rowKey="Id" columns={COLUMNS} />);
      await screen.findByText('SF1001');
      expect(screen.queryByTestId('scroll-hint')).toBeNull();
      const body = document.querySelector<HTMLElement>('.ant-table-body')!;
      const widths = { content: 900, box: 360 };
      layOut(body, widths);
      act(() => void window.dispatchEvent(new Event('resize')));
      expect((await screen.findByTestId('scroll-hint')).textContent).toBe('左右滑动查看更多列 →');
      expect(shadowed()).toBe(true);
      // Scrolled to the end: nothing more out of sight there, the line stays.
      body.scrollLeft = 540;
      fireEvent.scroll(body);
      await waitFor(() => expect(shadowed()).toBe(false));
      expect(screen.getByTestId('scroll-hint')).toBeTruthy();
      // Wide enough again: no hint at all.
      widths.box = 900;
      act(() => void window.dispatchEvent(new Event('resize')));
      await waitFor(() => expect(screen.queryByTestId('scroll-hint')).toBeNull());
    } finally {
      await i18n.changeLanguage('en');
      act(() => {
        window.innerWidth = 1024;
        window.dispatchEvent(new Event('resize'));
      });
    }
  });

  it('on a wide screen only shades the edge: the pinned actions and the scroll bar already show it', async () => {
    act(() => {
      window.innerWidth = 1440;
      window.dispatchEvent(new Event('resize'));
    });
    try {
      renderInApp(<DataTable rows={LOCAL_ROWS} rowKey="Id" columns={COLUMNS} />);
      await screen.findByText('SF1001');
      layOut(document.querySelector<HTMLElement>('.ant-table-body')!, { content: 1500, box: 1200 });
      act(() => void window.dispatchEvent(new Event('resize')));
      await waitFor(() => expect(shadowed()).toBe(true));
      expect(screen.queryByTestId('scroll-hint')).toBeNull();
    } finally {
      act(() => {
        window.innerWidth = 1024;
        window.dispatchEvent(new Event('resize'));
      });
    }
  });
});

describe('cards on a phone', () => {
  const CARD = { title: 'TrackingNumber', tag: 'Shelf', fields: ['Weight'] } as const;
  const CARD_COLUMNS: DataColumn<Parcel>[] = [...COLUMNS.slice(0, 2), { dataIndex: 'Weight', title: 'Weight (kg)', render: (w: string) => `${w} kg` }];
  const atWidth = (width: number) =>
    act(() => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    });
  let width: number;
  beforeEach(() => {
    width = window.innerWidth;
  });
  afterEach(() => atWidth(width));

  it('shows each row as a card at 390 px: its number, its tag, its fields as their columns render them; a tap opens it, a button runs only its action', async () => {
    atWidth(390);
    const opened = vi.fn();
    const actions = rowActions(1);
    renderInApp(<DataTable rows={LOCAL_ROWS.slice(0, 2)} rowKey="Id" columns={CARD_COLUMNS} actions={actions} card={{ ...CARD, onOpen: opened }} storageKey="cards" />);
    const cards = screen.getAllByTestId('data-card');
    expect(cards).toHaveLength(2);
    expect(document.querySelector('table')).toBeNull();
    // Cards show their own fields: no choice of columns.
    expect(screen.queryByRole('button', { name: /Columns/ })).toBeNull();
    expect(cards[0]!.textContent).toBe('SF1001A-1Weight (kg)1.5 kgAction 1');
    await user().click(within(cards[1]!).getByText('SF1002'));
    expect(opened).toHaveBeenCalledWith(LOCAL_ROWS[1]);
    await user().click(within(cards[0]!).getByRole('button', { name: 'Action 1' }));
    expect(actions[0]!.onClick).toHaveBeenCalledWith(LOCAL_ROWS[0]);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('stays a table on a wide screen, and is cards in the phone portal whatever its width', () => {
    atWidth(1440);
    const { unmount } = renderInApp(<DataTable rows={LOCAL_ROWS.slice(0, 2)} rowKey="Id" columns={CARD_COLUMNS} card={CARD} />);
    expect(screen.queryByTestId('data-card')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Weight (kg)' })).toBeTruthy();
    unmount();
    renderInApp(
      <PhoneLayout value>
        <DataTable rows={LOCAL_ROWS.slice(0, 2)} rowKey="Id" columns={CARD_COLUMNS} card={CARD} />
      </PhoneLayout>,
    );
    expect(screen.getAllByTestId('data-card')).toHaveLength(2);
  });

  it('pages the cards, and leaves a list with tick boxes a table', async () => {
    atWidth(390);
    const many = Array.from({ length: DEFAULT_PAGE_SIZE + 3 }, (_, i) => makeParcel(i + 1));
    const { unmount } = renderInApp(<DataTable rows={many} rowKey="Id" columns={CARD_COLUMNS} card={CARD} />);
    expect(screen.getAllByTestId('data-card')).toHaveLength(DEFAULT_PAGE_SIZE);
    await user().click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(screen.getAllByTestId('data-card')).toHaveLength(3));
    expect(screen.getAllByTestId('data-card')[0]!.textContent).toContain(`SF${1000 + DEFAULT_PAGE_SIZE + 1}`);
    unmount();
    renderInApp(<DataTable rows={many} rowKey="Id" columns={CARD_COLUMNS} card={CARD} selection="multiple" />);
    expect(screen.queryByTestId('data-card')).toBeNull();
  });
});
