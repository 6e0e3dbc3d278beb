import { coupons as api, expenseType, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { choosesValue } from '../../components/form/placeholders.ts';
import './texts.ts';

interface Control<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  placeholder?: string;
}

/** The site's enabled expense types; cleared, the coupon is a recharge coupon (no expense type). */
export function CouponExpenseTypeSelect({ siteId, onChange, ...rest }: Control<number | null> & { siteId?: number }) {
  const { t } = useTranslation();
  const call = expenseType.getSelectTableExpenseTypes;
  const list = useQuery({ queryKey: [call.path, 'all', siteId ?? null], queryFn: () => callApi(call, { rows: 100, ...(siteId ? { SiteId: siteId } : {}) }, { silent: true }) });
  return (
    <Select
      {...rest}
      allowClear
      placeholder={t('coupons.rechargeCoupon')}
      onChange={(value?: number) => onChange?.(value ?? null)}
      loading={list.isLoading}
      showSearch
      optionFilterProp="label"
      options={(list.data?.Data ?? []).map((e) => ({ value: e.Id, label: e.Name }))}
    />
  );
}

export type CouponOption = ResponseOf<typeof api.getSelectCoupons>[number];

/** The coupon definitions that can still be granted, named with their amount. */
export function CouponSelect({ siteId, ...rest }: Control<number> & { siteId?: number; allowClear?: boolean }) {
  const list = useQuery({ queryKey: [api.getSelectCoupons.path, siteId ?? null], queryFn: () => callApi(api.getSelectCoupons, siteId ? { SiteId: siteId } : {}, { silent: true }) });
  return (
    <Select
      {...rest}
      showSearch
      optionFilterProp="label"
      loading={list.isLoading}
      options={(list.data ?? []).map((c) => ({ value: c.Id, label: `${c.Name} · ${c.PreferentialAmount} ${c.CurrencyCode}${c.ExpenseType ? ` · ${c.ExpenseType}` : ''}` }))}
    />
  );
}

choosesValue(CouponExpenseTypeSelect, CouponSelect);
