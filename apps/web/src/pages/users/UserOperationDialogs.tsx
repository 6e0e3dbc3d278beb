import { user } from '@lbo/contracts';
import { Alert, Checkbox, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { rules } from '../../lib/formRules.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

interface DialogProps {
  /** the account acted on */
  target: { Id: number; UserName: string };
  onClose: () => void;
  onDone: () => void;
}

/** Runs a call, then closes; a failure was shown by the request layer and keeps the dialog open. */
const useSubmit = (onDone: () => void) => useCallMutation((work: () => Promise<unknown>) => work(), { onSuccess: onDone });

/** Lock until a chosen time, or until further notice. */
export function LockUserDialog({ target, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ Indefinitely: boolean; LockoutEnd?: Dayjs }>();
  const indefinitely = Form.useWatch('Indefinitely', form) ?? true;
  const submit = useSubmit(onDone);
  return (
    <FormDialog
      form={form}
      name="lockUser"
      title={`${t('users.lockTitle')} · ${target.UserName}`}
      onClose={onClose}
      onFinish={(v) => submit.mutate(() => callApi(user.lockUser, { Id: target.Id, LockoutEnd: v.Indefinitely ? undefined : v.LockoutEnd?.toISOString() }))}
      pending={submit.isPending}
      formProps={{ initialValues: { Indefinitely: true } }}
    >
      <Alert type="warning" showIcon title={t('users.lockHint')} style={{ marginBottom: 16 }} />
      <FormItem name="Indefinitely" valuePropName="checked">
        <Checkbox>{t('users.lockIndefinitely')}</Checkbox>
      </FormItem>
      {!indefinitely && (
        <FormItem name="LockoutEnd" label={t('users.lockUntil')} rules={[rules.required()]}>
          <DatePicker showTime style={{ width: '100%' }} disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
        </FormItem>
      )}
    </FormDialog>
  );
}

/** Staff set a new password, with its confirmation; the account is signed out everywhere. */
export function ResetPasswordDialog({ target, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ Password: string; ConfirmPassword: string }>();
  const submit = useSubmit(onDone);
  return (
    <FormDialog<{ Password: string; ConfirmPassword: string }>
      form={form}
      name="resetPassword"
      title={`${t('users.resetPasswordTitle')} · ${target.UserName}`}
      onClose={onClose}
      onFinish={(v) => submit.mutate(() => callApi(user.resetUserPassword, { Id: target.Id, ...v }))}
      pending={submit.isPending}
      widthSize={1}
      fields={[
        { name: 'Password', label: t('users.newPassword'), input: 'password', rules: [rules.required(), rules.password()] },
        { name: 'ConfirmPassword', label: t('users.confirmPassword'), input: 'password', rules: [rules.required(), rules.confirmPassword('Password')], dependencies: ['Password'] },
      ]}
    >
      <Alert type="info" showIcon title={t('users.resetPasswordHint')} style={{ marginBottom: 16 }} />
    </FormDialog>
  );
}
