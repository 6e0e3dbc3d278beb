import { logisticsValueAddedServicesQuotationGrouping as groupApi, valueAddedServiceQuotation as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ScopeTags, scopeFormFields } from '../../components/quotations/QuotationControls.tsx';
import { ValueAddedServiceChoice } from '../../components/quotations/ValueAddedServiceChoice.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';
import { choosesValue } from '../../components/form/placeholders.ts';

const METHODS = Object.values(api.CalculationMethod);
const groupsQueryKey = [groupApi.getSelectTableQuotationGroupings.path, 'all'];

function useGroups(siteId?: number) {
  const call = groupApi.getSelectTableQuotationGroupings;
  return useQuery({ queryKey: [...groupsQueryKey, siteId ?? null], queryFn: () => callApi(call, { rows: 100, ...(siteId ? { SiteId: siteId } : {}) }, { silent: true }) });
}

/** A value-added service group of the site. */
function GroupSelect({ siteId, ...rest }: { siteId?: number; id?: string; value?: number; onChange?: (id: number) => void; placeholder?: string }) {
  const list = useGroups(siteId);
  return <Select {...rest} loading={list.isLoading} showSearch optionFilterProp="label" options={(list.data?.Data ?? []).map((g) => ({ value: g.Id, label: g.Name }))} />;
}

/** What an order will offer, for staff to check their services (the order forms use the same control). */
function OrderPreview() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <Card type="inner" title={t('valueAddedServices.preview')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('valueAddedServices.previewHelp')}</Typography.Paragraph>
      <ValueAddedServiceChoice value={chosen} onChange={setChosen} />
    </Card>
  );
}

/** Quotations → value-added services: photos, reinforcement, repacking… priced per order, piece or kg. */
export default function ValueAddedServicesIndex() {
  const { t } = useTranslation();
  const groups = useGroups();
  const method = (m: number) => t(`valueAddedServices.methods.${m}`);
  return (
    <SiteListPage
      calls={{ list: api.getServices, add: api.addService, getEdit: api.getEditService, edit: api.editService, remove: api.deleteService, detail: api.getServiceById }}
      permission="ValueAddedServices"
      texts={{ createTitle: t('valueAddedServices.createService'), editTitle: t('valueAddedServices.editService'), deleteConfirm: t('valueAddedServices.deleteServiceConfirm') }}
      name={{ title: t('valueAddedServices.name'), width: 200 }}
      queryFields={(shared) => [
        { kind: 'text', name: 'Name', label: t('valueAddedServices.name') },
        { kind: 'select', name: 'GroupId', label: t('valueAddedServices.group'), options: (groups.data?.Data ?? []).map((g) => ({ value: g.Id, label: g.Name })) },
        shared.status(),
      ]}
      columns={(shared) => [
        { dataIndex: 'GroupName', title: t('valueAddedServices.group'), width: 160 },
        { dataIndex: 'Price', title: t('valueAddedServices.price'), width: 100, align: 'right' },
        { dataIndex: 'CurrencyCode', title: t('quotations.currency'), width: 80 },
        { dataIndex: 'CalculationMethod', title: t('valueAddedServices.calculationMethod'), width: 100, render: method },
        { dataIndex: 'Warehouses', title: t('quotations.warehouses'), width: 180, render: (names: string[]) => <ScopeTags names={names} all={t('quotations.allWarehouses')} /> },
        shared.status,
        shared.displayOrder,
        { dataIndex: 'Explain', title: t('valueAddedServices.explain'), width: 220, ellipsis: true },
        shared.site,
        shared.remarks,
      ]}
      readBy={[[api.getAvailableServices.path]]}
      form={{
        name: 'valueAddedService',
        widthSize: 2,
        width: 720,
        defaults: { IsEnabled: true, DisplayOrder: 0, CalculationMethod: api.CalculationMethod.PerOrder, SiteJoinWarehouseIds: [] },
        fields: (shared, { siteId }) => [
          { name: 'Name', label: t('valueAddedServices.name'), rules: [rules.required(), { max: api.SERVICE_NAME_MAX }] },
          { name: 'GroupId', label: t('valueAddedServices.group'), input: <GroupSelect siteId={siteId} />, rules: [rules.required()] },
          { name: 'Price', label: t('valueAddedServices.price'), rules: [rules.required(), rules.decimal({ maxDecimal: 2 })] },
          { name: 'CalculationMethod', label: t('valueAddedServices.calculationMethod'), input: 'select', options: METHODS.map((m) => ({ value: m, label: method(m) })), rules: [rules.required()] },
          ...scopeFormFields(t, siteId, false),
          shared.displayOrder(9999),
          shared.enabled(),
          { name: 'Explain', label: t('valueAddedServices.explain'), input: 'textarea', rules: [{ max: api.SERVICE_TEXT_MAX }], span: 2 },
          shared.remarks(api.SERVICE_TEXT_MAX, 2),
        ],
      }}
      detail={{
        fields: (shared) => [
          { key: 'GroupName', label: t('valueAddedServices.group') },
          { key: 'Price', label: t('valueAddedServices.price'), value: { type: 'custom', render: (_, r) => `${r.Price} ${r.CurrencyCode}` } },
          { key: 'CalculationMethod', label: t('valueAddedServices.calculationMethod'), value: { type: 'custom', render: (_, r) => method(r.CalculationMethod) } },
          { key: 'Warehouses', label: t('quotations.warehouses'), value: { type: 'custom', render: (_, r) => <ScopeTags names={r.Warehouses} all={t('quotations.allWarehouses')} /> } },
          shared.status,
          shared.displayOrder,
          { key: 'Explain', label: t('valueAddedServices.explain') },
          shared.site,
          shared.createdAt,
          shared.updatedAt,
          shared.remarks(),
        ],
      }}
    >
      <OrderPreview />
    </SiteListPage>
  );
}

choosesValue(GroupSelect);
