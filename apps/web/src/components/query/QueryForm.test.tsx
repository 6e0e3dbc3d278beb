import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { QueryForm } from './QueryForm.tsx';
import { compactValue, dateShortcutRange, queryFormColumns, toQuery, type QueryField } from './queryRules.ts';

const FIELDS: QueryField[] = [
  { kind: 'text', name: 'TrackingNumber', label: 'Tracking number' },
  { kind: 'select', name: 'WarehouseId', label: 'Warehouse', options: [{ value: 1, label: 'Shenzhen' }, { value: 2, label: 'Hong Kong' }] },
  { kind: 'select', name: 'Statuses', label: 'Status', multiple: true, options: [{ value: 1, label: 'In stock' }] },
  { kind: 'number', name: 'MinWeight', label: 'Minimum weight' },
  { kind: 'text', name: 'CustomerNumber', label: 'Customer number' },
  { kind: 'text', name: 'ShelfCode', label: 'Shelf', extra: true },
];

function resizeWindow(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const grid = () => screen.getByTestId('query-grid');
const isHidden = (placeholder: string) => screen.getByPlaceholderText(placeholder).closest('.ant-form-item')!.classList.contains('ant-form-item-hidden');

function renderForm(fields = FIELDS) {
  const onQuery = vi.fn();
  render(
    // Without motion a closed popover is hidden at once (jsdom never ends CSS transitions).
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntApp>
        <QueryForm fields={fields} onQuery={onQuery} />
      </AntApp>
    </ConfigProvider>,
  );
  return onQuery;
}

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
const user = () => userEvent.setup({ delay: null });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => resizeWindow(1600));

describe('query form columns', () => {
  it('uses 4 columns from 1600 px, 3 from 769 to 1599 and 2 at 768 or less', () => {
    expect([1920, 1600, 1599, 1200, 769, 768, 375].map(queryFormColumns)).toEqual([4, 4, 3, 3, 3, 2, 2]);
  });

  it('lays the fields out again when the window is resized, columns at least 220 px wide unless the form is narrower (a phone)', () => {
    const columns = (n: number) => `repeat(${n}, minmax(min(220px, calc((100% - ${(n - 1) * 16}px) / ${n})), 1fr))`;
    renderForm();
    expect(grid().style.gridTemplateColumns).toBe(columns(4));
    resizeWindow(1599);
    expect(grid().style.gridTemplateColumns).toBe(columns(3));
    resizeWindow(769);
    expect(grid().style.gridTemplateColumns).toBe(columns(3));
    resizeWindow(768);
    expect(grid().style.gridTemplateColumns).toBe(columns(2));
  });

  it('shows one row collapsed (the buttons take the last cell) and every field expanded', async () => {
    renderForm();
    expect(isHidden('Please enter Tracking number')).toBe(false);
    expect(isHidden('Please enter Minimum weight')).toBe(true);
    expect(isHidden('Please enter Customer number')).toBe(true);
    await user().click(screen.getByRole('button', { name: /Expand/ }));
    expect(isHidden('Please enter Minimum weight')).toBe(false);
    expect(isHidden('Please enter Customer number')).toBe(false);
    await user().click(screen.getByRole('button', { name: /Collapse/ }));
    expect(isHidden('Please enter Customer number')).toBe(true);
  });

  it('offers no expand button when the fields fit in one row', () => {
    renderForm(FIELDS.slice(0, 3));
    expect(screen.queryByRole('button', { name: /Expand/ })).toBeNull();
  });
});

describe('query form values', () => {
  it('says "Please enter" or "Please select" with the label, in the current language', async () => {
    renderForm();
    expect(screen.getByPlaceholderText('Please enter Tracking number')).toBeTruthy();
    expect(screen.getByText('Please select Warehouse')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByPlaceholderText('请输入Tracking number')).toBeTruthy();
    expect(screen.getByText('请选择Warehouse')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });

  it('omits empty values and trims text', async () => {
    const onQuery = renderForm();
    await user().type(screen.getByPlaceholderText('Please enter Tracking number'), '  SF1234567890  ');
    await user().click(screen.getByRole('button', { name: 'Query' }));
    expect(onQuery).toHaveBeenLastCalledWith({ TrackingNumber: 'SF1234567890' });

    await user().clear(screen.getByPlaceholderText('Please enter Tracking number'));
    await user().type(screen.getByPlaceholderText('Please enter Tracking number'), '   ');
    await user().click(screen.getByRole('button', { name: 'Query' }));
    expect(onQuery).toHaveBeenLastCalledWith({});
    expect([undefined, null, '', '  ', [], ['', ' ']].map(compactValue)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(compactValue(0)).toBe(0);
    expect(compactValue(false)).toBe(false);
  });

  it('queries on Enter and clears every value on Reset, then queries again', async () => {
    const onQuery = renderForm();
    await user().type(screen.getByPlaceholderText('Please enter Tracking number'), 'YT9876{Enter}');
    await waitFor(() => expect(onQuery).toHaveBeenLastCalledWith({ TrackingNumber: 'YT9876' }));
    await user().click(screen.getByRole('button', { name: 'Reset' }));
    expect(onQuery).toHaveBeenLastCalledWith({});
    expect((screen.getByPlaceholderText('Please enter Tracking number') as HTMLInputElement).value).toBe('');
  });

  it('keeps extra fields in a popover that hides 1 s after the pointer leaves, and sends their values', async () => {
    const onQuery = renderForm();
    const more = screen.getByRole('button', { name: /More filters/ });
    fireEvent.mouseEnter(more);
    const shelf = await screen.findByPlaceholderText('Please enter Shelf');
    const popover = () => shelf.closest('.ant-popover') as HTMLElement;
    const shown = () => popover().style.display !== 'none' && !popover().classList.contains('ant-popover-hidden');
    await waitFor(() => expect(shown()).toBe(true));
    fireEvent.change(shelf, { target: { value: 'A-01-03' } });
    fireEvent.mouseLeave(more);
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(shown()).toBe(true);
    await waitFor(() => expect(shown()).toBe(false), { timeout: 2000 });
    await user().click(screen.getByRole('button', { name: 'Query' }));
    expect(onQuery).toHaveBeenLastCalledWith({ ShelfCode: 'A-01-03' });
  });
});

describe('date range', () => {
  const now = dayjs('2026-03-15 10:20:30');
  const range = (key: Parameters<typeof dateShortcutRange>[0]) => dateShortcutRange(key, now).map((d) => d.format('YYYY-MM-DD HH:mm:ss'));

  it('has the spec shortcuts, each running 00:00:01 to 23:59:59', () => {
    expect(range('today')).toEqual(['2026-03-15 00:00:01', '2026-03-15 23:59:59']);
    expect(range('yesterday')).toEqual(['2026-03-14 00:00:01', '2026-03-14 23:59:59']);
    expect(range('lastWeek')).toEqual(['2026-03-08 00:00:01', '2026-03-15 23:59:59']);
    expect(range('lastMonth')).toEqual(['2026-02-13 00:00:01', '2026-03-15 23:59:59']);
    expect(range('last3Months')).toEqual(['2025-12-15 00:00:01', '2026-03-15 23:59:59']);
    expect(range('last6Months')).toEqual(['2025-09-15 00:00:01', '2026-03-15 23:59:59']);
    expect(range('yearToDate')).toEqual(['2026-01-01 00:00:01', '2026-03-15 23:59:59']);
  });

  it('sends StartDate and EndDate in YYYY-MM-DD HH:mm:ss, or other names when given', () => {
    const picked = { 'StartDate~EndDate': [dayjs('2026-03-01 00:00:00'), dayjs('2026-03-31 23:59:59')] };
    expect(toQuery([{ kind: 'dateRange', label: 'Received' }], picked)).toEqual({ StartDate: '2026-03-01 00:00:00', EndDate: '2026-03-31 23:59:59' });
    expect(toQuery([{ kind: 'dateRange', label: 'Shipped', names: ['ShipFrom', 'ShipTo'] }], { 'ShipFrom~ShipTo': [dayjs('2026-03-02'), null] })).toEqual({ ShipFrom: '2026-03-02 00:00:00' });
    expect(toQuery([{ kind: 'dateRange', label: 'Received' }], {})).toEqual({});
  });

  it('starts a picked range at 00:00:00 and ends it at 23:59:59', async () => {
    const onQuery = renderForm([{ kind: 'dateRange', label: 'Received' }]);
    const month = dayjs().format('YYYY-MM');
    await user().click(screen.getByPlaceholderText('Please select start date'));
    await user().click(document.querySelector(`td[title="${month}-10"]`)!);
    await user().click(screen.getByRole('button', { name: 'OK' }));
    await user().click(document.querySelector(`td[title="${month}-12"]`)!);
    await user().click(screen.getByRole('button', { name: 'OK' }));
    await user().click(screen.getByRole('button', { name: 'Query' }));
    expect(onQuery).toHaveBeenLastCalledWith({ StartDate: `${month}-10 00:00:00`, EndDate: `${month}-12 23:59:59` });
  });

  it('offers the shortcuts in the picker and sends the chosen one', async () => {
    const onQuery = renderForm([{ kind: 'dateRange', label: 'Received' }]);
    await user().click(screen.getByPlaceholderText('Please select start date'));
    await user().click(await screen.findByText('Yesterday'));
    await user().click(screen.getByRole('button', { name: 'Query' }));
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    expect(onQuery).toHaveBeenLastCalledWith({ StartDate: `${yesterday} 00:00:01`, EndDate: `${yesterday} 23:59:59` });
  });
});

describe('element ids', () => {
  it('gives its inputs ids no form of a dialog on the same screen uses', () => {
    render(
      <AntApp>
        <QueryForm fields={[{ kind: 'text', name: 'Name', label: 'Name' }]} onQuery={vi.fn()} />
        <Form>
          <Form.Item name="Name" label="Name">
            <Input />
          </Form.Item>
        </Form>
      </AntApp>,
    );
    const ids = [...document.querySelectorAll('input')].map((input) => input.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
