import { customsClearanceCompany as api } from '@lbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Drawer, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '../../api/client.ts';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { ClearanceNumbers } from './ClearanceNumbers.tsx';
import './texts.ts';

type Row = RowOf<typeof api.getCustomsClearanceCompanies>;

/** Logistics → customs clearance companies, each with its clearance numbers. */
export default function CustomsClearanceCompanyIndex() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [numbersOf, setNumbersOf] = useState<Row | null>(null);
  return (
    <SiteListPage
      calls={{
        list: api.getCustomsClearanceCompanies,
        add: api.addCustomsClearanceCompany,
        getEdit: api.getEditCustomsClearanceCompany,
        edit: api.editCustomsClearanceCompany,
        remove: api.deleteCustomsClearanceCompany,
        detail: api.getCustomsClearanceCompanyById,
      }}
      permission="CustomsClearanceCompany"
      texts={{ createTitle: t('customsClearance.createTitle'), editTitle: t('customsClearance.editTitle'), deleteConfirm: t('customsClearance.deleteConfirm') }}
      name={{ title: t('customsClearance.name'), width: 240 }}
      queryFields={(q) => [{ kind: 'text', name: 'Name', label: t('customsClearance.name') }, q.status()]}
      actions={(s) => [s.detail, { key: 'numbers', label: t('customsClearance.numbers'), permission: 'CustomsClearanceCompany.Numbers', onClick: (row: Row) => setNumbersOf(row) }, s.edit, s.delete]}
      columns={(c) => [
        { dataIndex: 'Prefix', title: t('customsClearance.prefix'), width: 100 },
        { dataIndex: 'NumberCount', title: t('customsClearance.numberCount'), width: 130, align: 'right', render: (count: number, row) => <a onClick={() => setNumbersOf(row)}>{count}</a> },
        { dataIndex: 'RemainingQuantity', title: t('customsClearance.remaining'), width: 130, align: 'right' },
        c.status,
        c.site,
        c.remarks,
        c.updatedAt,
      ]}
      form={{
        name: 'clearanceCompany',
        widthSize: 1,
        defaults: { IsEnabled: true },
        fields: (f) => [
          { name: 'Name', label: t('customsClearance.name'), rules: [rules.required(), { max: api.CLEARANCE_COMPANY_NAME_MAX }] },
          { name: 'Prefix', label: t('customsClearance.prefix'), rules: [rules.noSpecialCharacters(), { max: api.CLEARANCE_PREFIX_MAX }] },
          f.enabled(),
          f.remarks(api.CLEARANCE_REMARKS_MAX),
        ],
        footer: <Typography.Text type="secondary">{t('customsClearance.prefixHelp')}</Typography.Text>,
      }}
      detail={{
        fields: (d) => [
          { key: 'Prefix', label: t('customsClearance.prefix') },
          { key: 'NumberCount', label: t('customsClearance.numberCount') },
          { key: 'RemainingQuantity', label: t('customsClearance.remaining') },
          d.status,
          d.site,
          d.createdAt,
          d.updatedAt,
          d.remarks(),
        ],
      }}
    >
      <Drawer open={numbersOf !== null} onClose={() => setNumbersOf(null)} title={numbersOf && t('customsClearance.number.title', { name: numbersOf.Name })} size="large" destroyOnHidden>
        {numbersOf && <ClearanceNumbers company={numbersOf} onChanged={() => void queryClient.invalidateQueries({ queryKey: dataTableKey(api.getCustomsClearanceCompanies) })} />}
      </Drawer>
    </SiteListPage>
  );
}
