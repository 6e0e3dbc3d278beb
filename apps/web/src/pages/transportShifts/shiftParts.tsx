import { carrier, customsClearanceCompany, transportShifts as api, typeOfShipping } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Tag, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { choosesValue } from '../../components/form/placeholders.ts';
import './texts.ts';

export const useLabel = () => {
  const { t } = useTranslation();
  return (key: string, values?: Record<string, unknown>) => t(`transportShifts.${key}`, values);
};

const STATE_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'green' };
/** A shift's state as a tag. */
export const ShiftStateTag = ({ state }: { state: number }) => {
  const label = useLabel();
  return <Tag color={STATE_COLORS[state]}>{label(`states.${state}`)}</Tag>;
};
/** A bag's state as a tag. */
export const BagStateTag = ({ state }: { state: number }) => {
  const label = useLabel();
  return <Tag color={STATE_COLORS[state]}>{label(`bagStates.${state}`)}</Tag>;
};
export const WeighedTag = ({ weighed }: { weighed: boolean }) => {
  const label = useLabel();
  return weighed ? <Tag color="green">{label('weighed')}</Tag> : <Tag>{label('notWeighed')}</Tag>;
};

/** A dropdown's rows of one site (undefined: the caller's own). */
function useSiteOptions<T>(key: string, siteId: number | undefined, load: (body: { SiteId?: number }) => Promise<T[]>): T[] {
  return useQuery({ queryKey: [key, siteId ?? null], queryFn: () => load(siteId ? { SiteId: siteId } : {}) }).data ?? [];
}

/** The shipping types, carriers and customs clearance companies a shift's form offers, of the shift's site. */
export function ShiftChoiceSelect({ siteId, choice, ...rest }: SelectProps & { siteId: number | undefined; choice: 'shippings' | 'carriers' | 'companies' }) {
  const shippings = useSiteOptions(typeOfShipping.getSelectTypeOfShipping.path, siteId, (body) => callApi(typeOfShipping.getSelectTypeOfShipping, body, { silent: true }));
  const carriers = useSiteOptions(carrier.getSelectCarriers.path, siteId, (body) => callApi(carrier.getSelectCarriers, body, { silent: true }));
  const companies = useSiteOptions(customsClearanceCompany.getSelectCustomsClearanceCompanies.path, siteId, (body) => callApi(customsClearanceCompany.getSelectCustomsClearanceCompanies, body, { silent: true }));
  const options = {
    shippings: shippings.map((s) => ({ value: s.Id, label: s.Name })),
    carriers: carriers.map((c) => ({ value: c.Id, label: c.Name })),
    companies: companies.map((c) => ({ value: c.Id, label: c.Prefix ? `${c.Name} (${c.Prefix})` : c.Name })),
  }[choice];
  return <Select {...rest} showSearch={{ optionFilterProp: 'label' }} options={options} />;
}
choosesValue(ShiftChoiceSelect);

/** The shifts in `state` (every shift when absent) of the caller's site, for the screens' choice and the filters. */
export function useShifts(state?: number) {
  return useQuery({ queryKey: [api.getSelectTransportShifts.path, state ?? null], queryFn: () => callApi(api.getSelectTransportShifts, state === undefined ? {} : { Status: state }, { silent: true }) });
}

export function ShiftSelect({ shiftState, ...rest }: SelectProps & { shiftState?: number }) {
  const shifts = useShifts(shiftState);
  return <Select {...rest} loading={shifts.isLoading} showSearch={{ optionFilterProp: 'label' }} options={(shifts.data ?? []).map((s) => ({ value: s.Id, label: `${s.Name} · ${s.SerialNumber}` }))} />;
}
choosesValue(ShiftSelect);
