import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { PICKER_MAX_HEIGHT, PICKER_PAGE_SIZE, PICKER_TABLE_WIDTH, PICKER_TABLE_WIDTH_WIDE, type shelves } from '@lbo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { commodityPicker, shelvesPicker } from './definitions.tsx';
import { PickerInput } from './PickerInput.tsx';
import type { PickerSource, RowOf } from './source.ts';

// A 20-row Ant Design table is heavy for jsdom: skip the style walks of visibility and pointer-events checks.
configure({ defaultHidden: true });
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const pageLink = (page: number) => dialog().querySelector<HTMLElement>(`.ant-pagination-item-${page}`)!;

type Shelf = RowOf<typeof shelves.getShelves>;
type ShelfFilter = { Content?: string; WarehouseId?: number; PartitionId?: number };

const SHELVES: Shelf[] = Array.from({ length: 45 }, (_, i) => ({
  Id: i + 1,
  ShelvesNumber: `A-01-${String(i + 1).padStart(2, '0')}`,
  GoodsQuantity: i % 4,
  IsExistingGoods: i % 4 > 0,
  ShelvesLength: '120.0',
  ShelvesWide: '60.0',
  ShelvesHigh: '200.0',
  WarehousePartitionName: 'Zone A',
  WarehouseName: 'Shenzhen Bao’an warehouse',
  WarehouseId: 1,
  PartitionId: 1,
  IsDeactivate: false,
  UsedWide: '0.00',
  UsedHigh: '0.00',
  UsedLength: '0.00',
  ResidualWide: '60.0',
  ResidualHigh: '200.0',
  ResidualLength: '120.0',
  CreationTime: '2026-01-05T08:00:00.000Z',
}));

/** A fake server of 45 shelves: filters by Content, pages by index and rows, and records what it was asked. */
function fakeShelves() {
  const source = vi.fn<PickerSource<Shelf, ShelfFilter>>(async ({ index, rows, Content }) => {
    const matching = SHELVES.filter((s) => !Content || s.ShelvesNumber.includes(Content));
    return { Data: matching.slice((index - 1) * rows, index * rows), Total: matching.length };
  });
  return source;
}

const rowOf = (shelfNumber: string) => within(dialog()).getByText(shelfNumber).closest('tr')!;
const dialog = () => screen.getByRole('dialog');

async function openPicker() {
  await user.click(screen.getByRole('button', { name: 'Choose' }));
  await waitFor(() => rowOf('A-01-01'));
}

describe('PickerDialog', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('asks for pages of 20 and lays the table out 1000 wide and at most 400 high', async () => {
    const source = fakeShelves();
    render(<PickerInput definition={shelvesPicker} source={source} />);
    await openPicker();
    expect(source).toHaveBeenLastCalledWith({ index: 1, rows: PICKER_PAGE_SIZE });
    expect(within(dialog()).getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'))).toHaveLength(20);
    const body = dialog().querySelector<HTMLElement>('.ant-table-body')!;
    expect(body.style.maxHeight).toBe(`${PICKER_MAX_HEIGHT}px`);
    expect(body.querySelector('table')!.style.width).toBe(`${PICKER_TABLE_WIDTH}px`);
    expect(within(dialog()).getByText('45 in total')).toBeTruthy();
    expect(within(dialog()).getByText('20 / page')).toBeTruthy();
  });

  it('makes the commodity picker 1300 wide', async () => {
    const source = vi.fn(async () => ({ Data: [], Total: 0 }));
    render(<PickerInput definition={commodityPicker} source={source} />);
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(source).toHaveBeenCalled());
    expect(dialog().querySelector<HTMLElement>('.ant-table-body table')!.style.width).toBe(`${PICKER_TABLE_WIDTH_WIDE}px`);
    await waitFor(() => expect(dialog().querySelector('.ant-empty-description')!.textContent).toBe('No data'));
  });

  it('single-select: clicking a row chooses it, clicking the chosen row again clears it', async () => {
    const onChange = vi.fn();
    render(<PickerInput definition={shelvesPicker} source={fakeShelves()} onChange={onChange} />);
    await openPicker();
    await user.click(rowOf('A-01-03'));
    await user.click(rowOf('A-01-05'));
    expect(within(dialog()).getByText('1 selected')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenLastCalledWith(SHELVES[4]);

    await openPicker();
    await user.click(rowOf('A-01-07'));
    await user.click(rowOf('A-01-07'));
    expect(within(dialog()).getByText('0 selected')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('single-select: the control shows the chosen row, opens on a click and clears', async () => {
    const onChange = vi.fn();
    const { container } = render(<PickerInput definition={shelvesPicker} source={fakeShelves()} value={SHELVES[1]} onChange={onChange} />);
    expect(screen.getByText('A-01-02')).toBeTruthy();
    await user.click(container.querySelector<HTMLElement>('.ant-select-clear')!);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(container.querySelector<HTMLElement>('.ant-select')!);
    await waitFor(() => rowOf('A-01-01'));
    // The dialog opens with the chosen row ticked; clicking it again clears it.
    expect(rowOf('A-01-02').classList.contains('ant-table-row-selected')).toBe(true);
    await user.click(rowOf('A-01-02'));
    await user.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('multi-select: rows ticked on page 1 stay ticked on page 2, and OK returns the whole rows', async () => {
    const onChange = vi.fn();
    const source = fakeShelves();
    render(<PickerInput definition={shelvesPicker} source={source} multiple onChange={onChange} />);
    await openPicker();
    await user.click(within(rowOf('A-01-03')).getByRole('checkbox'));
    await user.click(pageLink(2));
    await waitFor(() => rowOf('A-01-21'));
    expect(source).toHaveBeenLastCalledWith({ index: 2, rows: PICKER_PAGE_SIZE });
    await user.click(rowOf('A-01-25'));
    expect(within(dialog()).getByText('2 selected')).toBeTruthy();
    await user.click(pageLink(1));
    await waitFor(() => rowOf('A-01-01'));
    expect(within(rowOf('A-01-03')).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenLastCalledWith([SHELVES[2], SHELVES[24]]);
  });

  it('multi-select: unticking and the control’s tag removal drop rows', async () => {
    const onChange = vi.fn();
    const { container } = render(<PickerInput definition={shelvesPicker} source={fakeShelves()} multiple value={[SHELVES[0]!, SHELVES[1]!]} onChange={onChange} />);
    await user.click(container.querySelectorAll<HTMLElement>('.ant-select-selection-item-remove')[1]!);
    expect(onChange).toHaveBeenLastCalledWith([SHELVES[0]]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await openPicker();
    await user.click(within(rowOf('A-01-01')).getByRole('checkbox'));
    await user.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenLastCalledWith([SHELVES[1]]);
  });

  it('filters from page 1 and resets', async () => {
    const source = fakeShelves();
    render(<PickerInput definition={shelvesPicker} source={source} />);
    await openPicker();
    await user.click(pageLink(3));
    await waitFor(() => rowOf('A-01-41'));
    await user.type(within(dialog()).getByPlaceholderText('Please enter Shelf number'), 'A-01-4');
    await user.click(within(dialog()).getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(source).toHaveBeenLastCalledWith({ Content: 'A-01-4', index: 1, rows: PICKER_PAGE_SIZE }));
    expect(await within(dialog()).findByText('6 in total')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(source).toHaveBeenLastCalledWith({ index: 1, rows: PICKER_PAGE_SIZE }));
  });

  it('offers a select filter only when its options are given', async () => {
    const source = fakeShelves();
    const { unmount } = render(<PickerInput definition={shelvesPicker} source={source} />);
    await openPicker();
    expect(within(dialog()).queryByText('Warehouse', { selector: 'label' })).toBeNull();
    unmount();
    render(<PickerInput definition={shelvesPicker} source={source} filterOptions={{ WarehouseId: [{ value: 1, label: 'Shenzhen' }] }} />);
    await openPicker();
    expect(within(dialog()).getByText('Warehouse', { selector: 'label' })).toBeTruthy();
  });

  it('shows a failed load with its message and tries again', async () => {
    const source = vi
      .fn<PickerSource<Shelf, ShelfFilter>>()
      .mockRejectedValueOnce(new Error('/Shelves/GetShelves is not available yet'))
      .mockResolvedValue({ Data: SHELVES.slice(0, 2), Total: 2 });
    render(<PickerInput definition={shelvesPicker} source={source} />);
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(await within(dialog()).findByText('/Shelves/GetShelves is not available yet')).toBeTruthy();
    expect(within(dialog()).getByText('The list could not be loaded')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog()).findByText('A-01-02')).toBeTruthy();
  });

  it('sends the picker’s scope with every request and hides its filter', async () => {
    const source = fakeShelves();
    render(<PickerInput definition={shelvesPicker} source={source} query={{ WarehouseId: 3 }} filterOptions={{ WarehouseId: [{ value: 3, label: 'Hong Kong' }] }} />);
    await openPicker();
    expect(source).toHaveBeenLastCalledWith({ WarehouseId: 3, index: 1, rows: PICKER_PAGE_SIZE });
    expect(within(dialog()).queryByText('Warehouse', { selector: 'label' })).toBeNull();
  });
});
