import { GiftOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../stores/session.ts';
import '../texts.ts';

/**
 * The target of a shared promotion link (/app/#/promotion?id=). No contract call reads a promotion
 * yet (the promotions area is not built), so the page says so and keeps the id through registration
 * and sign-in, which come back here; it shows no promotion content it does not have.
 */
export default function PromotionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const signedIn = useSession((s) => Boolean(s.accessToken));
  const id = params.get('id');
  if (!id) return <Result status="warning" title={t('mobile.promotionMissing')} />;
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <Result
      icon={<GiftOutlined />}
      title={t('mobile.promotion', { id })}
      subTitle={
        <>
          <p>{t('mobile.promotionNotYet')}</p>
          <p>{signedIn ? t('mobile.promotionSignedIn') : t('mobile.promotionKept')}</p>
        </>
      }
      extra={
        signedIn
          ? undefined
          : [
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
            ]
      }
      data-testid="promotion"
    />
  );
}
