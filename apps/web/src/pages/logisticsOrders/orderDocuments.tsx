import { DATE_TIME_FORMAT_DAYJS, logisticsOrders as api, logisticsOrderTrajectoryScheme as schemes, type OrderSide } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Checkbox, DatePicker, Form, Select, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { toastError } from '../../api/notify.ts';
import { ApiError } from '../../api/request.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import type { RowAction, ToolbarButton } from '../../components/table/actions.tsx';
import { downloadFile } from '../../lib/download.ts';
import { rules } from '../../lib/formRules.ts';
import type { OrderRow } from './orderWords.tsx';
import './texts.ts';

type Picked = Pick<OrderRow, 'Id' | 'SerialNumber'>;

/** The dialog open: the orders printed before (spec §8 "tick to reprint"), or the scheme to apply. */
type Asking =
  | { kind: 'reprint'; orders: Picked[]; printed: api.FaceSheetDuplicates['Printed'] }
  | { kind: 'scheme'; orders: OrderRow[] };

const dataOf = (error: unknown) => (error instanceof ApiError ? (error.data as Partial<api.FaceSheetDuplicates & api.DeliveryNoteFailure> | null) : null);

/**
 * Staff's documents of orders, as row actions and batch buttons over the ticked rows: face sheets
 * (the server's repeat-print guard answered with a tick box, a delivery-note failure with its code),
 * the logistics (commercial) invoice, and applying a trajectory scheme. The customer's side has none.
 */
export function useOrderDocuments(side: OrderSide) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [asking, setAsking] = useState<Asking | null>(null);
  const unprintable = (row: OrderRow) => !row.Actions.includes('Print') && !row.Actions.includes('Reprint');

  /** Prints; a refusal the dialog answers (printed before, no delivery note) opens it, any other is shown as a toast. */
  const printFaceSheets = async (orders: Picked[], reprint = false) => {
    try {
      downloadFile(await callApi(api.printFaceSheet, { Ids: orders.map((o) => o.Id), Reprint: reprint }, { silent: true }));
      setAsking(null);
    } catch (error) {
      const data = dataOf(error);
      if (data?.Printed && !reprint) setAsking({ kind: 'reprint', orders, printed: data.Printed });
      else if (error instanceof ApiError) {
        setAsking(null);
        // Spec §8 "error in getting delivery note and its code": the order, the code and the server's reason.
        if (data?.DeliveryNoteError !== undefined) modal.error({ title: t('orders.deliveryNoteTitle', { number: data.SerialNumber, code: data.DeliveryNoteError }), content: <span data-testid="delivery-note-error">{error.message}</span> });
        else toastError(error.message);
      }
    }
  };
  const printInvoices = async (orders: Picked[]) => downloadFile(await callApi(api.printLogisticsInvoice, { Ids: orders.map((o) => o.Id) }));

  const actions: RowAction<OrderRow>[] = [
    { key: 'PrintFaceSheet', label: t('orders.printFaceSheet'), permission: 'LogisticsOrder.PrintFaceSheet', hidden: unprintable, onClick: (row: OrderRow) => printFaceSheets([row]) },
    {
      key: 'PrintInvoice',
      label: t('orders.printInvoice'),
      permission: 'LogisticsOrder.PrintInvoice',
      // A cancelled order ships nothing for an invoice to go with.
      hidden: (row: OrderRow) => row.OrderStatus === api.OrderStatus.Cancelled,
      onClick: (row: OrderRow) => printInvoices([row]),
    },
    {
      key: 'ApplyTrajectoryScheme',
      label: t('orders.applyScheme'),
      permission: 'LogisticsOrder.ApplyTrajectoryScheme',
      hidden: (row: OrderRow) => !row.Actions.includes('AddTrack'),
      onClick: (row: OrderRow) => setAsking({ kind: 'scheme', orders: [row] }),
    },
  ];
  const toolbar: ToolbarButton<OrderRow>[] = [
    {
      key: 'PrintFaceSheets',
      label: t('orders.printFaceSheets'),
      permission: 'LogisticsOrder.PrintFaceSheet',
      mustSelect: true,
      onClick: (rows: OrderRow[]) => (rows.length > api.FACE_SHEETS_MAX ? void message.warning(t('orders.tooMany', { max: api.FACE_SHEETS_MAX })) : printFaceSheets(rows)),
    },
    {
      key: 'PrintInvoices',
      label: t('orders.printInvoices'),
      permission: 'LogisticsOrder.PrintInvoice',
      mustSelect: true,
      onClick: (rows: OrderRow[]) => (rows.length > api.INVOICES_MAX ? void message.warning(t('orders.tooMany', { max: api.INVOICES_MAX })) : printInvoices(rows)),
    },
  ];

  const close = () => setAsking(null);
  const dialog =
    asking?.kind === 'reprint' ? (
      <ReprintDialog asking={asking} onReprint={() => printFaceSheets(asking.orders, true)} onClose={close} />
    ) : asking?.kind === 'scheme' ? (
      <SchemeDialog orders={asking.orders} onClose={close} />
    ) : null;
  return side === 'backstage' ? { actions, toolbar, dialog } : { actions: [], toolbar: [], dialog: null };
}

/** Spec §8 "duplicate printed orders found, tick to reprint": the orders printed before, and the tick without which nothing prints again. */
function ReprintDialog({ asking, onReprint, onClose }: { asking: Extract<Asking, { kind: 'reprint' }>; onReprint: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState(false);
  const [printing, setPrinting] = useState(false);
  const reprint = async () => {
    setPrinting(true);
    await onReprint().finally(() => setPrinting(false));
  };
  return (
    <FormDialog
      name="reprint"
      title={t('orders.reprintTitle')}
      onClose={onClose}
      onFinish={() => void reprint()}
      okText={t('orders.printAction')}
      okButtonProps={{ disabled: !ticked, 'data-testid': 'reprint-ok' }}
      pending={printing}
    >
      <Typography.Paragraph>{t('orders.reprintHelp', { count: asking.printed.length })}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }} data-testid="reprint-orders">
        {asking.printed.map((o) => (
          <Tag key={o.Id}>{o.SerialNumber}</Tag>
        ))}
      </Space>
      <div>
        <Checkbox checked={ticked} onChange={(e) => setTicked(e.target.checked)} data-testid="reprint-tick">
          {t('orders.reprintTick')}
        </Checkbox>
      </div>
    </FormDialog>
  );
}

interface SchemeValues {
  SchemeId?: number;
  StartTime?: Dayjs;
}

/** Applies a scheme of the orders' site: its steps become tracks from the start time (now when empty). */
function SchemeDialog({ orders, onClose }: { orders: OrderRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SchemeValues>();
  const [saving, setSaving] = useState(false);
  const siteId = orders[0]!.SiteId;
  const list = useQuery({
    queryKey: [schemes.getSelectLogisticsOrderTrajectorySchemes.path, siteId],
    queryFn: () => callApi(schemes.getSelectLogisticsOrderTrajectorySchemes, { SiteId: siteId }, { silent: true }),
  });
  const apply = async (v: SchemeValues) => {
    setSaving(true);
    try {
      const done = await callApi(api.applyTrajectoryScheme, { Ids: orders.map((o) => o.Id), SchemeId: v.SchemeId!, StartTime: v.StartTime?.format(DATE_TIME_FORMAT_DAYJS) });
      void message.success(t('orders.schemeApplied', { count: done.Tracks }));
      onClose();
    } catch {
      // The request layer showed the refusal; the dialog stays for another choice.
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog<SchemeValues>
      form={form}
      name="applyScheme"
      title={t('orders.applySchemeTitle', { number: orders.map((o) => o.SerialNumber).join(', ') })}
      onClose={onClose}
      onFinish={(v) => void apply(v)}
      okText={t('orders.applyScheme')}
      pending={saving}
    >
      <FormItem name="SchemeId" label={t('orders.scheme')} rules={[rules.required()]}>
        <Select
          loading={list.isLoading}
          notFoundContent={list.isError ? t('orders.schemesFailed') : undefined}
          options={(list.data ?? []).map((s) => ({ value: s.Id, label: t('orders.schemeSteps', { name: s.Name, count: s.StepCount }) }))}
        />
      </FormItem>
      <FormItem name="StartTime" label={t('orders.startTime')} extra={t('orders.startTimeHelp')}>
        <DatePicker showTime format={DATE_TIME_FORMAT_DAYJS} style={{ width: '100%' }} />
      </FormItem>
    </FormDialog>
  );
}
