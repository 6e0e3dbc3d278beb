import { LogoutOutlined } from '@ant-design/icons';
import { account } from '@lbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/client.ts';
import MineProfileIndex from '../../pages/mine/MineProfileIndex.tsx';
import { useSession } from '../../stores/session.ts';
import { usePortalUser } from '../usePortalUser.ts';

/** The desktop's personal centre, and signing out (the refresh token is revoked first). */
export default function MinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loading = usePortalUser().isPending;
  const signOut = async () => {
    const { refreshToken } = useSession.getState();
    if (refreshToken) await callApi(account.revokeToken, { Token: refreshToken }, { silent: true }).catch(() => undefined);
    useSession.getState().clear();
    queryClient.clear();
    navigate('/signin', { replace: true });
  };
  return (
    <>
      {loading ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : <MineProfileIndex />}
      <Button block danger icon={<LogoutOutlined />} style={{ marginTop: 12 }} onClick={() => void signOut()} data-testid="sign-out">
        {t('avatar.logout')}
      </Button>
    </>
  );
}
