import { Button, Form, Input, Space } from 'antd';
import { account } from '@lbo/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { toastSuccess } from '../../api/notify.ts';
import type { VerifiedCaptcha } from '../../components/SlideVerify.tsx';

export type SmsPurpose = 'register' | 'loginUser' | 'loginBackstage' | 'retrieveUser' | 'retrieveBackstage';

export interface SmsSent extends VerifiedCaptcha {
  PhoneKey: string;
}

/** The code field with its "Get code" button: asks for the slider, sends the SMS, counts down the resend delay. */
export function SmsCodeInput(props: {
  value?: string;
  onChange?: (v: string) => void;
  prefix?: ReactNode;
  purpose: SmsPurpose;
  onSent: (sent: SmsSent) => void;
  verify: () => Promise<VerifiedCaptcha | null>;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    const phone = { PhoneCode: String(form.getFieldValue('PhoneCode') ?? ''), PhoneNumber: String(form.getFieldValue('PhoneNumber') ?? '') };
    await form.validateFields(['PhoneNumber']);
    const captcha = await props.verify();
    if (!captcha) return;
    const body = { ...phone, ...captcha };
    const sent =
      props.purpose === 'register'
        ? await callApi(account.getRegisterSmsCaptcha, body)
        : props.purpose.startsWith('login')
          ? await callApi(account.getUserLoginSmsCaptcha, { ...body, LoginType: props.purpose === 'loginBackstage' ? 'backUserLogin' : 'userLogin' })
          : await callApi(account.getUserRetrievePasswordSmsCaptcha, { ...body, LoginType: props.purpose === 'retrieveBackstage' ? 'backUserLogin' : 'userLogin' });
    props.onSent({ PhoneKey: sent.PhoneKey, ...captcha });
    setWait(sent.ResendAfterSeconds);
    toastSuccess(t('login.codeSent'));
  };

  return (
    <Space.Compact block>
      <Input value={props.value} onChange={(e) => props.onChange?.(e.target.value)} prefix={props.prefix} maxLength={6} placeholder={t('login.smsCode')} />
      <Button disabled={wait > 0} onClick={() => void send().catch(() => undefined)}>
        {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.sendCode')}
      </Button>
    </Space.Compact>
  );
}
