import { Button, Form, Input, Segmented, Space } from 'antd';
import { account, checkMobile } from '@lbo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { toastError, toastSuccess } from '../../api/notify.ts';
import { useVerification } from '../../components/useVerification.tsx';
import { encryptPassword } from '../../lib/cipher.ts';
import { checkRule, requiredRule } from '../../lib/checkRules.ts';
import type { LoginType } from '../../stores/session.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SmsCodeInput, type SmsSent } from './SmsCodeInput.tsx';
import { PhoneCodeSelect } from './PhoneCodeSelect.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

interface RetrieveForm {
  PhoneCode: string;
  PhoneNumber: string;
  PhoneNumberCode: string;
  Password: string;
  ConfirmPassword: string;
}

/** Set a new password with an SMS code, for either population. */
export default function RetrievePanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RetrieveForm>();
  const [loginType, setLoginType] = useState<LoginType>('userLogin');
  const [sms, setSms] = useState<SmsSent | null>(null);
  const [verify, verifyDialog] = useVerification();

  const submit = async (v: RetrieveForm) => {
    if (!sms) return toastError(t('login.verifyFirst'));
    const call = loginType === 'backUserLogin' ? account.retrievePasswordPhoneSms : account.retrievePasswordPhoneSmsUser;
    try {
      await callApi(call, { PhoneCode: v.PhoneCode, PhoneNumber: v.PhoneNumber, PhoneNumberCode: v.PhoneNumberCode, PhoneKey: sms.PhoneKey, Password: encryptPassword(v.Password) });
      toastSuccess(t('login.passwordChanged'));
      onDone();
    } catch {
      // shown by the request layer
    }
  };

  return (
    <Form<RetrieveForm> form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ PhoneCode: '86' }} data-testid="retrieve-panel">
      {verifyDialog}
      <Segmented
        block
        value={loginType}
        onChange={(v) => setLoginType(v as LoginType)}
        options={[
          { value: 'userLogin', label: t('login.userLogin') },
          { value: 'backUserLogin', label: t('login.backUserLogin') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <FormItem label={t('login.phoneNumber')} required>
        <Space.Compact block>
          <FormItem name="PhoneCode" noStyle>
            <PhoneCodeSelect />
          </FormItem>
          <FormItem name="PhoneNumber" noStyle rules={[requiredRule(), checkRule((p) => checkMobile(p, form.getFieldValue('PhoneCode')))]}>
            <Input placeholder={t('login.phoneNumber')} />
          </FormItem>
        </Space.Compact>
      </FormItem>
      <FormItem name="PhoneNumberCode" label={t('login.smsCode')} rules={[requiredRule()]}>
        <SmsCodeInput purpose={loginType === 'backUserLogin' ? 'retrieveBackstage' : 'retrieveUser'} onSent={setSms} verify={verify} />
      </FormItem>
      <NewPasswordFields label={t('login.newPassword')} />
      <Button type="primary" htmlType="submit" block>
        {t('login.retrieveSubmit')}
      </Button>
      <Button type="link" block onClick={onDone}>
        {t('login.backToLogin')}
      </Button>
    </Form>
  );
}
