import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session.ts';

/** The personal centre: who the signed-in user is. Editing the profile comes with user administration. */
export default function MineProfileIndex() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <Card>
      <Avatar size={64} src={user.Avatar || undefined} icon={<UserOutlined />} style={{ marginBottom: 16 }} />
      <Descriptions bordered column={1}>
        <Descriptions.Item label={t('profile.userId')}>{user.UserId}</Descriptions.Item>
        <Descriptions.Item label={t('profile.nickName')}>{user.NickName}</Descriptions.Item>
        <Descriptions.Item label={t('profile.site')}>{user.SiteName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.accountType')}>{user.AccountTypeCode === 2 ? t('dashboard.customer') : t('dashboard.staff')}</Descriptions.Item>
        <Descriptions.Item label={t('profile.superUser')}>{user.IsSuperUser ? t('profile.yes') : t('profile.no')}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
