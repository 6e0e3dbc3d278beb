import { promotions as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Empty, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { onDataChanged } from '../../api/dataChanged.ts';
import { PromotionCard } from './promotionParts.tsx';
import './texts.ts';

/** Promotions: the site's running and coming promotion activities, each claimable here. */
export default function UserPromotionActivitiesIndex() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: [api.getUserPromotionActivities.path], queryFn: () => callApi(api.getUserPromotionActivities, { rows: 50 }) });
  const { refetch } = list;
  // A claim changes the stock and the caller's state: read them again.
  useEffect(() => onDataChanged(() => void refetch()), [refetch]);
  if (!list.data) return <Skeleton active />;
  if (list.data.Data.length === 0) return <Empty description={t('coupons.noPromotions')} />;
  return (
    <Row gutter={[16, 16]}>
      {list.data.Data.map((p) => (
        <Col key={p.Id} xs={24} md={12} xl={8}>
          <PromotionCard promotion={p} />
        </Col>
      ))}
    </Row>
  );
}
