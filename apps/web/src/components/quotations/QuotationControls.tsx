import { currencies, roles } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
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

/**
 * A quotation's scope as SiteListPage field declarations: the warehouses and the customer groups it
 * applies to (chosen by id in the form, shown by name; none: all) and its currency.
 */
export function scopeFields(t: TFunction, siteId: number | undefined) {
  const warehouses = (names: unknown) => <ScopeTags names={names as string[]} all={t('quotations.allWarehouses')} />;
  const customerGroups = (names: unknown) => <ScopeTags names={names as string[]} all={t('quotations.allCustomers')} />;
  return {
    SiteJoinWarehouseIds: { label: 'quotations.warehouses', column: false, detail: false, form: { input: <WarehouseSelect siteId={siteId} multiple allowClear placeholder={t('quotations.allWarehouses')} /> } },
    Warehouses: { label: 'quotations.warehouses', column: { width: 180, render: warehouses }, detail: { value: { type: 'custom', render: warehouses } } },
    CustomerGroupIds: { label: 'quotations.customerGroups', column: false, detail: false, form: { input: <CustomerGroupSelect siteId={siteId} placeholder={t('quotations.allCustomers')} /> } },
    CustomerGroups: { label: 'quotations.customerGroups', column: { width: 160, render: customerGroups }, detail: { value: { type: 'custom', render: customerGroups } } },
    CurrencyCode: { label: 'quotations.currency', column: { width: 80 }, form: { input: <CurrencySelect siteId={siteId} /> } },
  } as const;
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
  return { on: t('quotations.effective'), off: t('quotations.notEffective'), formLabel: 'quotations.isEffective' };
}

choosesValue(DateText, CurrencySelect, CustomerGroupSelect);
