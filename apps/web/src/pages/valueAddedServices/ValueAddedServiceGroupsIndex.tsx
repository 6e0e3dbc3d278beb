import { expenseType, logisticsValueAddedServicesQuotationGrouping as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { placeholder } from '../../lib/formRules.ts';
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
  const choice = { on: t('valueAddedServices.multiple'), off: t('valueAddedServices.single'), width: 110 };
  return (
    <SiteListPage
      calls={api.serviceGroupCalls}
      permission="ValueAddedServiceGroups"
      texts={{ createTitle: t('valueAddedServices.createGroup'), editTitle: t('valueAddedServices.editGroup'), deleteConfirm: t('valueAddedServices.deleteGroupConfirm') }}
      labels="valueAddedServices"
      fields={(shared, { siteId }) => ({
        Name: { label: 'valueAddedServices.groupName', column: { width: 200 }, query: true },
        MultipleChoice: { ...shared.flag({ ...choice, formLabel: 'valueAddedServices.multiple' }), label: 'valueAddedServices.multipleChoice' },
        ExpenseTypeId: {
          label: 'valueAddedServices.expenseType',
          column: false,
          form: { input: <ExpenseTypeSelect siteId={siteId} placeholder={placeholder.select(t('valueAddedServices.expenseType'))} /> },
          detail: false,
        },
        ExpenseType: { column: { width: 160 } },
        ServiceCount: { column: { width: 90, align: 'right' } },
        Explain: { column: { width: 260, ellipsis: true }, form: { input: 'textarea' } },
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: { ...shared.updatedAt, column: false },
        Remarks: shared.remarks(),
      })}
      readBy={[[api.getSelectTableQuotationGroupings.path]]}
      form={{ name: 'serviceGroup', widthSize: 1 }}
    />
  );
}

choosesValue(ExpenseTypeSelect);
