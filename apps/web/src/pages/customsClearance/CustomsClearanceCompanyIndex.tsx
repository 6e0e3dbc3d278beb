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
      calls={api.clearanceCompanyCalls}
      permission="CustomsClearanceCompany"
      texts={{ createTitle: t('customsClearance.createTitle'), editTitle: t('customsClearance.editTitle'), deleteConfirm: t('customsClearance.deleteConfirm') }}
      labels="customsClearance"
      actions={(s) => [s.detail, { key: 'numbers', label: t('customsClearance.numbers'), permission: 'CustomsClearanceCompany.Numbers', onClick: (row: Row) => setNumbersOf(row) }, s.edit, s.delete]}
      fields={(shared) => ({
        Name: { column: { width: 240 }, query: true },
        Prefix: { column: { width: 100 }, form: { rules: [rules.noSpecialCharacters()] } },
        NumberCount: { column: { width: 130, align: 'right', render: (count: number, row) => <a onClick={() => setNumbersOf(row)}>{count}</a> } },
        RemainingQuantity: { label: 'customsClearance.remaining', column: { width: 130, align: 'right' } },
        IsEnabled: shared.status,
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
        Remarks: shared.remarks(),
      })}
      form={{ name: 'clearanceCompany', widthSize: 1, footer: <Typography.Text type="secondary">{t('customsClearance.prefixHelp')}</Typography.Text> }}
    >
      <Drawer open={numbersOf !== null} onClose={() => setNumbersOf(null)} title={numbersOf && t('customsClearance.number.title', { name: numbersOf.Name })} size="large" destroyOnHidden>
        {numbersOf && <ClearanceNumbers company={numbersOf} onChanged={() => void queryClient.invalidateQueries({ queryKey: dataTableKey(api.getCustomsClearanceCompanies) })} />}
      </Drawer>
    </SiteListPage>
  );
}
