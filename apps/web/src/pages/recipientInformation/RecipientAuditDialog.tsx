import { recipientInformation as api, type RequestOf } from '@lbo/contracts';
import { App, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { rules } from '../../lib/formRules.ts';
import { addressOf, type Recipient } from '../../components/recipients/recipientWords.tsx';
import '../../components/recipients/texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

const { RealNameStatus } = api;

type AuditValues = Omit<RequestOf<typeof api.auditRecipientInformation>, 'Id'>;

/** Approving or refusing a recipient's real name; a refusal says why (the customer is told). */
export function RecipientAuditDialog({ row, onClose }: { row: Recipient; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AuditValues>();
  const [saving, setSaving] = useState(false);
  const result = Form.useWatch('AuditStatus', form);
  const save = async (values: AuditValues) => {
    setSaving(true);
    try {
      await callApi(api.auditRecipientInformation, { ...values, Id: row.Id });
      void message.success(t('recipients.saved'));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      form={form}
      name="recipientAudit"
      title={t('recipients.auditTitle', { name: row.RecipientName })}
      onClose={onClose}
      onFinish={(values) => void save(values).catch(() => undefined)}
      pending={saving}
      formProps={{ initialValues: { AuditStatus: RealNameStatus.Approved }, 'data-testid': 'recipient-audit-form' }}
    >
      <Typography.Paragraph>
        {row.RecipientName} · {row.IdentityNumber || '-'} · +{row.PhoneCode} {row.Phone}
        <br />
        <Typography.Text type="secondary">{addressOf(row)}</Typography.Text>
      </Typography.Paragraph>
      <FormItem name="AuditStatus" label={t('recipients.result')} extra={t('recipients.auditHint')}>
        <Radio.Group
          options={[
            { value: RealNameStatus.Approved, label: t('recipients.approve') },
            { value: RealNameStatus.Refused, label: t('recipients.refuse') },
          ]}
        />
      </FormItem>
      {result === RealNameStatus.Refused && (
        <FormItem name="AuditReason" label={t('recipients.auditReason')} rules={[rules.required(), { max: api.RECIPIENT_AUDIT_REASON_MAX }]}>
          <Input.TextArea rows={3} placeholder={t('recipients.refuseHint')} />
        </FormItem>
      )}
    </FormDialog>
  );
}
