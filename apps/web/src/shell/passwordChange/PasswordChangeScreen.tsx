import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { user } from '@lbo/contracts';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { toastSuccess } from '../../api/notify.ts';
import { requiredRule } from '../../lib/checkRules.ts';
import { NewPasswordFields } from '../../pages/index/NewPasswordFields.tsx';
import { useSession } from '../../stores/session.ts';
import { useLogout } from '../useLogout.ts';
import { shellKeys } from '../useShellData.ts';
import './texts.ts';

interface PasswordChangeForm {
  CurrentPassword: string;
  Password: string;
  ConfirmPassword: string;
}

/**
 * Shown instead of the back office while the server requires the user to change their password
 * (it refuses every other call until then). The change answers new tokens, since it ends every
 * session of the account; reading the user info again then opens the back office.
 */
export function PasswordChangeScreen({ name }: { name: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordChangeForm>();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const change = useCallMutation((values: PasswordChangeForm) => callApi(user.changePassword, values), {
    onSuccess: async (tokens) => {
      useSession.getState().setTokens(tokens);
      toastSuccess(t('passwordChange.changed'));
      await queryClient.invalidateQueries({ queryKey: shellKeys.userInfo });
    },
  });

  const current = t('passwordChange.currentPassword');
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 420 }} data-testid="password-change">
        <Typography.Title level={4}>
          <LockOutlined /> {t('passwordChange.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('passwordChange.explanation', { name })}</Typography.Paragraph>
        <Form<PasswordChangeForm> form={form} layout="vertical" onFinish={(v) => change.mutate(v)}>
          <Form.Item name="CurrentPassword" label={current} rules={[requiredRule()]}>
            <Input.Password autoComplete="current-password" placeholder={current} />
          </Form.Item>
          <NewPasswordFields label={t('passwordChange.newPassword')} />
          <Button type="primary" htmlType="submit" block loading={change.isPending}>
            {t('passwordChange.submit')}
          </Button>
          <Button type="link" block onClick={() => void logout()}>
            {t('avatar.logout')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
