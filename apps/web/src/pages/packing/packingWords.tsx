import { logisticsOrders as orders, packing as api, type Texts } from '@lbo/contracts';
import { Tag } from 'antd';
import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { alone, inLanguage } from '../../lib/contractWords.ts';
import './texts.ts';

export const useLabel = () => {
  const { t } = useTranslation();
  return (key: string, values?: Record<string, unknown>) => t(`packing.${key}`, values);
};

/** What a finish did to the order's money, in the contract's words. */
export const billingName = (billing: number) => inLanguage(api.PACK_NAMES.billing[billing as api.PackBilling]);

const isNumber = (value: string) => value.trim() !== '' && !Number.isNaN(Number(value));

/** A box's volume weight while typing: L × W × H ÷ the warehouse's volume ratio, up to grams (the server decides again). */
export function volumeWeight(box: { Length: string; Width: string; Height: string }, ratio: string): string | null {
  if (![box.Length, box.Width, box.Height, ratio].every(isNumber) || new Decimal(ratio).isZero()) return null;
  return new Decimal(box.Length).times(box.Width).times(box.Height).dividedBy(ratio).toDecimalPlaces(3, Decimal.ROUND_UP).toFixed();
}

export const money = (amount: string, currency: string) => `${amount} ${currency}`;

/** An order action's name as a history line shows it (the order's table names it). */
export const actionName = (action: string) => alone(inLanguage((orders.orderLifecycle.names.actions as Record<string, Texts | undefined>)[action]));

/** The order's life state as a tag, named by its table. */
export const OrderStateTag = ({ state }: { state: number }) => <Tag>{alone(inLanguage(orders.orderLifecycle.names.states[state as orders.OrderStatus]))}</Tag>;
