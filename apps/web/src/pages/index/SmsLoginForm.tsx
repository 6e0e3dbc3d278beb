import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { account } from '@lbo/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import type { VerifiedCaptcha } from '../../components/SlideVerify.tsx';
import { requiredRule } from '../../lib/checkRules.ts';
import type { LoginType } from '../../stores/session.ts';
import { PhoneCodeSelect } from './PhoneCodeSelect.tsx';
import { SmsCodeInput, type SmsSent } from './SmsCodeInput.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

interface SmsForm {
  PhoneCode: string;
  PhoneNumber: string;
  PhoneNumberCode: string;
}

/** SMS sign-in (its own chunk: the area codes' dropdown is not needed for the password sign-in shown first). */
export default function SmsLoginForm(props: {
  loginType: LoginType;
  verify: () => Promise<VerifiedCaptcha | null>;
  agreement: ReactNode;
  requireAgreement: () => boolean;
  onSignedIn: (tokens: { AccessToken: string; RefreshToken: string }) => void;
}) {
  const { t } = useTranslation();
  const [sms, setSms] = useState<SmsSent | null>(null);
  const backstage = props.loginType === 'backUserLogin';

  const smsSignIn = useCallMutation(async ({ values, sent }: { values: SmsForm; sent: SmsSent }) => {
    const call = backstage ? account.signInPhoneCode : account.signInPhoneCodeUser;
    props.onSignedIn(await callApi(call, { ...values, PhoneKey: sent.PhoneKey, Captcha: sent.Captcha, CaptchaKey: sent.CaptchaKey }));
  });

  const smsLogin = (values: SmsForm) => {
    if (props.requireAgreement() && sms) smsSignIn.mutate({ values, sent: sms });
  };

  return (
    <Form<SmsForm> layout="vertical" onFinish={smsLogin} initialValues={{ PhoneCode: '86' }} requiredMark={false}>
      <FormItem label={t('login.phoneNumber')} required>
        <Space.Compact block>
          <FormItem name="PhoneCode" noStyle>
            <PhoneCodeSelect />
          </FormItem>
          <FormItem name="PhoneNumber" noStyle rules={[requiredRule()]}>
            <Input prefix={<MobileOutlined />} placeholder={t('login.phoneNumber')} />
          </FormItem>
        </Space.Compact>
      </FormItem>
      <FormItem name="PhoneNumberCode" label={t('login.smsCode')} rules={[requiredRule()]}>
        <SmsCodeInput prefix={<SafetyOutlined />} purpose={backstage ? 'loginBackstage' : 'loginUser'} onSent={setSms} verify={props.verify} />
      </FormItem>
      {props.agreement}
      <Button type="primary" htmlType="submit" block loading={smsSignIn.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
