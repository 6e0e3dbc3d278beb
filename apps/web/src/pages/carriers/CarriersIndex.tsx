import { carrier as api, templates as templateApi } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Input, Select, Switch, Tag, Typography, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/client.ts';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import { trackingNumbersPath, useInterfaceNames } from './carrierParts.ts';
import './texts.ts';
import { choosesValue } from '../../components/form/placeholders.ts';

/** "0" is no limit. */
const limitText = (value: string, noLimit: string) => (value === '0' ? noLimit : value);

/** Logistics → carriers: the couriers and lines the site ships with. */
export default function CarriersIndex() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const interfaces = useInterfaceNames();
  const yesNo = (on: boolean) => t(on ? 'carriers.yes' : 'carriers.no');
  const limit = (value: unknown) => limitText(String(value), t('carriers.noLimit'));
  const decimal = (maxDecimal: number) => [rules.required(), rules.decimal({ maxDecimal })];
  return (
    <SiteListPage
      calls={{ list: api.getCarriers, add: api.addCarrier, getEdit: api.getEditCarrier, edit: api.editCarrier, remove: api.deleteCarrier, detail: api.getCarrierById }}
      permission="Carriers"
      texts={{ createTitle: t('carriers.createTitle'), editTitle: t('carriers.editTitle'), deleteConfirm: t('carriers.deleteConfirm') }}
      name={{ title: t('carriers.name'), width: 190 }}
      storageKey="carriers"
      // The dropdowns of carriers (the tracking numbers page, kept open in its tag) follow the change too.
      readBy={[[api.getSelectCarriers.path]]}
      queryFields={(q) => [
        { kind: 'text', name: 'Name', label: t('carriers.name') },
        { kind: 'select', name: 'Interface', label: t('carriers.interface'), options: interfaces.options },
        q.status(),
      ]}
      columns={(c) => [
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
        c.status,
        c.site,
      ]}
      actions={(standard) => [
        standard.detail,
        standard.edit,
        {
          key: 'numbers',
          label: t('carriers.trackingNumbers'),
          permission: 'Carriers.TrackingNumbers',
          hidden: (row) => !row.IsLocalNumbering,
          onClick: (row) => void navigate(trackingNumbersPath(row.Id)),
        },
        standard.delete,
      ]}
      form={{
        name: 'carrier',
        width: 880,
        widthSize: 3,
        defaults: { Interface: api.CarrierInterface.Manual, AgentCodes: [], MaxLength: '0', MaxWidth: '0', MaxHeight: '0', MaxWeight: '0', MinimumConsumption: '0', IsEnabled: true },
        fields: (f, context) => [
          { name: 'Name', label: t('carriers.name'), rules: [rules.required(), { max: api.CARRIER_NAME_MAX }] },
          { name: 'Interface', label: t('carriers.interface'), input: 'select', options: interfaces.options, rules: [rules.required()] },
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
          { name: 'TemplateId', label: t('carriers.template'), input: <FaceSheetTemplateSelect siteId={context.siteId} allowClear placeholder={t('carriers.noTemplate')} /> },
          { name: 'IsCashOnDelivery', label: t('carriers.cashOnDelivery'), input: <Switch /> },
          { name: 'IsLocalNumbering', label: t('carriers.localNumbering'), input: <Switch /> },
          { name: 'IsSinglePackageBilling', label: t('carriers.singlePackageBilling'), input: <Switch /> },
          f.enabled(),
        ],
        footer: (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('carriers.limitsHelp')} {t('carriers.aliasHelp')}
          </Typography.Paragraph>
        ),
      }}
      detail={{
        fields: (d) => [
          { key: 'Alias', label: t('carriers.alias') },
          { key: 'Interface', label: t('carriers.interface'), value: { type: 'custom', render: (_, r) => interfaces.nameOf(r.Interface) } },
          { key: 'AgentCodes', label: t('carriers.agentCodes'), value: { type: 'tag' } },
          d.status,
          d.site,
          d.createdAt,
          d.updatedAt,
        ],
        groups: [
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
        ],
      }}
    />
  );
}

/** The site's enabled face-sheet templates a carrier may print with. */
function FaceSheetTemplateSelect({ siteId, ...select }: { siteId: number | undefined } & SelectProps<number>) {
  const list = useQuery({
    queryKey: [templateApi.getTemplates.path, 'faceSheets', siteId],
    queryFn: () => callApi(templateApi.getTemplates, { TemplateType: templateApi.TemplateType.FaceSheet, IsEnabled: true, rows: 100, SiteId: siteId }, { silent: true }),
  });
  return <Select {...select} options={(list.data?.Data ?? []).map((r) => ({ value: r.Id, label: r.Name }))} />;
}

choosesValue(FaceSheetTemplateSelect);
