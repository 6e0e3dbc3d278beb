import { logisticsOrders as api, type Lifecycle, type Texts } from '@lbo/contracts';
import { Space, Tag, Tooltip } from 'antd';
import type { RowOf } from '../../api/client.ts';
import { alone, inLanguage, time } from '../../lib/contractWords.ts';
import './texts.ts';

// The area's pages take these from here with its own words.
export { time };

export type OrderRow = RowOf<typeof api.getUserOrders>;
export type OrderAction = api.OrderAction;

/** A state of one axis, named by its transition table in the reader's language. */
export function stateName(axis: api.OrderAxis, state: number): string {
  const names = (api.ORDER_AXES[axis] as Lifecycle<number, string>).names.states as Record<number, Texts | undefined>;
  return alone(inLanguage(names[state]));
}

/** An action as the update logs name it (the table's words: "approved for outbound"). */
export function actionName(action: string): string {
  const axis = (api.AXIS_OF_ACTION as Record<string, api.OrderAxis | undefined>)[action];
  if (!axis) return action;
  const names = (api.ORDER_AXES[axis] as Lifecycle<number, string>).names.actions as Record<string, Texts | undefined>;
  return alone(inLanguage(names[action]));
}

const COLORS: Record<api.OrderAxis, Record<number, string>> = {
  OrderStatus: { 1: 'blue', 2: 'cyan', 3: 'geekblue', 4: 'purple', 5: 'green', 6: 'default' },
  ApprovalStatus: { 1: 'gold', 2: 'green', 3: 'red' },
  PaymentStatus: { 1: 'default', 2: 'orange', 3: 'green' },
  FreezeStatus: { 0: 'default', 1: 'red' },
  PrintStatus: { 0: 'default', 1: 'green' },
  CodStatus: { 0: 'default', 1: 'orange', 2: 'green' },
};

/** One axis's state as a tag. */
export function AxisTag({ axis, state }: { axis: api.OrderAxis; state: number }) {
  return <Tag color={COLORS[axis][state]}>{stateName(axis, state)}</Tag>;
}

/**
 * Where an order stands, in one cell: its life, its approval (with the reason a rejection gives),
 * its bill, its collection (cash on delivery), and a frozen mark. The axes a customer follows; staff see the same.
 */
export function OrderStateTags({ row }: { row: Pick<OrderRow, 'OrderStatus' | 'ApprovalStatus' | 'PaymentStatus' | 'FreezeStatus' | 'CodStatus' | 'RejectReason' | 'FreezeReason'> }) {
  const cancelled = row.OrderStatus === api.OrderStatus.Cancelled;
  const approval = <AxisTag axis="ApprovalStatus" state={row.ApprovalStatus} />;
  return (
    <Space size={2} wrap>
      <AxisTag axis="OrderStatus" state={row.OrderStatus} />
      {!cancelled && (row.RejectReason ? <Tooltip title={row.RejectReason}>{approval}</Tooltip> : approval)}
      {row.PaymentStatus !== api.OrderPaymentStatus.NoBill && <AxisTag axis="PaymentStatus" state={row.PaymentStatus} />}
      {row.CodStatus !== api.CodStatus.None && !cancelled && <AxisTag axis="CodStatus" state={row.CodStatus} />}
      {row.FreezeStatus === api.FreezeStatus.Frozen &&
        (row.FreezeReason ? (
          <Tooltip title={row.FreezeReason}>
            <AxisTag axis="FreezeStatus" state={row.FreezeStatus} />
          </Tooltip>
        ) : (
          <AxisTag axis="FreezeStatus" state={row.FreezeStatus} />
        ))}
    </Space>
  );
}

/** A COD order's collection and where it stands (awaiting the carrier's remittance, collected). */
export function CodCell({ row }: { row: Pick<OrderRow, 'Collection' | 'DeclaredCurrency' | 'CodStatus'> }) {
  return (
    <Space size={4} wrap>
      <span>{money(row.Collection, row.DeclaredCurrency)}</span>
      <AxisTag axis="CodStatus" state={row.CodStatus} />
    </Space>
  );
}

/** An amount with its currency. */
export const money = (amount: string, currency: string) => `${amount} ${currency}`;
