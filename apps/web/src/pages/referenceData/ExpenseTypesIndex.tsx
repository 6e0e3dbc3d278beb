import { expenseType as api } from '@lbo/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';

/** Site and site configuration → expense types: the kinds of fee the site bills. */
export default function ExpenseTypesIndex() {
  const { t } = useTranslation();
  return (
    <SiteListPage
      calls={api.expenseTypeCalls}
      permission="ExpenseTypes"
      texts={{ createTitle: t('referenceData.expenseType.createTitle'), editTitle: t('referenceData.expenseType.editTitle'), deleteConfirm: t('referenceData.expenseType.deleteConfirm') }}
      labels="referenceData.expenseType"
      fields={(shared) => ({
        Name: { label: 'referenceData.name', column: { width: 170 }, query: true },
        Code: { label: 'referenceData.code', column: { width: 110 }, query: true, form: { rules: [{ pattern: /^[A-Za-z0-9_-]+$/, message: t('referenceData.expenseType.codeHelp') }] } },
        SystemVariables: { column: { width: 150 }, form: { rules: [{ pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('referenceData.expenseType.variableHelp') }] } },
        DisplayOrder: shared.displayOrder,
        IsEnabled: shared.status,
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: { ...shared.updatedAt, column: false },
        Explain: { column: { ellipsis: true }, form: { input: 'textarea', span: 2 }, detail: { span: 3 } },
      })}
      order={{ columns: ['Code', 'Explain'], form: ['Name', 'Code', 'SystemVariables', 'DisplayOrder', 'Explain'] }}
      form={{
        name: 'resource',
        width: 760,
        footer: (
          <Typography.Paragraph type="secondary">
            {t('referenceData.code')}: {t('referenceData.expenseType.codeHelp')}
            <br />
            {t('referenceData.expenseType.systemVariables')}: {t('referenceData.expenseType.variableHelp')}
          </Typography.Paragraph>
        ),
      }}
    />
  );
}
