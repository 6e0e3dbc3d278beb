import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Modal, Segmented, Space, Tabs } from 'antd';
import { account } from '@lbo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { toastError } from '../../api/notify.ts';
import { useVerification } from '../../components/useVerification.tsx';
import { encryptPassword } from '../../lib/cipher.ts';
import { requiredRule } from '../../lib/formRules.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { useSession, type LoginType } from '../../stores/session.ts';
import { SmsCodeInput } from './SmsCodeInput.tsx';
import { useHomeConfiguration } from './useHomeConfiguration.ts';
import { PhoneCodeSelect } from './PhoneCodeSelect.tsx';

interface PasswordForm {
  UserName: string;
  Password: string;
  remember: boolean;
}
interface SmsForm {
  PhoneCode: string;
  PhoneNumber: string;
  PhoneNumberCode: string;
}

/** Password or SMS sign-in for both populations, with remember-account, the agreement and the slider when required. */
export function LoginPanel({ onSignedIn, onRetrieve }: { onSignedIn: () => void; onRetrieve: () => void }) {
  const { t } = useTranslation();
  const [loginType, setLoginType] = useState<LoginType>((localStorage.getItem(STORAGE_KEYS.loginType) as LoginType | null) ?? 'userLogin');
  const [mode, setMode] = useState<'password' | 'sms'>('password');
  const [agreed, setAgreed] = useState(localStorage.getItem(STORAGE_KEYS.serviceAgreement) === '1');
  const [busy, setBusy] = useState(false);
  const [sms, setSms] = useState<{ PhoneKey: string; CaptchaKey: string; Captcha: string } | null>(null);
  const [verify, verifyDialog] = useVerification();
  const remembered = localStorage.getItem(STORAGE_KEYS.rememberedAccount) ?? '';

  const requireAgreement = () => {
    if (!agreed) toastError(t('login.agreementNotAgreed'));
    return agreed;
  };

  const signedIn = (tokens: { AccessToken: string; RefreshToken: string }) => {
    useSession.getState().setTokens(tokens, loginType);
    onSignedIn();
  };

  const passwordLogin = async (values: PasswordForm) => {
    if (!requireAgreement()) return;
    setBusy(true);
    try {
      const needed = await callApi(account.getWhetherToVerify, { UserName: values.UserName, LoginType: loginType });
      const captcha = needed ? await verify() : null;
      if (needed && !captcha) return;
      const call = loginType === 'backUserLogin' ? account.login : account.loginUser;
      const tokens = await callApi(call, { UserName: values.UserName, Password: encryptPassword(values.Password), ...(captcha ?? {}) });
      if (values.remember) localStorage.setItem(STORAGE_KEYS.rememberedAccount, values.UserName.trim());
      else localStorage.removeItem(STORAGE_KEYS.rememberedAccount);
      signedIn(tokens);
    } catch {
      // the request layer has shown the message
    } finally {
      setBusy(false);
    }
  };

  const smsLogin = async (values: SmsForm) => {
    if (!requireAgreement() || !sms) return;
    setBusy(true);
    try {
      const call = loginType === 'backUserLogin' ? account.signInPhoneCode : account.signInPhoneCodeUser;
      signedIn(await callApi(call, { ...values, PhoneKey: sms.PhoneKey, Captcha: sms.Captcha, CaptchaKey: sms.CaptchaKey }));
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="login-panel">
      {verifyDialog}
      <Tabs
        centered
        activeKey={loginType}
        onChange={(k) => setLoginType(k as LoginType)}
        items={[
          { key: 'userLogin', label: t('login.userLogin') },
          { key: 'backUserLogin', label: t('login.backUserLogin') },
        ]}
      />
      <Segmented
        block
        value={mode}
        onChange={(v) => setMode(v as 'password' | 'sms')}
        options={[
          { value: 'password', label: t('login.passwordLogin') },
          { value: 'sms', label: t('login.smsLogin') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {mode === 'password' ? (
        <Form<PasswordForm> layout="vertical" onFinish={(v) => void passwordLogin(v)} initialValues={{ UserName: remembered, remember: Boolean(remembered) }} requiredMark={false}>
          <Form.Item name="UserName" label={t('login.userName')} rules={[requiredRule(t('login.userName'))]}>
            <Input prefix={<UserOutlined />} autoComplete="username" placeholder={`${t('login.userName')}`} />
          </Form.Item>
          <Form.Item name="Password" label={t('login.password')} rules={[requiredRule(t('login.password'))]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('login.password')} />
          </Form.Item>
          <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
            <Form.Item name="remember" valuePropName="checked" noStyle>
              <Checkbox>{t('login.rememberAccount')}</Checkbox>
            </Form.Item>
            <Button type="link" onClick={onRetrieve} style={{ padding: 0 }}>
              {t('login.retrievePassword')}
            </Button>
          </Space>
          <Agreement agreed={agreed} onChange={setAgreed} />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      ) : (
        <Form<SmsForm> layout="vertical" onFinish={(v) => void smsLogin(v)} initialValues={{ PhoneCode: '86' }} requiredMark={false}>
          <Form.Item label={t('login.phoneNumber')} required>
            <Space.Compact block>
              <Form.Item name="PhoneCode" noStyle>
                <PhoneCodeSelect />
              </Form.Item>
              <Form.Item name="PhoneNumber" noStyle rules={[requiredRule(t('login.phoneNumber'))]}>
                <Input prefix={<MobileOutlined />} placeholder={t('login.phoneNumber')} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <Form.Item name="PhoneNumberCode" label={t('login.smsCode')} rules={[requiredRule(t('login.smsCode'))]}>
            <SmsCodeInput prefix={<SafetyOutlined />} purpose={loginType === 'backUserLogin' ? 'loginBackstage' : 'loginUser'} onSent={setSms} verify={verify} />
          </Form.Item>
          <Agreement agreed={agreed} onChange={setAgreed} />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      )}
    </div>
  );
}

/** The agreement checkbox; its link shows the site's own agreement (the product's short text when the site has none). */
export function Agreement({ agreed, onChange }: { agreed: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  const { Agreement: text } = useHomeConfiguration();
  const [reading, setReading] = useState(false);
  const accept = (value: boolean) => {
    onChange(value);
    localStorage.setItem(STORAGE_KEYS.serviceAgreement, value ? '1' : '0');
  };
  return (
    <div style={{ marginBottom: 12 }}>
      <Checkbox checked={agreed} onChange={(e) => accept(e.target.checked)}>
        {t('login.agreement')}{' '}
        <a
          data-testid="agreement-link"
          onClick={(e) => {
            e.preventDefault();
            setReading(true);
          }}
        >
          {t('login.serviceAgreement')}
        </a>
      </Checkbox>
      <Modal
        open={reading}
        title={t('siteHome.agreementTitle')}
        width={720}
        onCancel={() => setReading(false)}
        footer={
          <Button
            type="primary"
            onClick={() => {
              accept(true);
              setReading(false);
            }}
          >
            {t('siteHome.agree')}
          </Button>
        }
      >
        {/* Stored already cleaned by the server (platform/richText.ts): only the editor's safe formatting. */}
        {text ? <div style={{ maxHeight: '60vh', overflowY: 'auto' }} data-testid="agreement-text" dangerouslySetInnerHTML={{ __html: text }} /> : <p data-testid="agreement-text">{t('login.agreementText')}</p>}
      </Modal>
    </div>
  );
}
