import { expenseType, logisticsValueAddedServicesQuotationGrouping as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';
import { choosesValue } from '../../components/form/placeholders.ts';

/** The site's enabled expense types, for the group's expense type. */
function ExpenseTypeSelect({ siteId, ...rest }: { siteId?: number; id?: string; value?: number; onChange?: (id: number) => void; placeholder?: string }) {
  const call = expenseType.getSelectTableExpenseTypes;
  const list = useQuery({ queryKey: [call.path, 'all', siteId ?? null], queryFn: () => callApi(call, { rows: 100, ...(siteId ? { SiteId: siteId } : {}) }, { silent: true }) });
  return <Select {...rest} loading={list.isLoading} showSearch optionFilterProp="label" options={(list.data?.Data ?? []).map((e) => ({ value: e.Id, label: e.Name }))} />;
}

/** Quotations → value-added service groups: how services are arranged on an order (single or multiple choice). */
export default function ValueAddedServiceGroupsIndex() {
  const { t } = useTranslation();
  const choice = { key: 'MultipleChoice' as const, on: t('valueAddedServices.multiple'), off: t('valueAddedServices.single'), width: 110 };
  return (
    <SiteListPage
      calls={{ list: api.getQuotationGroupings, add: api.addQuotationGrouping, getEdit: api.getEditQuotationGrouping, edit: api.editQuotationGrouping, remove: api.deleteQuotationGrouping, detail: api.getQuotationGroupingById }}
      permission="ValueAddedServiceGroups"
      texts={{ createTitle: t('valueAddedServices.createGroup'), editTitle: t('valueAddedServices.editGroup'), deleteConfirm: t('valueAddedServices.deleteGroupConfirm') }}
      name={{ title: t('valueAddedServices.groupName'), width: 200 }}
      queryFields={() => [
        { kind: 'text', name: 'Name', label: t('valueAddedServices.groupName') },
        { kind: 'select', name: 'MultipleChoice', label: t('valueAddedServices.multipleChoice'), options: [{ value: true, label: choice.on }, { value: false, label: choice.off }] },
      ]}
      columns={(shared) => [
        { ...shared.flag(choice), title: t('valueAddedServices.multipleChoice') },
        { dataIndex: 'ExpenseType', title: t('valueAddedServices.expenseType'), width: 160 },
        { dataIndex: 'ServiceCount', title: t('valueAddedServices.serviceCount'), width: 90, align: 'right' },
        { dataIndex: 'Explain', title: t('valueAddedServices.explain'), width: 260, ellipsis: true },
        shared.site,
        shared.remarks,
      ]}
      readBy={[[api.getSelectTableQuotationGroupings.path]]}
      form={{
        name: 'serviceGroup',
        widthSize: 1,
        defaults: { MultipleChoice: false },
        fields: (shared, { siteId }) => [
          { name: 'Name', label: t('valueAddedServices.groupName'), rules: [rules.required(), { max: api.SERVICE_GROUP_NAME_MAX }] },
          { name: 'MultipleChoice', label: t('valueAddedServices.multiple'), input: <Switch /> },
          { name: 'ExpenseTypeId', label: t('valueAddedServices.expenseType'), input: <ExpenseTypeSelect siteId={siteId} />, rules: [rules.required()] },
          { name: 'Explain', label: t('valueAddedServices.explain'), input: 'textarea', rules: [{ max: api.SERVICE_GROUP_TEXT_MAX }] },
          shared.remarks(api.SERVICE_GROUP_TEXT_MAX),
        ],
      }}
      detail={{
        fields: (shared) => [
          { ...shared.flag(choice), label: t('valueAddedServices.multipleChoice') },
          { key: 'ExpenseType', label: t('valueAddedServices.expenseType') },
          { key: 'ServiceCount', label: t('valueAddedServices.serviceCount') },
          { key: 'Explain', label: t('valueAddedServices.explain') },
          shared.site,
          shared.createdAt,
          shared.updatedAt,
          shared.remarks(),
        ],
      }}
    />
  );
}

choosesValue(ExpenseTypeSelect);
