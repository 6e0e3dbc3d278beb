import { DATE_TIME_FORMAT_DAYJS, logisticsOrders as api, type OrderSide } from '@lbo/contracts';
import { App, Checkbox, DatePicker, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import type { RowAction } from '../../components/table/actions.tsx';
import { rules } from '../../lib/formRules.ts';
import type { OrderAction, OrderRow } from './orderWords.tsx';
import { SplitDialog } from './SplitDialog.tsx';
import './texts.ts';

/** What an action asks before its call: a reason (required or not) or a track. */
type Ask = 'reason' | 'optionalReason' | 'track';
interface Asking {
  row: OrderRow;
  ask: Ask;
  title: string;
  help?: string;
  label: string;
  danger?: boolean;
  send: (extra: Asked) => Promise<unknown>;
}

/**
 * The actions an order offers the caller: a button for each action of the row's `Actions` (the
 * transition tables and their needs, answered by the server) that the side takes and the user's
 * buttons allow (`LogisticsOrder.Approve`...); each asks what it needs (a confirmation naming the
 * order, a reason, a track) and makes its call.
 */
export function useOrderActions(side: OrderSide) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [splitting, setSplitting] = useState<number | null>(null);
  const lacks = (action: OrderAction) => (row: OrderRow) => !row.Actions.includes(action);
  const done = () => void message.success(t('orders.done'));
  const words = (row: OrderRow) => ({ number: row.SerialNumber, total: row.TotalAmount, currency: row.CurrencyCode });

  /** Asks the question, then makes the call; the promise settles when the dialog closes. */
  const confirmed = (question: string, work: () => Promise<unknown>, danger = false) =>
    new Promise<void>((resolve) => {
      modal.confirm({
        title: question,
        okButtonProps: { danger },
        onOk: async () => {
          await work().finally(resolve);
        },
        onCancel: () => resolve(),
      });
    });
  const ask = (row: OrderRow, action: 'Reject' | 'Freeze' | 'Cancel' | 'AddTrack', spec: Pick<Asking, 'ask' | 'danger' | 'send'>) => {
    const key = { Reject: 'reject', Freeze: 'freeze', Cancel: 'cancel', AddTrack: 'track' }[action];
    const label = { Reject: 'orders.reject', Freeze: 'orders.freezeAction', Cancel: 'orders.cancel', AddTrack: 'orders.addTrack' }[action];
    setAsking({ row, title: t(`orders.${key}Title`, words(row)), help: action === 'AddTrack' ? undefined : t(`orders.${key}Help`), label: t(label), ...spec });
  };

  const customerActions: RowAction<OrderRow>[] = [
    {
      key: 'Cancel',
      label: t('orders.cancel'),
      danger: true,
      permission: 'UserLogisticsOrder.Cancel',
      hidden: lacks('Cancel'),
      onClick: (row: OrderRow) => ask(row, 'Cancel', { ask: 'optionalReason', danger: true, send: async ({ Reason }) => (await callApi(api.cancelUserOrder, { Id: row.Id, Reason: Reason ?? '' }), done()) }),
    },
  ];
  const staffActions: RowAction<OrderRow>[] = [
    {
      key: 'Approve',
      label: t('orders.approve'),
      permission: 'LogisticsOrder.Approve',
      hidden: lacks('Approve'),
      onClick: (row: OrderRow) => confirmed(t('orders.approveConfirm', words(row)), async () => (await callApi(api.approveOutbound, { Id: row.Id }), done())),
    },
    {
      key: 'Reject',
      label: t('orders.reject'),
      danger: true,
      permission: 'LogisticsOrder.Reject',
      hidden: lacks('Reject'),
      onClick: (row: OrderRow) => ask(row, 'Reject', { ask: 'reason', danger: true, send: async ({ Reason }) => (await callApi(api.rejectOrder, { Id: row.Id, Reason: Reason! }), done()) }),
    },
    {
      key: 'CancelApproval',
      label: t('orders.cancelApproval'),
      permission: 'LogisticsOrder.CancelApproval',
      hidden: lacks('CancelApproval'),
      onClick: (row: OrderRow) => confirmed(t('orders.cancelApprovalConfirm', words(row)), async () => (await callApi(api.cancelApproval, { Id: row.Id }), done())),
    },
    {
      key: 'GenerateBill',
      label: t('orders.generateBill'),
      permission: 'LogisticsOrder.GenerateBill',
      hidden: lacks('GenerateBill'),
      onClick: (row: OrderRow) =>
        confirmed(t('orders.generateBillConfirm', words(row)), async () => {
          const bill = await callApi(api.generateBill, { Id: row.Id });
          void message.success(t('orders.billGenerated', { number: bill.SerialNumber }));
        }),
    },
    {
      key: 'CancelBill',
      label: t('orders.cancelBill'),
      danger: true,
      permission: 'LogisticsOrder.CancelBill',
      hidden: lacks('CancelBill'),
      onClick: (row: OrderRow) => confirmed(t('orders.cancelBillConfirm', words(row)), async () => (await callApi(api.cancelBill, { Id: row.Id }), done()), true),
    },
    {
      key: 'AddTrack',
      label: t('orders.addTrack'),
      permission: 'LogisticsOrder.AddTrack',
      hidden: lacks('AddTrack'),
      onClick: (row: OrderRow) =>
        ask(row, 'AddTrack', {
          ask: 'track',
          send: async (v) => {
            const texts = v.EachLanguage ? { TextZhCn: v.TextZhCn ?? '', TextZhTw: v.TextZhTw ?? '', TextEn: v.TextEn ?? '' } : { Text: v.Text ?? '' };
            await callApi(api.addTrack, { Id: row.Id, TrackTime: v.TrackTime!.format(DATE_TIME_FORMAT_DAYJS), Place: v.Place ?? '', ...texts });
            done();
          },
        }),
    },
    {
      key: 'Freeze',
      label: t('orders.freezeAction'),
      danger: true,
      permission: 'LogisticsOrder.Freeze',
      hidden: lacks('Freeze'),
      onClick: (row: OrderRow) => ask(row, 'Freeze', { ask: 'reason', danger: true, send: async ({ Reason }) => (await callApi(api.freezeOrder, { Id: row.Id, Reason: Reason! }), done()) }),
    },
    {
      key: 'Unfreeze',
      label: t('orders.unfreeze'),
      permission: 'LogisticsOrder.Unfreeze',
      hidden: lacks('Unfreeze'),
      onClick: (row: OrderRow) => confirmed(t('orders.unfreezeConfirm', words(row)), async () => (await callApi(api.unfreezeOrder, { Id: row.Id }), done())),
    },
    {
      key: 'CollectCod',
      label: t('orders.collectCod'),
      permission: 'LogisticsOrder.CollectCod',
      hidden: lacks('CollectCod'),
      onClick: (row: OrderRow) =>
        confirmed(t('orders.collectCodConfirm', { number: row.SerialNumber, collection: row.Collection, currency: row.DeclaredCurrency }), async () => (await callApi(api.collectCod, { Id: row.Id }), done())),
    },
    {
      key: 'Split',
      label: t('splitPeer.split'),
      permission: 'LogisticsOrder.Split',
      hidden: lacks('Split'),
      onClick: (row: OrderRow) => setSplitting(row.Id),
    },
    {
      key: 'Cancel',
      label: t('orders.cancel'),
      danger: true,
      permission: 'LogisticsOrder.Cancel',
      hidden: lacks('Cancel'),
      onClick: (row: OrderRow) => ask(row, 'Cancel', { ask: 'optionalReason', danger: true, send: async ({ Reason }) => (await callApi(api.cancelOrder, { Id: row.Id, Reason: Reason ?? '' }), done()) }),
    },
  ];

  const dialog = (
    <>
      {asking && <AskDialog asking={asking} onClose={() => setAsking(null)} />}
      {splitting !== null && <SplitDialog orderId={splitting} onClose={() => setSplitting(null)} />}
    </>
  );
  return { actions: side === 'user' ? customerActions : staffActions, dialog };
}

interface Asked {
  Reason?: string;
  TrackTime?: Dayjs;
  Place?: string;
  Text?: string;
  EachLanguage?: boolean;
  TextZhCn?: string;
  TextZhTw?: string;
  TextEn?: string;
}

/** The dialog of an action that needs words: a reason (reject, freeze, cancel) or a track (time, place, and its text once or in each language). */
function AskDialog({ asking, onClose }: { asking: Asking; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Asked>();
  const [saving, setSaving] = useState(false);
  const spec = asking;
  const eachLanguage = Form.useWatch('EachLanguage', form);

  const save = async (v: Asked) => {
    setSaving(true);
    try {
      await asking.send(v);
      onClose();
    } catch {
      // The request layer showed the refusal; the dialog stays for a correction.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog<Asked>
      form={form}
      title={asking.title}
      onClose={onClose}
      onFinish={(v) => void save(v)}
      okText={asking.label}
      okButtonProps={{ danger: spec.danger }}
      pending={saving}
      formProps={{ initialValues: { TrackTime: dayjs() }, 'data-testid': 'order-action-form' }}
    >
      {asking.help && <Typography.Paragraph type="secondary">{asking.help}</Typography.Paragraph>}
      {spec.ask === 'track' ? (
        <>
          <FormItem name="TrackTime" label={t('orders.trackTime')} rules={[rules.required()]}>
            <DatePicker showTime format={DATE_TIME_FORMAT_DAYJS} style={{ width: '100%' }} />
          </FormItem>
          <FormItem name="Place" label={t('orders.place')} rules={[{ max: api.TRACK_PLACE_MAX }]}>
            <Input />
          </FormItem>
          <FormItem name="EachLanguage" valuePropName="checked">
            <Checkbox>{t('orders.trackEach')}</Checkbox>
          </FormItem>
          {eachLanguage ? (
            (['TextZhCn', 'TextZhTw', 'TextEn'] as const).map((name) => (
              <FormItem key={name} name={name} label={t(`orders.${name.charAt(0).toLowerCase()}${name.slice(1)}`)} rules={[rules.required(), { max: api.TRACK_TEXT_MAX }]}>
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
              </FormItem>
            ))
          ) : (
            <FormItem name="Text" label={t('orders.trackText')} rules={[rules.required(), { max: api.TRACK_TEXT_MAX }]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
            </FormItem>
          )}
        </>
      ) : (
        <FormItem name="Reason" label={t('orders.reason')} rules={[...(spec.ask === 'reason' ? [rules.required()] : []), { max: api.ORDER_REASON_MAX }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </FormItem>
      )}
    </FormDialog>
  );
}
