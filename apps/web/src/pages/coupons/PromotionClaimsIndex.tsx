import { promotions as api } from '@lbo/contracts';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/table/DataTable.tsx';
import { time } from './heldCoupons.tsx';
import { giftText } from './gifts.ts';
import './texts.ts';

/** Marketing → claim records: who claimed which promotion, what they received, and whether the gift amount was credited and the percentage gift given. */
export default function PromotionClaimsIndex() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const activityId = Number(params.get('ActivityId')) || undefined;
  return (
    <Card>
      <DataTable
        call={api.getPromotionClaims}
        params={activityId ? { ActivityId: activityId } : {}}
        rowKey="Id"
        storageKey="PromotionClaimsIndex"
        fields={[{ kind: 'text', name: 'UserName', label: t('coupons.customer') }]}
        columns={[
          { dataIndex: 'ActivityName', title: t('coupons.activity'), width: 180 },
          { dataIndex: 'UserName', title: t('coupons.customer'), width: 130 },
          { key: 'gifts', title: t('coupons.gifts'), width: 320, render: (_: never, r) => r.Gifts.map((g) => giftText(t, g)).join('; ') },
          { dataIndex: 'CouponCount', title: t('coupons.couponCount'), width: 90, align: 'right' },
          { dataIndex: 'GiftAmount', title: t('coupons.giftAmountColumn'), width: 120, align: 'right', render: (amount: string, r) => (r.CurrencyCode ? `${amount} ${r.CurrencyCode}` : '') },
          { dataIndex: 'Credited', title: t('coupons.credited'), width: 160, render: (done: boolean, r) => (r.CurrencyCode ? <Tag color={done ? 'green' : 'orange'}>{done ? t('coupons.credited') : t('coupons.notCredited')}</Tag> : '') },
          {
            dataIndex: 'GiftPercentage',
            title: t('coupons.percentageColumn'),
            width: 220,
            render: (percentage: string, r) =>
              r.PercentageUsedTime === null ? (
                percentage === '0' ? (
                  ''
                ) : (
                  <Tag color="orange">{t('coupons.percentageWaiting', { percentage })}</Tag>
                )
              ) : (
                <Tag color="green">{t('coupons.percentageGiven', { percentage, amount: r.PercentageAmount })}</Tag>
              ),
          },
          { dataIndex: 'CreationTime', title: t('coupons.claimedTime'), width: 170, render: time },
        ]}
      />
    </Card>
  );
}
