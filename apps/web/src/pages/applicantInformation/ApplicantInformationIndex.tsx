import { applicantInformation as api } from '@lbo/contracts';
import { Switch, Typography } from 'antd';
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
      calls={{
        list: api.getApplicantInformations,
        add: api.addApplicantInformation,
        getEdit: api.getEditApplicantInformation,
        edit: api.editApplicantInformation,
        remove: api.deleteApplicantInformation,
        detail: api.getApplicantInformationById,
      }}
      permission="ApplicantInformation"
      texts={{ createTitle: t('applicantInformation.createTitle'), editTitle: t('applicantInformation.editTitle'), deleteConfirm: t('applicantInformation.deleteConfirm') }}
      name={{ key: 'Contacts', title: t('applicantInformation.contacts'), width: 140 }}
      storageKey="applicantInformation"
      queryFields={(q) => [
        { kind: 'text', name: 'Contacts', label: t('applicantInformation.contacts') },
        { kind: 'text', name: 'Phone', label: t('applicantInformation.phone') },
        { kind: 'text', name: 'CountryCode', label: t('applicantInformation.countryCode') },
        q.status({ name: 'IsDeactivate', ...deactivation }),
      ]}
      columns={(c) => [
        { dataIndex: 'CountryCode', title: t('applicantInformation.countryCode'), width: 90, render: (code: string) => `+${code}` },
        { dataIndex: 'Phone', title: t('applicantInformation.phone'), width: 130 },
        { dataIndex: 'ReceiveTel', title: t('applicantInformation.receiveTel'), width: 130 },
        { dataIndex: 'DetailedAddress', title: t('applicantInformation.detailedAddress'), width: 220, ellipsis: true },
        { dataIndex: 'MailboxCode', title: t('applicantInformation.mailboxCode'), width: 90 },
        { dataIndex: 'UsageCount', title: t('applicantInformation.usageCount'), width: 90, align: 'right' },
        c.flag({ key: 'IsDeactivate', width: 100, ...deactivation }),
        c.site,
      ]}
      // An applicant quoted on orders stays: it can only be deactivated.
      actions={(standard) => [standard.detail, standard.edit, { ...standard.delete, hidden: (row) => row.UsageCount > 0 }]}
      form={{
        name: 'applicant',
        width: 720,
        defaults: { CountryCode: '86', IsDeactivate: false },
        fields: () => [
          { name: 'Contacts', label: t('applicantInformation.contacts'), rules: [rules.required(), { max: api.APPLICANT_CONTACTS_MAX }] },
          { name: 'CountryCode', label: t('applicantInformation.countryCode'), input: <CountryCodeSelect />, rules: [rules.required()] },
          { name: 'Phone', label: t('applicantInformation.phone'), rules: [rules.required(), rules.mobile('CountryCode')], dependencies: ['CountryCode'] },
          { name: 'ReceiveTel', label: t('applicantInformation.receiveTel'), rules: [rules.fixedPhone('CountryCode')], dependencies: ['CountryCode'] },
          { name: 'DetailedAddress', label: t('applicantInformation.detailedAddress'), input: 'textarea', rules: [rules.required(), { max: api.APPLICANT_ADDRESS_MAX }], span: 2 },
          { name: 'MailboxCode', label: t('applicantInformation.mailboxCode'), rules: [{ max: api.APPLICANT_MAILBOX_CODE_MAX }] },
          { name: 'IsDeactivate', label: t('applicantInformation.isDeactivate'), input: <Switch /> },
        ],
        footer: <Typography.Text type="secondary">{t('applicantInformation.phoneHelp')}</Typography.Text>,
      }}
      detail={{
        fields: (d) => [
          { key: 'CountryCode', label: t('applicantInformation.countryCode'), value: { type: 'custom', render: (_, r) => `+${r.CountryCode}` } },
          { key: 'Phone', label: t('applicantInformation.phone') },
          { key: 'ReceiveTel', label: t('applicantInformation.receiveTel') },
          { key: 'DetailedAddress', label: t('applicantInformation.detailedAddress') },
          { key: 'MailboxCode', label: t('applicantInformation.mailboxCode') },
          { key: 'UsageCount', label: t('applicantInformation.usageCount') },
          d.flag({ key: 'IsDeactivate', ...deactivation }),
          d.site,
          d.createdAt,
          d.updatedAt,
        ],
      }}
    />
  );
}
