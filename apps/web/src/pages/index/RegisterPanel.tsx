import { Button, Form, Input, Space } from 'antd';
import { account, checkEmail, checkMobile, checkUserName } from '@lbo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { toastError, toastSuccess } from '../../api/notify.ts';
import type { VerifiedCaptcha } from '../../components/SlideVerify.tsx';
import { useVerification } from '../../components/useVerification.tsx';
import { encryptPassword } from '../../lib/cipher.ts';
import { checkRule, requiredRule } from '../../lib/checkRules.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { useSession } from '../../stores/session.ts';
import { Agreement } from './Agreement.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SmsCodeInput, type SmsSent } from './SmsCodeInput.tsx';
import { PhoneCodeSelect } from './PhoneCodeSelect.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

interface RegisterForm {
  UserName: string;
  NickName?: string;
  Email?: string;
  PhoneCode: string;
  PhoneNumber?: string;
  PhoneNumberCode?: string;
  Password: string;
  ConfirmPassword: string;
}

/** Portal registration; the referrer of a shared register link is kept. */
export default function RegisterPanel({ referrer, onSignedIn }: { referrer?: string; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterForm>();
  const [agreed, setAgreed] = useState(localStorage.getItem(STORAGE_KEYS.serviceAgreement) === '1');
  const [sms, setSms] = useState<SmsSent | null>(null);
  const [verify, verifyDialog] = useVerification();

  const register = useCallMutation(
    ({ v, captcha }: { v: RegisterForm; captcha: VerifiedCaptcha }) =>
      callApi(account.register, {
        UserName: v.UserName,
        Password: encryptPassword(v.Password),
        NickName: v.NickName,
        Email: v.Email,
        PhoneCode: v.PhoneNumber ? v.PhoneCode : undefined,
        PhoneNumber: v.PhoneNumber,
        PhoneNumberCode: v.PhoneNumberCode,
        PhoneKey: sms?.PhoneKey,
        Referrer: referrer,
        AgreeServiceAgreement: true,
        ...captcha,
      }),
    {
      onSuccess: (tokens) => {
        useSession.getState().setTokens(tokens, 'userLogin');
        toastSuccess(t('login.registered'));
        onSignedIn();
      },
    },
  );

  const submit = async (v: RegisterForm) => {
    if (!agreed) return toastError(t('login.agreementNotAgreed'));
    // The code's captcha is spent by the SMS; registration needs its own verification.
    const captcha = await verify();
    if (captcha) register.mutate({ v, captcha });
  };

  return (
    <Form<RegisterForm> form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ PhoneCode: '86' }} data-testid="register-panel">
      {verifyDialog}
      <FormItem name="UserName" label={t('login.userName')} rules={[requiredRule(), checkRule(checkUserName)]}>
        <Input autoComplete="username" placeholder={t('login.userName')} />
      </FormItem>
      <FormItem name="NickName" label={t('login.nickName')}>
        <Input placeholder={t('login.nickName')} />
      </FormItem>
      <FormItem name="Email" label={t('login.email')} rules={[checkRule(checkEmail)]}>
        <Input placeholder={t('login.email')} />
      </FormItem>
      <FormItem label={t('login.phoneNumber')}>
        <Space.Compact block>
          <FormItem name="PhoneCode" noStyle>
            <PhoneCodeSelect />
          </FormItem>
          <FormItem name="PhoneNumber" noStyle rules={[checkRule((p) => checkMobile(p, form.getFieldValue('PhoneCode')))]}>
            <Input placeholder={t('login.phoneNumber')} />
          </FormItem>
        </Space.Compact>
      </FormItem>
      <FormItem name="PhoneNumberCode" label={t('login.smsCode')}>
        <SmsCodeInput purpose="register" onSent={setSms} verify={verify} />
      </FormItem>
      <NewPasswordFields label={t('login.password')} />
      <Agreement agreed={agreed} onChange={setAgreed} />
      <Button type="primary" htmlType="submit" block loading={register.isPending}>
        {t('login.registerSubmit')}
      </Button>
    </Form>
  );
}
