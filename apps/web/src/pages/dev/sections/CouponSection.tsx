import { Button, Col, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponSelector, type AvailableCoupon, type CouponKey } from '../../../components/coupon/CouponSelector.tsx';

type SampleName = 'newCustomer' | 'newCustomerSecond' | 'freightExclusive' | 'storage' | 'consolidation';

// The freight coupon is 5% of the 412.50 bill, rounded half up.
const SAMPLES: (Omit<AvailableCoupon, 'Name'> & { name: SampleName })[] = [
  { Id: 1001, CouponId: 1, name: 'newCustomer', PreferentialAmount: '10.00', Superposition: true, ExpirationTime: '2027-03-31T23:59:59' },
  { Id: 1002, CouponId: 1, name: 'newCustomerSecond', PreferentialAmount: '10.00', Superposition: true, ExpirationTime: '2027-06-30T23:59:59' },
  { Id: 2001, CouponId: 2, name: 'freightExclusive', PreferentialAmount: '20.63', Superposition: false, ExpirationTime: '2027-02-28T23:59:59' },
  { Id: 3001, CouponId: 3, name: 'storage', PreferentialAmount: '3.50', Superposition: true, ExpirationTime: '2027-12-31T23:59:59' },
  { Id: 4001, CouponId: 4, name: 'consolidation', PreferentialAmount: '8.25', Superposition: true },
];
const USED_ELSEWHERE = 3001;

export function CouponSection() {
  const { t } = useTranslation();
  const [reloaded, setReloaded] = useState(false);
  const [chosen, setChosen] = useState<CouponKey[]>([1001, 3001]);
  const [collapsedChoice, setCollapsedChoice] = useState<CouponKey[]>([]);
  // A new list only when it is "reloaded" (or the language changes), as a query's data would be.
  const coupons = useMemo<AvailableCoupon[]>(
    () => SAMPLES.filter((c) => !reloaded || c.Id !== USED_ELSEWHERE).map(({ name, ...c }) => ({ ...c, Name: t(`coupon.sample.${name}`) })),
    [reloaded, t],
  );
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={16}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{t('coupon.sample.billTitle')}</Typography.Text>
          <CouponSelector coupons={coupons} value={chosen} onChange={setChosen} defaultOpen />
          <Space wrap>
            <Button onClick={() => setReloaded(true)} disabled={reloaded}>
              {t('coupon.sample.reload')}
            </Button>
            <Typography.Text type="secondary">{t('coupon.sample.chosen', { ids: chosen.join(', ') || t('coupon.sample.nothingChosen') })}</Typography.Text>
          </Space>
        </Space>
      </Col>
      <Col xs={24} xl={8}>
        <CouponSelector coupons={coupons} value={collapsedChoice} onChange={setCollapsedChoice} />
      </Col>
    </Row>
  );
}
