import { type coupons as api, DATE_TIME_FORMAT_DAYJS, type ResponseOf } from '@lbo/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/table/DataTable.tsx';
import './texts.ts';

export type UserCouponRow = ResponseOf<typeof api.getUserCoupons>['Data'][number];
export const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '');

/** A held coupon's state as one tag: used, expired, or unused. */
export function CouponStateTag({ row }: { row: UserCouponRow }) {
  const { t } = useTranslation();
  if (row.UseStatus === 1) return <Tag>{t('coupons.used')}</Tag>;
  if (row.ExpiryStatus === 1) return <Tag color="default">{t('coupons.expired')}</Tag>;
  return <Tag color="green">{t('coupons.unused')}</Tag>;
}

/** The columns both sides' lists share. */
export function couponColumns(t: (key: string) => string): DataColumn<UserCouponRow>[] {
  return [
    { dataIndex: 'Name', title: t('coupons.name'), width: 180 },
    { dataIndex: 'PreferentialAmount', title: t('coupons.preferentialAmount'), width: 110, align: 'right', render: (amount: string, r) => `${amount} ${r.CurrencyCode}` },
    { dataIndex: 'Superposition', title: t('coupons.superposition'), width: 100, render: (on: boolean) => (on ? t('coupons.stackable') : <Tag color="orange">{t('coupons.exclusive')}</Tag>) },
    { dataIndex: 'ExpenseType', title: t('coupons.expenseType'), width: 130, render: (name: string) => name || t('coupons.rechargeCoupon') },
    { dataIndex: 'AvailableAmount', title: t('coupons.availableAmount'), width: 110, align: 'right' },
    { dataIndex: 'AvailableWeight', title: t('coupons.availableWeight'), width: 130, align: 'right' },
    { key: 'state', title: t('coupons.useStatus'), width: 90, render: (_: never, r) => <CouponStateTag row={r} /> },
    { dataIndex: 'ExpirationTime', title: t('coupons.expirationTime'), width: 170, render: time },
    { dataIndex: 'BillSerialNumber', title: t('coupons.bill'), width: 150 },
    { dataIndex: 'UsedTime', title: t('coupons.usedTime'), width: 170, render: time },
  ];
}

