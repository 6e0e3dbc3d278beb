import { cargoType, carrier, currencies, expenseType, transferQuotation as api, typeOfShipping, type MessageKey } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type FormRule, type SelectProps } from 'antd';
import type { TFunction } from 'i18next';
import { callApi } from '../../api/client.ts';
import { ruleMessage } from '../../lib/checkRules.ts';
import './texts.ts';
import { choosesValue } from '../../components/form/placeholders.ts';

/** A dropdown's rows of one site (undefined: the caller's own). */
function useSiteOptions<T>(key: string, siteId: number | undefined, load: (body: { SiteId?: number }) => Promise<T[]>): T[] {
  return useQuery({ queryKey: [key, siteId ?? null], queryFn: () => load(siteId ? { SiteId: siteId } : {}) }).data ?? [];
}

/** The currencies, shipping methods, carriers, expense types and cargo types a quotation's form offers. */
export function useQuotationChoices(siteId: number | undefined) {
  const currencyRows = useSiteOptions(currencies.getSelectCurrency.path, siteId, (body) => callApi(currencies.getSelectCurrency, body, { silent: true }));
  const shippingRows = useSiteOptions(typeOfShipping.getSelectTypeOfShipping.path, siteId, (body) => callApi(typeOfShipping.getSelectTypeOfShipping, body, { silent: true }));
  const carrierRows = useSiteOptions(carrier.getSelectCarriers.path, siteId, (body) => callApi(carrier.getSelectCarriers, body, { silent: true }));
  const expenseRows = useSiteOptions(expenseType.getSelectTableExpenseTypes.path, siteId, (body) => callApi(expenseType.getSelectTableExpenseTypes, { ...body, rows: 100 }, { silent: true }).then((page) => page.Data));
  const cargoRows = useSiteOptions(cargoType.getSelectCargoTypes.path, siteId, (body) => callApi(cargoType.getSelectCargoTypes, body, { silent: true }));
  return {
    currencies: currencyRows.map((c) => ({ value: c.Id, label: `${c.CurrencyCode} · ${c.Name}` })),
    shippings: shippingRows.map((s) => ({ value: s.Id, label: `${s.Name} (${s.MinAging}–${s.MaxAging})` })),
    carriers: carrierRows.map((c) => ({ value: c.Id, label: c.Name })),
    expenseTypes: expenseRows.map((e) => ({ value: e.Id, label: `${e.Name} (${e.Code})` })),
    cargoTypes: cargoRows.map((c) => ({ value: String(c.Id), label: c.Name })),
  };
}

/** A dropdown of one of the quotation's choices, loaded for the site the quotation belongs to. */
export function ChoiceSelect({ siteId, choice, ...rest }: SelectProps & { siteId: number | undefined; choice: 'currencies' | 'shippings' | 'carriers' }) {
  const choices = useQuotationChoices(siteId);
  return <Select {...rest} options={choices[choice]} />;
}

export const optionsOf = <K extends string>(values: readonly K[], t: TFunction, prefix: string) => values.map((value) => ({ value, label: t(`transferQuotations.${prefix}.${value}`) }));

/** A form rule from a contracts rule over the whole form's values, shown as the rule alone under its field (or cell). */
export function valuesRule(judge: (get: (name: (string | number)[] | string) => unknown) => MessageKey | null): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const key = judge((name) => getFieldValue(name) as unknown);
      if (key) throw new Error(await ruleMessage(key));
    },
  });
}

type SurchargeRow = Partial<Record<'TriggerDataSource' | 'TriggerRule' | 'TriggerValue' | 'AmountOfMoney' | 'CalculationMethod', string>> & { ExpenseTypeName?: string };

/** "Declared value > 200", "Country in US, CA", "Always": a surcharge's trigger as people read it. */
export function triggerText(t: TFunction, s: SurchargeRow, cargoNames: ReadonlyMap<string, string> = new Map()) {
  const source = s.TriggerDataSource ?? 'Always';
  if (source === 'Always') return t('transferQuotations.always');
  const items = api.triggerValueItems(s.TriggerValue ?? '').map((item) => (source === 'CargoType' ? (cargoNames.get(item) ?? item) : item));
  return `${t(`transferQuotations.sources.${source}`)} ${t(`transferQuotations.rules.${s.TriggerRule ?? 'GreaterThan'}`)} ${items.join(', ')}`;
}

/** "2 · % of declared value": what a surcharge charges. */
export const chargeText = (t: TFunction, s: SurchargeRow) => `${s.AmountOfMoney ?? ''} · ${t(`transferQuotations.methods.${s.CalculationMethod ?? 'Fixed'}`)}`;

choosesValue(ChoiceSelect);
