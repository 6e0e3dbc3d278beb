import { applicantInformation as api } from '@lbo/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import { CountryCodeSelect } from './CountryCodeSelect.tsx';
import './texts.ts';

/** Logistics → applicant information: the declarants quoted on orders. */
export default function ApplicantInformationIndex() {
  const { t } = useTranslation();
  const deactivation = { on: t('applicantInformation.active'), off: t('applicantInformation.deactivated'), negated: true };
  return (
    <SiteListPage
      calls={api.applicantCalls}
      permission="ApplicantInformation"
      texts={{ createTitle: t('applicantInformation.createTitle'), editTitle: t('applicantInformation.editTitle'), deleteConfirm: t('applicantInformation.deleteConfirm') }}
      labels="applicantInformation"
      nameField="Contacts"
      storageKey="applicantInformation"
      fields={(shared) => ({
        Contacts: { column: { width: 140 }, query: true },
        CountryCode: {
          column: { width: 90, render: (code: string) => `+${code}` },
          query: true,
          form: { input: <CountryCodeSelect /> },
          detail: { value: { type: 'custom', render: (_, r) => `+${r.CountryCode}` } },
        },
        Phone: { column: { width: 130 }, query: true, form: { rules: [rules.mobile('CountryCode')], dependencies: ['CountryCode'] } },
        ReceiveTel: { column: { width: 130 }, form: { rules: [rules.fixedPhone('CountryCode')], dependencies: ['CountryCode'] } },
        DetailedAddress: { column: { width: 220, ellipsis: true }, form: { input: 'textarea', span: 2 } },
        MailboxCode: { column: { width: 90 } },
        UsageCount: { column: { width: 90, align: 'right' } },
        IsDeactivate: shared.flag({ ...deactivation, width: 100, formLabel: 'applicantInformation.isDeactivate' }),
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: { ...shared.updatedAt, column: false },
      })}
      order={{ query: ['Contacts', 'Phone'] }}
      // An applicant quoted on orders stays: it can only be deactivated.
      actions={(standard) => [standard.detail, standard.edit, { ...standard.delete, hidden: (row) => row.UsageCount > 0 }]}
      form={{ name: 'applicant', width: 720, defaults: { CountryCode: '86' }, footer: <Typography.Text type="secondary">{t('applicantInformation.phoneHelp')}</Typography.Text> }}
    />
  );
}
