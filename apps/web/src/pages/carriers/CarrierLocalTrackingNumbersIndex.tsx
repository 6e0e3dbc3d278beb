import { carrier as carrierApi, carrierLocalTrackingNumber as api, DATE_TIME_FORMAT_DAYJS, EXCEL_MAX_SIZE_BYTES, EXCEL_MAX_SIZE_MB } from '@lbo/contracts';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Tag, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi, type RowOf } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { requiredRule } from '../../lib/formRules.ts';
import { refusedLines, splitNumbers, useCarrierOptions } from './carrierParts.ts';
import './texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type Row = RowOf<typeof api.getCarrierLocalTrackingNumbers>;

const time = (value: string) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '');

/** Logistics → carrier local tracking numbers: each carrier's pool, imported in bulk, voided and given to orders. */
export default function CarrierLocalTrackingNumbersIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [params, setParams] = useSearchParams();
  const carrierId = Number(params.get('CarrierId')) || undefined;
  const setCarrierId = (id: number | undefined) => setParams(id === undefined ? {} : { CarrierId: String(id) });
  const carriers = useCarrierOptions(siteId);
  const [importing, setImporting] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  // The carriers page (kept open in its tag) counts the free numbers: it reloads too.
  const refresh = () => Promise.all([api.getCarrierLocalTrackingNumbers, carrierApi.getCarriers].map((call) => queryClient.invalidateQueries({ queryKey: dataTableKey(call) })));
  const setVoided = async (ids: number[], voided: boolean) => {
    const result = await callApi(voided ? api.voidCarrierLocalTrackingNumbers : api.unvoidCarrierLocalTrackingNumbers, { Ids: ids });
    void message.success(t('carriers.pool.changed', { count: result.Count }));
    void queryClient.invalidateQueries({ queryKey: dataTableKey(carrierApi.getCarriers) });
  };

  return (
    <Card>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        {isPlatform && <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('carriers.allSites')} allowClear />}
        <Select
          data-testid="carrier-choice"
          style={{ minWidth: 260 }}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('carriers.pool.chooseCarrier')}
          value={carrierId}
          onChange={(id?: number) => setCarrierId(id)}
          options={carriers}
        />
      </Flex>
      <DataTable
        call={api.getCarrierLocalTrackingNumbers}
        params={{ SiteId: siteId, CarrierId: carrierId }}
        rowKey="Id"
        selection="multiple"
        storageKey="carrierLocalTrackingNumbers"
        fields={[
          { kind: 'text', name: 'Number', label: t('carriers.pool.number') },
          { kind: 'select', name: 'WhetherToUse', label: t('carriers.pool.whetherToUse'), options: [{ value: true, label: t('carriers.pool.used') }, { value: false, label: t('carriers.pool.unused') }] },
          { kind: 'select', name: 'IsVoided', label: t('carriers.pool.isVoided'), options: [{ value: true, label: t('carriers.pool.voided') }, { value: false, label: t('carriers.pool.notVoided') }] },
        ]}
        toolbar={[
          { key: 'import', label: t('carriers.pool.import'), primary: true, permission: 'CarrierLocalTrackingNumbers.Import', onClick: () => setImporting(true) },
          {
            key: 'void',
            label: t('carriers.pool.void'),
            danger: true,
            mustSelect: true,
            permission: 'CarrierLocalTrackingNumbers.Void',
            confirm: t('carriers.pool.voidConfirm'),
            onClick: (rows: Row[]) => setVoided(rows.map((r) => r.Id), true),
          },
          {
            key: 'unvoid',
            label: t('carriers.pool.unvoid'),
            mustSelect: true,
            permission: 'CarrierLocalTrackingNumbers.Unvoid',
            confirm: t('carriers.pool.unvoidConfirm'),
            onClick: (rows: Row[]) => setVoided(rows.map((r) => r.Id), false),
          },
        ]}
        actions={[
          { key: 'detail', label: t('carriers.detail'), permission: 'CarrierLocalTrackingNumbers.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          {
            key: 'void',
            label: t('carriers.pool.void'),
            danger: true,
            permission: 'CarrierLocalTrackingNumbers.Void',
            hidden: (row: Row) => row.IsVoided,
            confirm: t('carriers.pool.voidOne'),
            onClick: (row: Row) => setVoided([row.Id], true),
          },
          {
            key: 'unvoid',
            label: t('carriers.pool.unvoid'),
            permission: 'CarrierLocalTrackingNumbers.Unvoid',
            hidden: (row: Row) => !row.IsVoided,
            confirm: t('carriers.pool.unvoidOne'),
            onClick: (row: Row) => setVoided([row.Id], false),
          },
        ]}
        columns={[
          { dataIndex: 'Number', title: t('carriers.pool.number'), width: 190, render: (number: string, row) => <a onClick={() => setDetailId(row.Id)}>{number}</a> },
          { dataIndex: 'CarrierName', title: t('carriers.pool.carrier'), width: 170, ellipsis: true },
          { dataIndex: 'WhetherToUse', title: t('carriers.pool.whetherToUse'), width: 90, render: (used: boolean) => (used ? <Tag color="blue">{t('carriers.pool.used')}</Tag> : <Tag color="green">{t('carriers.pool.unused')}</Tag>) },
          { dataIndex: 'IsVoided', title: t('carriers.pool.isVoided'), width: 90, render: (voided: boolean) => (voided ? <Tag color="red">{t('carriers.pool.voided')}</Tag> : '-') },
          { dataIndex: 'UsedBy', title: t('carriers.pool.usedBy'), width: 150 },
          { dataIndex: 'UsedTime', title: t('carriers.pool.usedTime'), width: 170, render: time },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('carriers.site'), width: 160 }] : []),
          { dataIndex: 'CreationTime', title: t('carriers.pool.importedAt'), width: 170, render: time },
        ]}
      />
      {importing && (
        <ImportModal
          siteId={siteId}
          carrierId={carrierId}
          onClose={() => setImporting(false)}
          onImported={(count, importedTo) => {
            setImporting(false);
            void message.success(t('carriers.pool.imported', { count }));
            setCarrierId(importedTo);
            void refresh();
          }}
        />
      )}
      <NumberDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

interface ImportValues {
  CarrierId: number;
  Text: string;
}

function ImportModal(props: { siteId: number | undefined; carrierId: number | undefined; onClose: () => void; onImported: (count: number, carrierId: number) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ImportValues>();
  // The server's refusal of the last try, kept beside the numbers until the next one.
  const [refusal, setRefusal] = useState<{ message: string; lines: { line: number; number: string }[] } | null>(null);
  const carriers = useCarrierOptions(props.siteId, true);
  const text = Form.useWatch('Text', form) ?? '';
  const count = splitNumbers(text).length;

  const save = useCallMutation(
    (values: ImportValues) => {
      setRefusal(null);
      return callApi(api.importCarrierLocalTrackingNumbers, { CarrierId: values.CarrierId, Numbers: splitNumbers(values.Text) }, { silent: true });
    },
    {
      onSuccess: (result, values) => props.onImported(result.Count, values.CarrierId),
      onError: (error, values) => {
        const text = error instanceof Error ? error.message : t('app.error');
        setRefusal({ message: text, lines: refusedLines(values.Text, text) });
      },
    },
  );
  const readFile = async (file: File) => {
    if (file.size > EXCEL_MAX_SIZE_BYTES) {
      void message.error(t('carriers.pool.fileTooLarge', { max: EXCEL_MAX_SIZE_MB }));
      return;
    }
    const current = (form.getFieldValue('Text') as string | undefined) ?? '';
    form.setFieldValue('Text', [current.trim(), (await file.text()).trim()].filter(Boolean).join('\n'));
    await form.validateFields(['Text']).catch(() => undefined);
  };

  return (
    <FormDialog<ImportValues>
      form={form}
      name="importNumbers"
      width={640}
      title={t('carriers.pool.importTitle')}
      onClose={props.onClose}
      changed={text !== ''}
      onFinish={(v) => save.mutate(v)}
      pending={save.isPending}
      okText={t('carriers.pool.import')}
      formProps={{ initialValues: { CarrierId: props.carrierId } }}
    >
      <FormItem name="CarrierId" label={t('carriers.pool.carrier')} rules={[requiredRule()]} extra={carriers.length === 0 ? t('carriers.pool.carrierRequired') : undefined}>
        <Select data-testid="import-carrier" options={carriers} placeholder={t('carriers.pool.chooseCarrier')} showSearch={{ optionFilterProp: 'label' }} />
      </FormItem>
      <FormItem
        name="Text"
        label={t('carriers.pool.numbersLabel')}
        rules={[requiredRule()]}
        extra={
          <Flex justify="space-between" gap={12}>
            <span>{t('carriers.pool.numbersHelp')}</span>
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid="import-count">
              {t('carriers.pool.parsed', { count })}
            </Typography.Text>
          </Flex>
        }
      >
        <Input.TextArea rows={12} spellCheck={false} style={{ fontFamily: 'monospace' }} data-testid="import-numbers" status={refusal ? 'error' : undefined} />
      </FormItem>
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="import-refusal"
          title={refusal.message}
          description={
            refusal.lines.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 160, overflowY: 'auto', fontFamily: 'monospace' }}>
                {refusal.lines.map(({ line, number }) => (
                  <li key={`${line}-${number}`}>{t('carriers.pool.refusedLine', { line, number })}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      <Upload
        accept=".txt,.csv,text/plain,text/csv"
        showUploadList={false}
        beforeUpload={(file) => {
          void readFile(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('carriers.pool.fromFile')}</Button>
      </Upload>
    </FormDialog>
  );
}

function NumberDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [api.getCarrierLocalTrackingNumberById.path, props.id],
    queryFn: () => callApi(api.getCarrierLocalTrackingNumberById, { Id: props.id! }),
    enabled: props.id !== null,
  });
  const record = detail.data;
  if (!record) return null;
  return (
    <DetailDrawer
      open={props.id !== null}
      onClose={props.onClose}
      title={t('carriers.pool.detailTitle', { number: record.Number })}
      record={record}
      history={record.Audits}
      groups={[
        {
          key: 'basics',
          title: t('carriers.basics'),
          fields: [
            { key: 'Number', label: t('carriers.pool.number') },
            { key: 'CarrierName', label: t('carriers.pool.carrier') },
            { key: 'WhetherToUse', label: t('carriers.pool.whetherToUse'), value: { type: 'custom', render: (_, r) => t(r.WhetherToUse ? 'carriers.pool.used' : 'carriers.pool.unused') } },
            { key: 'IsVoided', label: t('carriers.pool.isVoided'), value: { type: 'custom', render: (_, r) => t(r.IsVoided ? 'carriers.pool.voided' : 'carriers.pool.notVoided') } },
            { key: 'UsedBy', label: t('carriers.pool.usedBy') },
            { key: 'UsedTime', label: t('carriers.pool.usedTime'), value: { type: 'date' } },
            { key: 'SiteName', label: t('carriers.site') },
            { key: 'CreationTime', label: t('carriers.pool.importedAt'), value: { type: 'date' } },
          ],
        },
      ]}
    />
  );
}
