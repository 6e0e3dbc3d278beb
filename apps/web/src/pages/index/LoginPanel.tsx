import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Segmented } from 'antd';
// Not the compound `Input` of 'antd': it brings the text area, OTP and search inputs along.
import Input from 'antd/es/input/Input';
import InputPassword from 'antd/es/input/Password';
import { account, checkRequired } from '@lbo/contracts';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { toastError } from '../../api/notify.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { useVerification } from '../../components/useVerification.tsx';
import { fieldError } from '../../lib/checkRules.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { useSession, type LoginType } from '../../stores/session.ts';
import { Agreement } from './Agreement.tsx';

const SmsLoginForm = lazy(() => import('./SmsLoginForm.tsx'));

type PasswordField = 'UserName' | 'Password';
const PASSWORD_FIELDS: readonly PasswordField[] = ['UserName', 'Password'];

/**
 * Password or SMS sign-in for both populations, with remember-account, the agreement and the slider
 * when required. The first screen of the public home, so it is drawn light: the customer / staff
 * switch and the password form's fields are laid out by home.css like Ant Design's Tabs and Form
 * (the form library is loaded by the other panels, which open later).
 */
export function LoginPanel({ onSignedIn, onRetrieve, initialLoginType }: { onSignedIn: () => void; onRetrieve: () => void; initialLoginType?: LoginType }) {
  const { t } = useTranslation();
  const [loginType, setLoginType] = useState<LoginType>(initialLoginType ?? (localStorage.getItem(STORAGE_KEYS.loginType) as LoginType | null) ?? 'userLogin');
  const [mode, setMode] = useState<'password' | 'sms'>('password');
  const [agreed, setAgreed] = useState(localStorage.getItem(STORAGE_KEYS.serviceAgreement) === '1');
  const [verify, verifyDialog] = useVerification();
  const remembered = localStorage.getItem(STORAGE_KEYS.rememberedAccount) ?? '';
  const [values, setValues] = useState<Record<PasswordField, string>>({ UserName: remembered, Password: '' });
  const [remember, setRemember] = useState(Boolean(remembered));
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const labels: Record<PasswordField, string> = { UserName: t('login.userName'), Password: t('login.password') };

  /** Both fields are required; a field is judged as it changes and all are on submit, as Ant Design's Form does. */
  const validate = async (field: PasswordField, value: string) => {
    const error = await fieldError(checkRequired, value);
    setErrors((current) => ({ ...current, [field]: error }));
    return !error;
  };
  const change = (field: PasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    void validate(field, value);
  };

  const requireAgreement = () => {
    if (!agreed) toastError(t('login.agreementNotAgreed'));
    return agreed;
  };

  const signedIn = (tokens: { AccessToken: string; RefreshToken: string }) => {
    useSession.getState().setTokens(tokens, loginType);
    onSignedIn();
  };

  const passwordSignIn = useCallMutation(async (entered: Record<PasswordField, string>) => {
    const needed = await callApi(account.getWhetherToVerify, { UserName: entered.UserName, LoginType: loginType });
    const captcha = needed ? await verify() : null;
    if (needed && !captcha) return;
    const call = loginType === 'backUserLogin' ? account.login : account.loginUser;
    // The cipher loads when a password is sent, not with the page.
    const { encryptPassword } = await import('../../lib/cipher.ts');
    const tokens = await callApi(call, { UserName: entered.UserName, Password: encryptPassword(entered.Password), ...(captcha ?? {}) });
    if (remember) localStorage.setItem(STORAGE_KEYS.rememberedAccount, entered.UserName.trim());
    else localStorage.removeItem(STORAGE_KEYS.rememberedAccount);
    signedIn(tokens);
  });

  const passwordLogin = async (event: FormEvent) => {
    event.preventDefault();
    const valid = await Promise.all(PASSWORD_FIELDS.map((field) => validate(field, values[field])));
    if (valid.every(Boolean) && requireAgreement()) passwordSignIn.mutate(values);
  };

  return (
    <div data-testid="login-panel">
      {verifyDialog}
      <div className="home-tabs" role="tablist">
        {(['userLogin', 'backUserLogin'] as const).map((type) => (
          <button key={type} type="button" role="tab" className="home-tab" aria-selected={loginType === type} onClick={() => setLoginType(type)}>
            {t(`login.${type}`)}
          </button>
        ))}
      </div>
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
        <form onSubmit={(e) => void passwordLogin(e)} noValidate>
          <Field name="UserName" label={labels.UserName} error={errors.UserName}>
            <Input
              id="UserName"
              prefix={<UserOutlined />}
              autoComplete="username"
              placeholder={labels.UserName}
              value={values.UserName}
              onChange={(e) => change('UserName', e.target.value)}
              status={errors.UserName ? 'error' : undefined}
            />
          </Field>
          <Field name="Password" label={labels.Password} error={errors.Password}>
            <InputPassword
              id="Password"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              placeholder={labels.Password}
              value={values.Password}
              onChange={(e) => change('Password', e.target.value)}
              status={errors.Password ? 'error' : undefined}
            />
          </Field>
          <div className="home-form-row">
            <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)}>
              {t('login.rememberAccount')}
            </Checkbox>
            <Button type="link" onClick={onRetrieve} style={{ padding: 0 }}>
              {t('login.retrievePassword')}
            </Button>
          </div>
          <Agreement agreed={agreed} onChange={setAgreed} />
          <Button type="primary" htmlType="submit" block loading={passwordSignIn.isPending}>
            {t('login.submit')}
          </Button>
        </form>
      ) : (
        <Suspense fallback={null}>
          <SmsLoginForm loginType={loginType} verify={verify} agreement={<Agreement agreed={agreed} onChange={setAgreed} />} requireAgreement={requireAgreement} onSignedIn={signedIn} />
        </Suspense>
      )}
    </div>
  );
}

/** A labelled field with the spec's message under it, laid out as a vertical Form.Item. */
function Field({ name, label, error, children }: { name: PasswordField; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="home-field">
      <label className="home-field-label" htmlFor={name}>
        {label}
      </label>
      {children}
      {error && (
        <div className="home-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
