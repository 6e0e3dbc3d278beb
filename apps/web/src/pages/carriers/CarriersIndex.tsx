import { carrier as api, templates as templateApi, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Form, Input, Modal, Select, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi, type RowOf } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { SimpleForm } from '../../components/form/SimpleForm.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { trackingNumbersPath, useInterfaceNames } from './carrierParts.ts';
import './texts.ts';

type Row = RowOf<typeof api.getCarriers>;
type Values = Omit<RequestOf<typeof api.addCarrier>, 'SiteId'>;
/** Which form is open: a new carrier or an existing one. */
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** "0" is no limit. */
const limitText = (value: string, noLimit: string) => (value === '0' ? noLimit : value);

/** Logistics → carriers: the couriers and lines the site ships with. */
export default function CarriersIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const interfaces = useInterfaceNames();
  // The dropdowns of carriers (the tracking numbers page, kept open in its tag) follow the change too.
  const refresh = () => Promise.all([dataTableKey(api.getCarriers), [api.getSelectCarriers.path]].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const startCreate = () => {
    if (isPlatform && siteId === undefined) void message.warning(t('carriers.chooseSiteFirst'));
    else setEditing({ mode: 'create' });
  };

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('carriers.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getCarriers}
        params={{ SiteId: siteId }}
        rowKey="Id"
        storageKey="carriers"
        fields={[
          { kind: 'text', name: 'Name', label: t('carriers.name') },
          { kind: 'select', name: 'Interface', label: t('carriers.interface'), options: interfaces.options },
          { kind: 'select', name: 'IsEnabled', label: t('carriers.status'), options: [{ value: true, label: t('carriers.enabled') }, { value: false, label: t('carriers.disabled') }] },
        ]}
        toolbar={[{ key: 'add', label: t('carriers.add'), primary: true, permission: 'Carriers.Add', onClick: startCreate }]}
        actions={[
          { key: 'detail', label: t('carriers.detail'), permission: 'Carriers.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('carriers.edit'), permission: 'Carriers.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'numbers',
            label: t('carriers.trackingNumbers'),
            permission: 'Carriers.TrackingNumbers',
            hidden: (row: Row) => !row.IsLocalNumbering,
            onClick: (row: Row) => void navigate(trackingNumbersPath(row.Id)),
          },
          {
            key: 'delete',
            label: t('carriers.delete'),
            danger: true,
            permission: 'Carriers.Delete',
            confirm: t('carriers.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteCarrier, { Id: row.Id });
              void message.success(t('carriers.deleted'));
              void refresh();
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('carriers.name'), width: 190, render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'Interface', title: t('carriers.interface'), width: 120, render: (value: number) => interfaces.nameOf(value) },
          {
            dataIndex: 'AvailableNumberCount',
            title: t('carriers.availableNumbers'),
            width: 100,
            align: 'right',
            render: (count: number, row) => (row.IsLocalNumbering ? <Typography.Text type={count === 0 ? 'danger' : undefined}>{count}</Typography.Text> : '-'),
          },
          {
            key: 'size',
            title: t('carriers.maxSize'),
            width: 140,
            render: (_, row) => (row.MaxLength === '0' && row.MaxWidth === '0' && row.MaxHeight === '0' ? t('carriers.noLimit') : `${row.MaxLength} × ${row.MaxWidth} × ${row.MaxHeight}`),
          },
          { dataIndex: 'MaxWeight', title: t('carriers.maxWeight'), width: 110, align: 'right', render: (value: string) => limitText(value, t('carriers.noLimit')) },
          { dataIndex: 'IsCashOnDelivery', title: t('carriers.cashOnDelivery'), width: 100, render: (on: boolean) => (on ? <Tag color="blue">{t('carriers.yes')}</Tag> : t('carriers.no')) },
          { dataIndex: 'MinimumConsumption', title: t('carriers.minimumConsumption'), width: 120, align: 'right' },
          { dataIndex: 'Alias', title: t('carriers.alias'), width: 130, ellipsis: true },
          { dataIndex: 'IsEnabled', title: t('carriers.status'), width: 90, render: (on: boolean) => (on ? <Tag color="green">{t('carriers.enabled')}</Tag> : <Tag>{t('carriers.disabled')}</Tag>) },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('carriers.site'), width: 160 }] : []),
        ]}
      />
      {editing && (
        <CarrierFormModal
          editing={editing}
          siteId={siteId}
          interfaceOptions={interfaces.options}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('carriers.saved'));
            void refresh();
          }}
        />
      )}
      <CarrierDetailDrawer id={detailId} interfaceName={interfaces.nameOf} onClose={() => setDetailId(null)} />
    </Card>
  );
}

/** The site's enabled face-sheet templates a carrier may print with. */
function useFaceSheetTemplates(siteId: number | undefined) {
  const list = useQuery({
    queryKey: [templateApi.getTemplates.path, 'faceSheets', siteId],
    queryFn: () => callApi(templateApi.getTemplates, { TemplateType: templateApi.TemplateType.FaceSheet, IsEnabled: true, rows: 100, SiteId: siteId }, { silent: true }),
  });
  return (list.data?.Data ?? []).map((r) => ({ value: r.Id, label: r.Name }));
}

function CarrierFormModal(props: { editing: NonNullable<Editing>; siteId: number | undefined; interfaceOptions: { value: number; label: string }[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [api.getEditCarrier.path, editId], queryFn: () => callApi(api.getEditCarrier, { Id: editId! }), enabled: editId !== null });
  const templateOptions = useFaceSheetTemplates(editId === null ? props.siteId : info.data?.SiteId);
  const ready = editId === null || info.data;
  const initialValues: Partial<Values> =
    editId === null
      ? { Interface: api.CarrierInterface.Manual, AgentCodes: [], MaxLength: '0', MaxWidth: '0', MaxHeight: '0', MaxWeight: '0', MinimumConsumption: '0', IsEnabled: true }
      : { ...info.data, Interface: info.data?.Interface as api.CarrierInterface | undefined };

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const body = { ...values, TemplateId: values.TemplateId ?? null };
      if (editId === null) await callApi(api.addCarrier, { ...body, SiteId: props.siteId });
      else await callApi(api.editCarrier, { ...body, Id: editId });
      props.onSaved();
    } catch {
      // The request layer has shown the server's message (naming the field and the rule).
    } finally {
      setSaving(false);
    }
  };

  const decimal = (maxDecimal: number) => [rules.required(), rules.decimal({ maxDecimal })];
  return (
    <Modal
      open
      width={880}
      title={t(editId === null ? 'carriers.createTitle' : 'carriers.editTitle')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      loading={!ready}
      okText={t('app.save')}
      destroyOnHidden
    >
      {ready && (
        <SimpleForm<Values>
          form={form}
          name="carrier"
          widthSize={3}
          initialValues={initialValues}
          onFinish={(v) => void save(v)}
          fields={[
            { name: 'Name', label: t('carriers.name'), rules: [rules.required(), { max: api.CARRIER_NAME_MAX }] },
            { name: 'Interface', label: t('carriers.interface'), input: 'select', options: props.interfaceOptions, rules: [rules.required()] },
            { name: 'Alias', label: t('carriers.alias'), rules: [{ max: api.CARRIER_ALIAS_MAX }] },
            {
              name: 'AgentCodes',
              label: t('carriers.agentCodes'),
              input: <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} maxCount={api.CARRIER_AGENT_CODES_MAX} placeholder={t('carriers.agentCodesHelp')} />,
              span: 3,
            },
            { name: 'MaxLength', label: t('carriers.maxLength'), input: <Input inputMode="decimal" />, rules: decimal(2) },
            { name: 'MaxWidth', label: t('carriers.maxWidth'), input: <Input inputMode="decimal" />, rules: decimal(2) },
            { name: 'MaxHeight', label: t('carriers.maxHeight'), input: <Input inputMode="decimal" />, rules: decimal(2) },
            { name: 'MaxWeight', label: t('carriers.maxWeight'), input: <Input inputMode="decimal" />, rules: decimal(3) },
            { name: 'MinimumConsumption', label: t('carriers.minimumConsumption'), input: <Input inputMode="decimal" />, rules: decimal(2) },
            { name: 'TemplateId', label: t('carriers.template'), input: <Select allowClear options={templateOptions} placeholder={t('carriers.noTemplate')} /> },
            { name: 'IsCashOnDelivery', label: t('carriers.cashOnDelivery'), input: <Switch /> },
            { name: 'IsLocalNumbering', label: t('carriers.localNumbering'), input: <Switch /> },
            { name: 'IsSinglePackageBilling', label: t('carriers.singlePackageBilling'), input: <Switch /> },
            { name: 'IsEnabled', label: t('carriers.enabled'), input: <Switch /> },
          ]}
          footer={
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t('carriers.limitsHelp')} {t('carriers.aliasHelp')}
            </Typography.Paragraph>
          }
        />
      )}
    </Modal>
  );
}

function CarrierDetailDrawer(props: { id: number | null; interfaceName: (value: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getCarrierById.path, props.id], queryFn: () => callApi(api.getCarrierById, { Id: props.id! }), enabled: props.id !== null });
  const record = detail.data;
  if (!record) return null;
  const yesNo = (on: boolean) => t(on ? 'carriers.yes' : 'carriers.no');
  const limit = (value: unknown) => limitText(String(value), t('carriers.noLimit'));
  return (
    <DetailDrawer
      open={props.id !== null}
      onClose={props.onClose}
      title={record.Name}
      record={record}
      history={record.Audits}
      groups={[
        {
          key: 'basics',
          title: t('carriers.basics'),
          fields: [
            { key: 'Name', label: t('carriers.name') },
            { key: 'Alias', label: t('carriers.alias') },
            { key: 'Interface', label: t('carriers.interface'), value: { type: 'custom', render: (_, r) => props.interfaceName(r.Interface) } },
            { key: 'AgentCodes', label: t('carriers.agentCodes'), value: { type: 'tag' } },
            { key: 'IsEnabled', label: t('carriers.status'), value: { type: 'custom', render: (_, r) => t(r.IsEnabled ? 'carriers.enabled' : 'carriers.disabled') } },
            { key: 'SiteName', label: t('carriers.site') },
            { key: 'CreationTime', label: t('carriers.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('carriers.updatedAt'), value: { type: 'date' } },
          ],
        },
        {
          key: 'limits',
          title: t('carriers.limits'),
          fields: [
            { key: 'MaxLength', label: t('carriers.maxLength'), value: { type: 'custom', render: limit } },
            { key: 'MaxWidth', label: t('carriers.maxWidth'), value: { type: 'custom', render: limit } },
            { key: 'MaxHeight', label: t('carriers.maxHeight'), value: { type: 'custom', render: limit } },
            { key: 'MaxWeight', label: t('carriers.maxWeight'), value: { type: 'custom', render: limit } },
          ],
        },
        {
          key: 'billing',
          title: t('carriers.billing'),
          fields: [
            { key: 'IsCashOnDelivery', label: t('carriers.cashOnDelivery'), value: { type: 'custom', render: (_, r) => yesNo(r.IsCashOnDelivery) } },
            { key: 'IsSinglePackageBilling', label: t('carriers.singlePackageBilling'), value: { type: 'custom', render: (_, r) => yesNo(r.IsSinglePackageBilling) } },
            { key: 'MinimumConsumption', label: t('carriers.minimumConsumption'), value: { type: 'decimal' } },
            { key: 'TemplateName', label: t('carriers.template') },
          ],
        },
        {
          key: 'numbers',
          title: t('carriers.numbers'),
          fields: [
            { key: 'IsLocalNumbering', label: t('carriers.localNumbering'), value: { type: 'custom', render: (_, r) => yesNo(r.IsLocalNumbering) } },
            { key: 'NumberCount', label: t('carriers.numberCount') },
            { key: 'AvailableNumberCount', label: t('carriers.availableNumbers') },
            { key: 'UsedNumberCount', label: t('carriers.usedNumbers') },
            { key: 'VoidedNumberCount', label: t('carriers.voidedNumbers') },
          ],
        },
      ]}
    />
  );
}
