import { logisticsValueAddedServicesQuotationGrouping as groupApi, valueAddedServiceQuotation as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { scopeFields } from '../../components/quotations/QuotationControls.tsx';
import { ValueAddedServiceChoice } from '../../components/quotations/ValueAddedServiceChoice.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { placeholder } from '../../lib/formRules.ts';
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
      calls={api.serviceCalls}
      permission="ValueAddedServices"
      texts={{ createTitle: t('valueAddedServices.createService'), editTitle: t('valueAddedServices.editService'), deleteConfirm: t('valueAddedServices.deleteServiceConfirm') }}
      labels="valueAddedServices"
      fields={(shared, { siteId }) => {
        const scope = scopeFields(t, siteId);
        const groupOptions = (groups.data?.Data ?? []).map((g) => ({ value: g.Id, label: g.Name }));
        return {
          Name: { column: { width: 200 }, query: true },
          GroupId: {
            label: 'valueAddedServices.group',
            column: false,
            query: { kind: 'select', options: groupOptions },
            form: { input: <GroupSelect siteId={siteId} placeholder={placeholder.select(t('valueAddedServices.group'))} /> },
            detail: false,
          },
          GroupName: { label: 'valueAddedServices.group', column: { width: 160 } },
          Price: { column: { width: 100, align: 'right' }, detail: { value: { type: 'custom', render: (_, r) => `${r.Price} ${r.CurrencyCode}` } } },
          CurrencyCode: { ...scope.CurrencyCode, detail: false },
          CalculationMethod: {
            column: { width: 100, render: method },
            form: { input: 'select', options: METHODS.map((m) => ({ value: m, label: method(m) })) },
            detail: { value: { type: 'custom', render: (_, r) => method(r.CalculationMethod) } },
          },
          SiteJoinWarehouseIds: scope.SiteJoinWarehouseIds,
          Warehouses: scope.Warehouses,
          IsEnabled: shared.status,
          DisplayOrder: shared.displayOrder,
          Explain: { column: { width: 220, ellipsis: true }, form: { input: 'textarea', span: 2 } },
          SiteName: shared.site,
          CreationTime: { ...shared.createdAt, column: false },
          UpdateTime: { ...shared.updatedAt, column: false },
          Remarks: shared.remarks({ form: 2 }),
        };
      }}
      order={{ form: ['Name', 'GroupId', 'Price', 'CalculationMethod', 'SiteJoinWarehouseIds', 'CurrencyCode', 'DisplayOrder'] }}
      readBy={[[api.getAvailableServices.path]]}
      form={{ name: 'valueAddedService', widthSize: 2, width: 720, defaults: { CalculationMethod: api.CalculationMethod.PerOrder } }}
    >
      <OrderPreview />
    </SiteListPage>
  );
}

choosesValue(GroupSelect);
