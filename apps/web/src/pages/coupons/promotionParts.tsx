import { GiftOutlined } from '@ant-design/icons';
import { promotions as api, select, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Image, Progress, Result, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { usePermission } from '../../components/usePermission.ts';
import { inLanguage } from '../../lib/contractWords.ts';
import { giftText } from './gifts.ts';
import './texts.ts';

export type PromotionView = ResponseOf<typeof api.getPromotionActivity>;
const { ClaimStatus } = api;
const minute = (text: string) => dayjs(text).format('YYYY-MM-DD HH:mm');

/** A promotion read by id (a shared link's page, on the desktop and the phone): loading, the server's refusal with a retry, or the card. */
export function PromotionById({ id, preview }: { id: number; preview?: boolean }) {
  const { t } = useTranslation();
  const promotion = useQuery({ queryKey: [api.getPromotionActivity.path, id], queryFn: () => callApi(api.getPromotionActivity, { Id: id }), retry: false });
  if (promotion.isError)
    return (
      <Result status="warning" title={promotion.error.message} extra={<Button onClick={() => void promotion.refetch()}>{t('app.retry')}</Button>} data-testid="promotion-refused" />
    );
  if (!promotion.data) return <Skeleton active />;
  return <PromotionCard promotion={promotion.data} preview={preview} />;
}

const statusName = (status: number) => inLanguage(select.promotionClaimStatus.options.find((o) => o.Value === status)!.Names);

/**
 * A promotion as the customer sees it (the preview route, the customers' list, the phone's page):
 * its cover and page, gifts, time, stock and limit, and the claim button in the caller's claim state.
 */
export function PromotionCard({ promotion, preview }: { promotion: PromotionView; preview?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const may = usePermission();
  const claim = useCallMutation(() => callApi(api.claimPromotionActivity, { Id: promotion.Id }), { onSuccess: () => void message.success(t('coupons.claimed')) });
  const claimable = promotion.ClaimStatus === ClaimStatus.Claimable;
  const percent = Math.round((promotion.IssuedQuantity / promotion.MaxDistribution) * 100);
  return (
    <Card cover={promotion.CoverImage ? <Image src={fileUrl(promotion.CoverImage)} alt="" preview={false} style={{ maxHeight: 240, objectFit: 'cover' }} /> : undefined} data-testid={`promotion-${promotion.Id}`}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {promotion.Name}
          </Typography.Title>
          <Tag color={claimable ? 'green' : 'default'}>{statusName(promotion.ClaimStatus)}</Tag>
        </Flex>
        <Typography.Text type="secondary">{t('coupons.period', { start: minute(promotion.StartTime), end: minute(promotion.EndTime) })}</Typography.Text>
        {/* Stored HTML is cleaned by the server (platform/richText.ts) when saved. */}
        {promotion.PageContent && <div className="rich-text" dangerouslySetInnerHTML={{ __html: promotion.PageContent }} />}
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('coupons.gifts')}</Typography.Text>
          {promotion.Gifts.map((g, i) => (
            <Typography.Text key={i}>
              <GiftOutlined /> {giftText(t, g)}
            </Typography.Text>
          ))}
        </Flex>
        <Progress percent={percent} size="small" format={() => t('coupons.stock', { issued: promotion.IssuedQuantity, max: promotion.MaxDistribution })} />
        <Typography.Text type="secondary">
          {promotion.ResetDays > 0 ? t('coupons.limitReset', { times: promotion.LimitTimes, days: promotion.ResetDays }) : t('coupons.limit', { times: promotion.LimitTimes })}
          {promotion.ClaimedTimes > 0 && ` · ${t('coupons.yourClaims', { times: promotion.ClaimedTimes })}`}
        </Typography.Text>
        {preview && <Typography.Text type="warning">{t('coupons.previewNote')}</Typography.Text>}
        {!preview && may('UserPromotionActivities.Claim') && (
          <Button type="primary" size="large" block disabled={!claimable} loading={claim.isPending} onClick={() => claim.mutate()}>
            {claimable ? t('coupons.claim') : statusName(promotion.ClaimStatus)}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
