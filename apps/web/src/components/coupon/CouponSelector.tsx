import { DATE_TIME_FORMAT_DAYJS } from '@lbo/contracts';
import { Checkbox, Collapse, Empty, Flex, Tag, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import Decimal from 'decimal.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import './texts.ts';

export type CouponKey = number | string;

/** A coupon the user holds and may apply here, as the /UserCoupon/...AvailableCoupons calls list them. */
export interface AvailableCoupon {
  /** The user's coupon: what gets selected. */
  Id: CouponKey;
  /** The coupon type: two of one type cannot be used together. */
  CouponId: CouponKey;
  Name: string;
  /** Amount taken off, as a decimal string. */
  PreferentialAmount: string;
  /** Stackable with other coupons; a coupon that is not (exclusive) must be used alone. */
  Superposition: boolean;
  ExpirationTime?: string;
}

export interface CouponSelectorProps {
  coupons: readonly AvailableCoupon[];
  /** Ids of the selected coupons. */
  value?: CouponKey[];
  onChange?: (ids: CouponKey[], selected: AvailableCoupon[]) => void;
  disabled?: boolean;
  /** Start expanded rather than as a one-line title. */
  defaultOpen?: boolean;
}

/** The exact sum of the amounts, written with as many decimals as the most precise of them. */
function couponTotal(selected: readonly AvailableCoupon[]): string {
  // Counted on the text: Decimal forgets trailing zeros ("10.00" has 0 decimal places to it).
  const places = Math.max(0, ...selected.map((c) => c.PreferentialAmount.trim().split('.')[1]?.length ?? 0));
  return selected.reduce((sum, c) => sum.plus(c.PreferentialAmount.trim()), new Decimal(0)).toFixed(places);
}

/**
 * Choosing coupons for a bill or a recharge (spec §4): a running total, at most one coupon of each type,
 * and an exclusive (non-stackable) coupon only on its own.
 */
export function CouponSelector({ coupons, value, onChange, disabled, defaultOpen }: CouponSelectorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [ownValue, setOwnValue] = useState<CouponKey[]>([]);
  const ids = value ?? ownValue;
  // A form that resets the field (value back to undefined) clears the selection.
  useEffect(() => {
    if (value === undefined) setOwnValue([]);
  }, [value]);
  const selected = ids.flatMap((id) => coupons.filter((c) => c.Id === id));

  const emit = (next: CouponKey[]) => {
    setOwnValue(next);
    onChange?.(
      next,
      next.flatMap((id) => coupons.filter((c) => c.Id === id)),
    );
  };

  // After every reload of the list, selections that are no longer offered are dropped (and reported).
  const latest = useRef({ ids, emit });
  useEffect(() => {
    latest.current = { ids, emit };
  });
  useEffect(() => {
    const { ids: current, emit: report } = latest.current;
    const kept = current.filter((id) => coupons.some((c) => c.Id === id));
    if (kept.length !== current.length) report(kept);
  }, [coupons]);

  const toggle = (coupon: AvailableCoupon) => {
    if (ids.includes(coupon.Id)) {
      emit(ids.filter((id) => id !== coupon.Id));
      return;
    }
    if (selected.some((c) => c.CouponId === coupon.CouponId)) {
      notify('error', t('coupon.SameCouponTypeSelected'));
      return;
    }
    if (selected.some((c) => !c.Superposition) || (!coupon.Superposition && selected.length > 0)) {
      notify('error', t('coupon.onlyOneExclusion'));
      return;
    }
    emit([...ids, coupon.Id]);
  };

  const title = selected.length
    ? t('coupon.selected', { count: selected.length, amount: couponTotal(selected) })
    : t('coupon.available', { count: coupons.length });

  const body = coupons.length ? (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }}>
      {coupons.map((coupon) => {
        const on = ids.includes(coupon.Id);
        return (
          <Checkbox
            key={coupon.Id}
            checked={on}
            disabled={disabled}
            onChange={() => toggle(coupon)}
            style={{
              alignItems: 'flex-start',
              margin: 0,
              padding: 12,
              border: `1px solid ${on ? token.colorPrimary : token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              background: on ? token.colorPrimaryBg : token.colorBgContainer,
            }}
          >
            <Flex vertical gap={4}>
              <Typography.Text strong>{coupon.Name}</Typography.Text>
              <Flex align="center" gap={8} wrap>
                <Typography.Text style={{ fontSize: token.fontSizeLG, color: token.colorError }}>{coupon.PreferentialAmount}</Typography.Text>
                {!coupon.Superposition && <Tag color="orange">{t('coupon.exclusive')}</Tag>}
              </Flex>
              {coupon.ExpirationTime && (
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {t('coupon.expires', { time: dayjs(coupon.ExpirationTime).format(DATE_TIME_FORMAT_DAYJS) })}
                </Typography.Text>
              )}
            </Flex>
          </Checkbox>
        );
      })}
    </div>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('coupon.none')} />
  );

  return <Collapse defaultActiveKey={defaultOpen ? ['coupons'] : []} items={[{ key: 'coupons', label: title, children: body }]} />;
}
