import { carrier as api, templates as templateApi } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Tag, Typography, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/client.ts';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
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
  const yesNo = { value: { type: 'custom' as const, render: (on: unknown) => t(on === true ? 'carriers.yes' : 'carriers.no') } };
  const limit = { value: { type: 'custom' as const, render: (value: unknown) => limitText(String(value), t('carriers.noLimit')) } };
  // Sizes and weights start at 0 (no limit) and stay filled in, though the contract would take them absent.
  const dimension = { column: false, form: { required: true }, detail: { ...limit, group: 'limits' } } as const;
  return (
    <SiteListPage
      calls={api.carrierCalls}
      permission="Carriers"
      texts={{ createTitle: t('carriers.createTitle'), editTitle: t('carriers.editTitle'), deleteConfirm: t('carriers.deleteConfirm') }}
      labels="carriers"
      storageKey="carriers"
      // The dropdowns of carriers (the tracking numbers page, kept open in its tag) follow the change too.
      readBy={[[api.getSelectCarriers.path]]}
      fields={(shared, context) => ({
        Name: { column: { width: 190 }, query: true },
        Interface: {
          column: { width: 120, render: (value: number) => interfaces.nameOf(value) },
          query: { kind: 'select', options: interfaces.options },
          form: { input: 'select', options: interfaces.options },
          detail: { value: { type: 'custom', render: (_, r) => interfaces.nameOf(r.Interface) } },
        },
        Alias: { column: { width: 130, ellipsis: true } },
        AgentCodes: {
          column: false,
          form: { input: <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} maxCount={api.CARRIER_AGENT_CODES_MAX} placeholder={t('carriers.agentCodesHelp')} />, span: 3 },
          detail: { value: { type: 'tag' } },
        },
        MaxLength: {
          ...dimension,
          // One column shows the three dimensions.
          column: {
            key: 'size',
            label: 'carriers.maxSize',
            width: 140,
            render: (_, row) => (row.MaxLength === '0' && row.MaxWidth === '0' && row.MaxHeight === '0' ? t('carriers.noLimit') : `${row.MaxLength} × ${row.MaxWidth} × ${row.MaxHeight}`),
          },
        },
        MaxWidth: dimension,
        MaxHeight: dimension,
        MaxWeight: { ...dimension, column: { width: 110, align: 'right', render: (value: string) => limitText(value, t('carriers.noLimit')) } },
        MinimumConsumption: { column: { width: 120, align: 'right' }, form: { required: true }, detail: { value: { type: 'decimal' }, group: 'billing' } },
        TemplateId: { label: 'carriers.template', column: false, form: { input: <FaceSheetTemplateSelect siteId={context.siteId} allowClear placeholder={t('carriers.noTemplate')} /> }, detail: false },
        TemplateName: { label: 'carriers.template', column: false, detail: { group: 'billing' } },
        IsCashOnDelivery: { column: { width: 100, render: (on: boolean) => (on ? <Tag color="blue">{t('carriers.yes')}</Tag> : t('carriers.no')) }, detail: { ...yesNo, group: 'billing' } },
        IsLocalNumbering: { column: false, detail: { ...yesNo, group: 'numbers' } },
        IsSinglePackageBilling: { column: false, detail: { ...yesNo, group: 'billing' } },
        IsEnabled: shared.status,
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: { ...shared.updatedAt, column: false },
        NumberCount: { detail: { group: 'numbers' } },
        AvailableNumberCount: {
          label: 'carriers.availableNumbers',
          column: { width: 100, align: 'right', render: (count: number, row) => (row.IsLocalNumbering ? <Typography.Text type={count === 0 ? 'danger' : undefined}>{count}</Typography.Text> : '-') },
          detail: { group: 'numbers' },
        },
        UsedNumberCount: { label: 'carriers.usedNumbers', detail: { group: 'numbers' } },
        VoidedNumberCount: { label: 'carriers.voidedNumbers', detail: { group: 'numbers' } },
      })}
      order={{ columns: ['Interface', 'AvailableNumberCount', 'MaxLength', 'MaxWeight', 'IsCashOnDelivery', 'MinimumConsumption'], detail: ['Alias', 'IsCashOnDelivery', 'IsSinglePackageBilling'] }}
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
        defaults: { Interface: api.CarrierInterface.Manual },
        footer: (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('carriers.limitsHelp')} {t('carriers.aliasHelp')}
          </Typography.Paragraph>
        ),
      }}
      detail={{
        groups: [
          { key: 'limits', title: t('carriers.limits') },
          { key: 'billing', title: t('carriers.billing') },
          { key: 'numbers', title: t('carriers.numbers') },
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
