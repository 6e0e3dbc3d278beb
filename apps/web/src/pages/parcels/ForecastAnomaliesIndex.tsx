import { parcels as api } from '@lbo/contracts';
import { App, Card, Flex, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { packageStateName, time } from './lifecycleNames.ts';
import { PackageDetailDrawer } from './PackageDetailDrawer.tsx';
import './texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type Row = RowOf<typeof api.getForecastAnomalies>;

/** Forecasts refused because another account's parcel holds the number (spec §8): staff look into them and mark them resolved. */
export default function ForecastAnomaliesIndex() {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`parcels.${key}`, params);
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [resolving, setResolving] = useState<Row | null>(null);

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={label('all')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getForecastAnomalies}
        params={isPlatform && siteId ? { SiteId: siteId } : {}}
        fields={[
          { kind: 'text', name: 'CourierNumbers', label: label('courierNumber') },
          {
            kind: 'select',
            name: 'IsResolved',
            label: label('status'),
            initialValue: false,
            options: [
              { value: false, label: label('anomalies.unresolved') },
              { value: true, label: label('anomalies.resolved') },
            ],
          },
          { kind: 'dateRange', label: label('createdAt') },
        ]}
        rowKey="Id"
        storageKey="forecastAnomalies"
        actions={[
          { key: 'parcel', label: label('detail'), onClick: (row: Row) => setDetailId(row.PackageId) },
          { key: 'resolve', label: label('anomalies.resolve'), permission: 'ForecastAnomaly.Resolve', hidden: (row: Row) => row.IsResolved, onClick: (row: Row) => setResolving(row) },
        ]}
        columns={[
          { dataIndex: 'CourierNumber', title: label('courierNumber'), width: 170 },
          { dataIndex: 'IsResolved', title: label('status'), width: 90, render: (r: boolean) => (r ? <Tag color="green">{label('anomalies.resolved')}</Tag> : <Tag color="red">{label('anomalies.unresolved')}</Tag>) },
          { key: 'forecastBy', title: label('anomalies.forecastBy'), width: 180, render: (_: never, r: Row) => `${r.UserName} · ${r.MemberNumber}` },
          { dataIndex: 'OwnerName', title: label('anomalies.heldBy'), width: 140, render: (name: string) => name || <Tag color="orange">{label('unknown')}</Tag> },
          { dataIndex: 'PackageStatus', title: label('anomalies.parcelState'), width: 110, render: (s: number) => packageStateName(s) },
          { dataIndex: 'ProductName', title: label('product'), width: 160, ellipsis: true },
          { dataIndex: 'CreationTime', title: label('createdAt'), width: 170, render: time },
        ]}
      />
      <PackageDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      {resolving && <ResolveModal anomaly={resolving} onClose={() => setResolving(null)} />}
    </Card>
  );
}

function ResolveModal({ anomaly, onClose }: { anomaly: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = (key: string, params?: Record<string, unknown>) => t(`parcels.${key}`, params);
  const [form] = Form.useForm<{ Remarks?: string }>();
  const resolve = useCallMutation((values: { Remarks?: string }) => callApi(api.resolveForecastAnomaly, { Id: anomaly.Id, Remarks: values.Remarks }), {
    onSuccess: () => {
      void message.success(label('anomalies.done'));
      onClose();
    },
  });
  return (
    <FormDialog
      form={form}
      name="resolveAnomaly"
      title={label('anomalies.resolveTitle', { number: anomaly.CourierNumber })}
      onClose={onClose}
      onFinish={(values) => resolve.mutate(values)}
      pending={resolve.isPending}
      okText={t('app.confirm')}
    >
      <FormItem name="Remarks" label={label('remarks')} rules={[{ max: api.PACKAGE_REMARKS_MAX }]}>
        <Input.TextArea rows={3} autoFocus />
      </FormItem>
    </FormDialog>
  );
}
