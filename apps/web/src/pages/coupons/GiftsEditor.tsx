import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { promotions as api, type RequestOf } from '@lbo/contracts';
import { Button, Flex, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { choosesValue } from '../../components/form/placeholders.ts';
import { CouponSelect } from './couponParts.tsx';
import './texts.ts';

type Gift = NonNullable<RequestOf<typeof api.addPromotionActivity>['Gifts']>[number];
const { GiftType } = api;

/** A promotion's gifts: each a coupon (× quantity), an amount to the wallet, or a percentage of the next recharge. */
export function GiftsEditor({ value = [], onChange, siteId, id }: { value?: Gift[]; onChange?: (gifts: Gift[]) => void; siteId?: number; id?: string }) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<Gift>) => onChange?.(value.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  return (
    <Flex vertical gap={8} id={id}>
      {value.map((g, i) => (
        <Flex key={i} gap={8} align="center" wrap>
          <Select
            style={{ width: 200 }}
            value={g.GiftType}
            onChange={(type) => set(i, { GiftType: type, CouponId: null, GiftAmount: '', CurrencyCode: '' })}
            options={[
              { value: GiftType.Coupon, label: t('coupons.giftCoupon') },
              { value: GiftType.Amount, label: t('coupons.giftAmount') },
              { value: GiftType.Percentage, label: t('coupons.giftPercentage') },
            ]}
          />
          {g.GiftType === GiftType.Coupon && (
            <>
              <div style={{ flex: 1, minWidth: 200 }}>
                <CouponSelect siteId={siteId} value={g.CouponId ?? undefined} onChange={(couponId) => set(i, { CouponId: couponId })} placeholder={t('coupons.coupon')} />
              </div>
              <InputNumber min={1} max={100} precision={0} value={g.Quantity ?? 1} onChange={(n) => set(i, { Quantity: n ?? 1 })} addonBefore="×" style={{ width: 120 }} />
            </>
          )}
          {g.GiftType === GiftType.Amount && (
            <>
              <Input style={{ width: 160 }} value={String(g.GiftAmount ?? '')} onChange={(e) => set(i, { GiftAmount: e.target.value })} placeholder={t('coupons.amount')} />
              <Input style={{ width: 100 }} value={g.CurrencyCode ?? ''} maxLength={3} onChange={(e) => set(i, { CurrencyCode: e.target.value.toUpperCase() })} placeholder={t('coupons.currencyCode')} />
            </>
          )}
          {g.GiftType === GiftType.Percentage && <Input style={{ width: 160 }} value={String(g.GiftAmount ?? '')} onChange={(e) => set(i, { GiftAmount: e.target.value })} placeholder={t('coupons.percentage')} suffix="%" />}
          <Button type="text" danger icon={<DeleteOutlined />} aria-label="delete" onClick={() => onChange?.(value.filter((_, j) => j !== i))} />
        </Flex>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange?.([...value, { GiftType: GiftType.Coupon, CouponId: null, Quantity: 1 }])}>
        {t('coupons.addGift')}
      </Button>
    </Flex>
  );
}

choosesValue(GiftsEditor);
