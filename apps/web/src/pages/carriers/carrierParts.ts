import { carrier as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import './texts.ts';

/** Where the local tracking numbers page is (its menu, seeded under Logistics), opened on one carrier. */
export const trackingNumbersPath = (carrierId?: number) => `/logistics/CarrierLocalTrackingNumbersIndex${carrierId === undefined ? '' : `?CarrierId=${carrierId}`}`;

/** The carrier interfaces, named in the current language. */
export function useInterfaceNames() {
  const { t } = useTranslation();
  const nameOf = (value: number) => (api.CARRIER_INTERFACES.includes(value as api.CarrierInterface) ? t(`carriers.interfaces.${value as api.CarrierInterface}`) : String(value));
  return { nameOf, options: api.CARRIER_INTERFACES.map((value) => ({ value, label: nameOf(value) })) };
}

/** The enabled carriers of a site as dropdown options (those with local numbering, when asked). */
export function useCarrierOptions(siteId: number | undefined, localNumberingOnly = false) {
  const list = useQuery({ queryKey: [api.getSelectCarriers.path, siteId], queryFn: () => callApi(api.getSelectCarriers, siteId === undefined ? {} : { SiteId: siteId }) });
  return (list.data ?? []).filter((c) => !localNumberingOnly || c.IsLocalNumbering).map((c) => ({ value: c.Id, label: c.Name }));
}

/** Numbers as pasted or read from a file: one per line; commas, semicolons and spaces separate too. */
export const splitNumbers = (text: string): string[] => text.split(/[\s,，;；]+/u).filter((n) => n !== '');

/**
 * The lines of a refused import holding a number the refusal names (the server names the
 * malformed, repeated or already-held numbers, the first 20 of them), with their line numbers.
 */
export function refusedLines(text: string, refusal: string): { line: number; number: string }[] {
  const named = new Set(refusal.split(/[\s,，:：;；]+/u));
  return text.split('\n').flatMap((content, index) => splitNumbers(content).filter((n) => named.has(n)).map((number) => ({ line: index + 1, number })));
}
