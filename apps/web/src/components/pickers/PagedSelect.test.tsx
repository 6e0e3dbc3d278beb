import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { DROPDOWN_PICKER_PAGE_SIZE, user } from '@lbo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { PagedSelect, UserSelect } from './PagedSelect.tsx';
import type { PickerSource } from './source.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(async () => ({ Data: [], Total: 0 })) }));

configure({ defaultHidden: true });
const clicker = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

interface Carrier {
  Id: number;
  Name: string;
}
const CARRIERS: Carrier[] = Array.from({ length: 15 }, (_, i) => ({ Id: i + 1, Name: `Carrier ${String(i + 1).padStart(2, '0')}` }));

function fakeCarriers() {
  return vi.fn<PickerSource<Carrier, { Content?: string }>>(async ({ index, rows, Content }) => {
    const matching = CARRIERS.filter((c) => !Content || c.Name.includes(Content));
    return { Data: matching.slice((index - 1) * rows, index * rows), Total: matching.length };
  });
}
const shownOptions = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('PagedSelect', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('pages by 6, searches from page 1 and returns the chosen row', async () => {
    const source = fakeCarriers();
    const onChange = vi.fn();
    render(<PagedSelect source={source} label={(c) => c.Name} onChange={onChange} />);
    expect(source).not.toHaveBeenCalled();
    await clicker.click(screen.getByRole('combobox'));
    await waitFor(() => expect(shownOptions()).toEqual(CARRIERS.slice(0, 6).map((c) => c.Name)));
    expect(source).toHaveBeenLastCalledWith({ index: 1, rows: DROPDOWN_PICKER_PAGE_SIZE });

    await clicker.click(document.querySelector<HTMLElement>('.ant-pagination-next')!);
    await waitFor(() => expect(shownOptions()).toEqual(CARRIERS.slice(6, 12).map((c) => c.Name)));
    expect(source).toHaveBeenLastCalledWith({ index: 2, rows: DROPDOWN_PICKER_PAGE_SIZE });

    await clicker.type(screen.getByRole('combobox'), '1');
    await waitFor(() => expect(source).toHaveBeenLastCalledWith({ Content: '1', index: 1, rows: DROPDOWN_PICKER_PAGE_SIZE }));
    await waitFor(() => expect(shownOptions()).toEqual(['Carrier 01', 'Carrier 10', 'Carrier 11', 'Carrier 12', 'Carrier 13', 'Carrier 14']));
    await clicker.click(screen.getByTitle('Carrier 13'));
    expect(onChange).toHaveBeenLastCalledWith(CARRIERS[12]);
  });

  it('shows the chosen row even when it is on another page, and clears', async () => {
    const onChange = vi.fn();
    const { container } = render(<PagedSelect source={fakeCarriers()} label={(c) => c.Name} value={CARRIERS[14]} onChange={onChange} />);
    expect(screen.getByTitle('Carrier 15')).toBeTruthy();
    await clicker.click(container.querySelector<HTMLElement>('.ant-select-clear')!);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('the user dropdown asks the user call for pages of 6', async () => {
    render(<UserSelect accountType={2} />);
    await clicker.click(screen.getByRole('combobox'));
    await waitFor(() =>
      expect(vi.mocked(callApi)).toHaveBeenLastCalledWith(user.getSelectTableUsers, { AccountTypeCode: 2, index: 1, rows: DROPDOWN_PICKER_PAGE_SIZE }, { silent: true }),
    );
  });
});
