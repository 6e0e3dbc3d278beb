import { expenseType as api } from '@lbo/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';

/** Site and site configuration → expense types: the kinds of fee the site bills. */
export default function ExpenseTypesIndex() {
  const { t } = useTranslation();
  return (
    <SiteListPage
      calls={{ list: api.getExpenseTypes, add: api.addExpenseType, getEdit: api.getEditExpenseType, edit: api.editExpenseType, remove: api.deleteExpenseType, detail: api.getExpenseTypeById }}
      permission="ExpenseTypes"
      texts={{ createTitle: t('referenceData.expenseType.createTitle'), editTitle: t('referenceData.expenseType.editTitle'), deleteConfirm: t('referenceData.expenseType.deleteConfirm') }}
      name={{ title: t('referenceData.name'), width: 170 }}
      queryFields={(q) => [{ kind: 'text', name: 'Name', label: t('referenceData.name') }, { kind: 'text', name: 'Code', label: t('referenceData.code') }, q.status()]}
      columns={(c) => [
        { dataIndex: 'Code', title: t('referenceData.code'), width: 110 },
        { dataIndex: 'Explain', title: t('referenceData.expenseType.explain'), ellipsis: true },
        { dataIndex: 'SystemVariables', title: t('referenceData.expenseType.systemVariables'), width: 150 },
        c.displayOrder,
        c.status,
        c.site,
      ]}
      form={{
        name: 'resource',
        width: 760,
        defaults: { DisplayOrder: 0, IsEnabled: true },
        fields: (f) => [
          { name: 'Name', label: t('referenceData.name'), rules: [rules.required(), { max: api.EXPENSE_TYPE_NAME_MAX }] },
          { name: 'Code', label: t('referenceData.code'), rules: [rules.required(), { max: api.EXPENSE_TYPE_CODE_MAX }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('referenceData.expenseType.codeHelp') }] },
          {
            name: 'SystemVariables',
            label: t('referenceData.expenseType.systemVariables'),
            rules: [{ max: api.EXPENSE_TYPE_VARIABLE_MAX }, { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('referenceData.expenseType.variableHelp') }],
          },
          f.displayOrder(api.DISPLAY_ORDER_MAX),
          { name: 'Explain', label: t('referenceData.expenseType.explain'), input: 'textarea', rules: [{ max: api.EXPENSE_TYPE_EXPLAIN_MAX }], span: 2 },
          f.enabled(),
        ],
        footer: (
          <Typography.Paragraph type="secondary">
            {t('referenceData.code')}: {t('referenceData.expenseType.codeHelp')}
            <br />
            {t('referenceData.expenseType.systemVariables')}: {t('referenceData.expenseType.variableHelp')}
          </Typography.Paragraph>
        ),
      }}
      detail={{
        fields: (d) => [
          { key: 'Code', label: t('referenceData.code') },
          { key: 'SystemVariables', label: t('referenceData.expenseType.systemVariables') },
          d.displayOrder,
          d.status,
          d.site,
          d.createdAt,
          d.updatedAt,
          { key: 'Explain', label: t('referenceData.expenseType.explain'), span: 3 },
        ],
      }}
    />
  );
}
