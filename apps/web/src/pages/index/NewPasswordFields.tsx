import { Form, Input } from 'antd';
import { checkPassword } from '@lbo/contracts';
import { useTranslation } from 'react-i18next';
import { checkRule, requiredRule } from '../../lib/checkRules.ts';
import { FormItem } from '../../components/form/FormItem.tsx';

/** A new password with the spec's password rule and its confirmation (registration, retrieval). */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const confirm = t('login.confirmPassword');
  return (
    <>
      <FormItem name="Password" label={label} rules={[requiredRule(), checkRule(checkPassword)]}>
        <Input.Password autoComplete="new-password" placeholder={label} />
      </FormItem>
      <FormItem
        name="ConfirmPassword"
        label={confirm}
        dependencies={['Password']}
        rules={[requiredRule(), checkRule((c) => (c === form.getFieldValue('Password') ? null : 'ConfirmPasswordError'))]}
      >
        <Input.Password autoComplete="new-password" placeholder={confirm} />
      </FormItem>
    </>
  );
}
