import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isStaff as staffUser, useSession } from '../../stores/session.ts';
import { PromotionById } from './promotionParts.tsx';
import './texts.ts';

/** The promotion page of the link /PreviewPromotionActivitiesIndex?id= (shell §2): customers claim here, staff preview it. */
export default function PreviewPromotionActivitiesIndex() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const isStaff = useSession((s) => staffUser(s.user));
  if (!(id > 0)) return <Result status="warning" title={t('coupons.missingId')} />;
  return (
    <div style={{ maxWidth: 720, margin: '0 auto' }}>
      <PromotionById id={id} preview={isStaff} />
    </div>
  );
}
