import { GiftOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PromotionById } from '../../pages/coupons/promotionParts.tsx';
import { useSession } from '../../stores/session.ts';
import '../texts.ts';

/**
 * The target of a shared promotion link (/app/#/promotion?id=): signed in, the promotion with its
 * claim button; otherwise registration and sign-in, which keep the id and come back here.
 */
export default function PromotionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const signedIn = useSession((s) => Boolean(s.accessToken));
  const id = Number(params.get('id'));
  if (!(id > 0)) return <Result status="warning" title={t('mobile.promotionMissing')} />;
  if (signedIn) return <PromotionById id={id} />;
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <Result
      icon={<GiftOutlined />}
      title={t('mobile.promotion', { id })}
      subTitle={t('mobile.promotionKept')}
      extra={[
        <Link key="register" to={`/register?redirect=${back}`}>
          <Button type="primary" block>
            {t('mobile.titles.register')}
          </Button>
        </Link>,
        <Link key="signin" to={`/signin?redirect=${back}`}>
          <Button block style={{ marginTop: 8 }}>
            {t('mobile.titles.signIn')}
          </Button>
        </Link>,
      ]}
      data-testid="promotion"
    />
  );
}
