import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { WithNotifier } from '../../test/WithNotifier.tsx';
import { CouponSelector, type AvailableCoupon, type CouponKey } from './CouponSelector.tsx';

const NEW_CUSTOMER: AvailableCoupon = { Id: 11, CouponId: 1, Name: 'New customer 10.00 off', PreferentialAmount: '10.00', Superposition: true, ExpirationTime: '2024-03-31T23:59:59' };
const NEW_CUSTOMER_2: AvailableCoupon = { Id: 12, CouponId: 1, Name: 'New customer (second)', PreferentialAmount: '10.00', Superposition: true };
const STORAGE: AvailableCoupon = { Id: 21, CouponId: 2, Name: 'Storage 0.10 off', PreferentialAmount: '0.1', Superposition: true };
const CONSOLIDATION: AvailableCoupon = { Id: 31, CouponId: 3, Name: 'Consolidation 0.20 off', PreferentialAmount: '0.20', Superposition: true };
const FREIGHT: AvailableCoupon = { Id: 41, CouponId: 4, Name: 'Freight 5% (exclusive)', PreferentialAmount: '20.63', Superposition: false };
const ALL = [NEW_CUSTOMER, NEW_CUSTOMER_2, STORAGE, CONSOLIDATION, FREIGHT];

/** A form field holding the selection, as a bill page would. */
function Field({ coupons, onChange }: { coupons: readonly AvailableCoupon[]; onChange?: (ids: CouponKey[]) => void }) {
  const [ids, setIds] = useState<CouponKey[]>([]);
  return (
    <CouponSelector
      coupons={coupons}
      value={ids}
      defaultOpen
      onChange={(next) => {
        setIds(next);
        onChange?.(next);
      }}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }) as HTMLInputElement;
const title = () => document.querySelector('.ant-collapse-title')!.textContent;
const pick = (c: AvailableCoupon) => userEvent.click(box(c.Name));

function setup(coupons: readonly AvailableCoupon[] = ALL) {
  const onChange = vi.fn();
  const view = render(
    <WithNotifier>
      <Field coupons={coupons} onChange={onChange} />
    </WithNotifier>,
  );
  return { onChange, view };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('CouponSelector', () => {
  it('shows the number of coupons available while none is selected', () => {
    setup();
    expect(title()).toBe('Coupons available: 5');
  });

  it('adds each selected amount to the running total with exact decimals, and takes it off when deselected', async () => {
    const { onChange } = setup();
    await pick(STORAGE);
    expect(title()).toBe('Selected: 1, total 0.1 off');
    await pick(CONSOLIDATION);
    // 0.1 + 0.2 in floats would be 0.30000000000000004.
    expect(title()).toBe('Selected: 2, total 0.30 off');
    await pick(NEW_CUSTOMER);
    expect(title()).toBe('Selected: 3, total 10.30 off');
    expect(onChange).toHaveBeenLastCalledWith([21, 31, 11]);
    await pick(STORAGE);
    expect(box(STORAGE.Name).checked).toBe(false);
    expect(title()).toBe('Selected: 2, total 10.20 off');
    expect(onChange).toHaveBeenLastCalledWith([31, 11]);
  });

  it('refuses a second coupon of the same type with SameCouponTypeSelected', async () => {
    setup();
    await pick(NEW_CUSTOMER);
    await pick(NEW_CUSTOMER_2);
    expect(await screen.findByText('A coupon of the same type is already selected')).toBeTruthy();
    expect(box(NEW_CUSTOMER_2.Name).checked).toBe(false);
    expect(title()).toBe('Selected: 1, total 10.00 off');
  });

  it('refuses any coupon while an exclusive one is selected', async () => {
    setup();
    await pick(FREIGHT);
    await pick(STORAGE);
    expect(await screen.findByText('Only one exclusion coupon can be used')).toBeTruthy();
    expect(box(STORAGE.Name).checked).toBe(false);
    expect(title()).toBe('Selected: 1, total 20.63 off');
  });

  it('refuses an exclusive coupon while others are selected', async () => {
    setup();
    await pick(STORAGE);
    await pick(FREIGHT);
    expect(await screen.findByText('Only one exclusion coupon can be used')).toBeTruthy();
    expect(box(FREIGHT.Name).checked).toBe(false);
    expect(title()).toBe('Selected: 1, total 0.1 off');
  });

  it('shows the exclusive mark and the expiry of a coupon', () => {
    setup();
    expect(box(FREIGHT.Name).closest('label')!.textContent).toContain('Exclusive');
    expect(box(NEW_CUSTOMER.Name).closest('label')!.textContent).toContain('Valid until 2024-03-31 23:59:59');
  });

  it('keeps the selection over a reload and drops the coupons no longer offered', async () => {
    const { onChange, view } = setup();
    await pick(NEW_CUSTOMER);
    await pick(STORAGE);
    onChange.mockClear();
    // Reloaded: same coupons, new objects and a changed amount.
    view.rerender(
      <WithNotifier>
        <Field coupons={[{ ...NEW_CUSTOMER, PreferentialAmount: '12.00' }, STORAGE, CONSOLIDATION]} onChange={onChange} />
      </WithNotifier>,
    );
    expect(title()).toBe('Selected: 2, total 12.10 off');
    expect(onChange).not.toHaveBeenCalled();
    // Reloaded again: the storage coupon was used on another bill.
    view.rerender(
      <WithNotifier>
        <Field coupons={[{ ...NEW_CUSTOMER, PreferentialAmount: '12.00' }, CONSOLIDATION]} onChange={onChange} />
      </WithNotifier>,
    );
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([11]));
    expect(title()).toBe('Selected: 1, total 12.00 off');
  });

  it('says so when there is no coupon to use', async () => {
    setup([]);
    expect(title()).toBe('Coupons available: 0');
    expect(screen.getByText('No coupon can be used')).toBeTruthy();
  });
});
