import { receivingAddresses as api } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/request.ts';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import ReceivingAddressesIndex from './ReceivingAddressesIndex.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const SHENZHEN = {
  WarehouseId: 1,
  WarehouseName: '深圳宝安仓',
  Recipient: '李明-C000123',
  Phone: '13800138000',
  PhoneCode: '86',
  Regions: ['中国', '广东省', '深圳市', '宝安区'],
  DetailedAddress: '西乡街道航城大道18号B栋3楼 (C000123)',
  PostalCode: '518126',
  MemberNumber: 'C000123',
};
const HONG_KONG = { ...SHENZHEN, WarehouseId: 2, WarehouseName: '香港葵涌仓', Recipient: '陈大文-C000123', Phone: '91234567', PhoneCode: '852', Regions: ['香港'], DetailedAddress: '葵涌工业中心C座8楼 (C000123)', PostalCode: '' };

const answer = (rows: unknown) => callApiMock.mockImplementation(async (call) => (call.path === api.getReceivingAddresses.path ? rows : null) as never);
const cardOf = (name: string) => screen.getByText(name).closest('[data-testid="receiving-address"]') as HTMLElement;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  signInAs({ AccountTypeCode: 2 });
});

describe('where to send goods', () => {
  it('shows each warehouse’s address with the member number, and copies a line or the whole card', async () => {
    answer([SHENZHEN, HONG_KONG]);
    const user = userEvent.setup({ delay: null });
    renderInApp(<ReceivingAddressesIndex />);
    expect((await screen.findByTestId('member-number')).textContent).toBe('C000123');
    expect(screen.getAllByTestId('receiving-address')).toHaveLength(2);
    const shenzhen = cardOf('深圳宝安仓');
    expect(within(shenzhen).getByText('李明-C000123')).toBeTruthy();
    expect(within(shenzhen).getByText('+86 13800138000')).toBeTruthy();
    expect(within(shenzhen).getByText('中国 广东省 深圳市 宝安区')).toBeTruthy();
    expect(within(shenzhen).getByText('西乡街道航城大道18号B栋3楼 (C000123)')).toBeTruthy();
    // A warehouse without a postal code shows no empty line.
    expect(within(cardOf('香港葵涌仓')).queryByText('Postal code')).toBeNull();

    await user.click(within(shenzhen).getByRole('button', { name: 'Copy Recipient' }));
    expect(await navigator.clipboard.readText()).toBe('李明-C000123');
    expect(await screen.findByText('Copied')).toBeTruthy();
    // Shop forms take the phone number without its country code.
    await user.click(within(shenzhen).getByRole('button', { name: 'Copy Phone' }));
    expect(await navigator.clipboard.readText()).toBe('13800138000');
    await user.click(within(cardOf('香港葵涌仓')).getByRole('button', { name: /Copy all/ }));
    expect(await navigator.clipboard.readText()).toBe(
      ['Recipient: 陈大文-C000123', 'Phone: +852 91234567', 'Region: 香港', 'Detailed address: 葵涌工业中心C座8楼 (C000123)'].join('\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Copy Your member number' }));
    expect(await navigator.clipboard.readText()).toBe('C000123');
  });

  it('prints the chosen card alone, with the member number', async () => {
    answer([SHENZHEN, HONG_KONG]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderInApp(<ReceivingAddressesIndex />);
    await user.click(within(await waitFor(() => cardOf('香港葵涌仓'))).getByRole('button', { name: /Print/ }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.body.classList.contains('receiving-printing')).toBe(true);
    const sheet = screen.getByTestId('receiving-print-sheet');
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet.textContent).toContain('香港葵涌仓');
    expect(sheet.textContent).toContain('Your member number: C000123');
    expect(sheet.textContent).toContain('陈大文-C000123');
    expect(sheet.textContent).not.toContain('李明');
    window.dispatchEvent(new Event('afterprint'));
    // The sheet and the page's print mode end with the print, each in its own effect.
    await waitFor(() => expect(screen.queryByTestId('receiving-print-sheet')).toBeNull());
    await waitFor(() => expect(document.body.classList.contains('receiving-printing')).toBe(false));
    print.mockRestore();
  });

  it('says so when no warehouse is available', async () => {
    answer([]);
    renderInApp(<ReceivingAddressesIndex />);
    expect(await screen.findByText('No warehouse is available to you yet. Please contact customer service.')).toBeTruthy();
  });

  it('shows the failure with a retry that loads again', async () => {
    // The first load fails, the retry succeeds.
    callApiMock.mockRejectedValueOnce(new ApiError(9, 'Server error, request id 42', 500));
    answer([SHENZHEN]);
    const user = userEvent.setup({ delay: null });
    renderInApp(<ReceivingAddressesIndex />);
    expect(await screen.findByText('The addresses could not be loaded')).toBeTruthy();
    expect(screen.getByText('Server error, request id 42')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('李明-C000123')).toBeTruthy();
  });
});
