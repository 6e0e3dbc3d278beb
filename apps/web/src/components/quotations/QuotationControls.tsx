import { currencies, roles } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { rules } from '../../lib/formRules.ts';
import type { FormField } from '../form/FormFields.tsx';
import { WarehouseSelect } from '../pickers/WarehouseSelect.tsx';
import './texts.ts';
import { choosesValue } from '../form/placeholders.ts';

const DATE = 'YYYY-MM-DD';

interface Control<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  placeholder?: string;
}

/** Today as a quotation date (a new quotation's default effective date). */
export const today = () => dayjs().format(DATE);

/** A date picker whose form value is the text the contracts take (yyyy-MM-dd). */
export function DateText({ value, onChange, ...rest }: Control<string | undefined>) {
  const { t } = useTranslation();
  return <DatePicker placeholder={t('quotations.chooseDate')} {...rest} style={{ width: '100%' }} value={value ? dayjs(value, DATE) : null} onChange={(day) => onChange?.(day ? day.format(DATE) : undefined)} />;
}

/** An effective currency of the site, by its code. */
function CurrencySelect({ siteId, ...rest }: Control<string> & { siteId?: number }) {
  const list = useQuery({ queryKey: [currencies.getSelectCurrency.path, siteId ?? null], queryFn: () => callApi(currencies.getSelectCurrency, siteId ? { SiteId: siteId } : {}, { silent: true }) });
  return <Select {...rest} loading={list.isLoading} options={(list.data ?? []).map((c) => ({ value: c.CurrencyCode, label: `${c.CurrencyCode} ${c.Name}` }))} />;
}

/** Customer groups (the site users' roles) of the site; none chosen means every customer. */
export function CustomerGroupSelect({ siteId, ...rest }: Control<number[]> & { siteId?: number }) {
  const list = useQuery({ queryKey: [roles.getSelectUserRoles.path, siteId ?? null], queryFn: () => callApi(roles.getSelectUserRoles, siteId ? { SiteId: siteId } : {}, { silent: true }) });
  return <Select {...rest} mode="multiple" allowClear optionFilterProp="label" loading={list.isLoading} options={(list.data ?? []).map((r) => ({ value: r.Id, label: r.Name }))} />;
}

/** The form fields of a quotation's scope: warehouses (none: all), optionally customer groups (none: all), currency. */
export function scopeFormFields(t: TFunction, siteId: number | undefined, withCustomerGroups: boolean): FormField[] {
  return [
    { name: 'SiteJoinWarehouseIds', label: t('quotations.warehouses'), input: <WarehouseSelect siteId={siteId} multiple allowClear placeholder={t('quotations.allWarehouses')} /> },
    ...(withCustomerGroups ? [{ name: 'CustomerGroupIds', label: t('quotations.customerGroups'), input: <CustomerGroupSelect siteId={siteId} placeholder={t('quotations.allCustomers')} /> }] : []),
    { name: 'CurrencyCode', label: t('quotations.currency'), input: <CurrencySelect siteId={siteId} />, rules: [rules.required()] },
  ];
}

/** Names in a list cell, or the "all" word when the quotation names none. */
export function ScopeTags({ names, all }: { names: readonly string[]; all: string }) {
  if (names.length === 0) return <Tag color="blue">{all}</Tag>;
  return (
    <>
      {names.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </>
  );
}

/** The in-force flag as the pages show it. */
export function useEffectiveFlag() {
  const { t } = useTranslation();
  return { key: 'IsEffective' as const, on: t('quotations.effective'), off: t('quotations.notEffective') };
}

choosesValue(DateText, CurrencySelect, CustomerGroupSelect);
