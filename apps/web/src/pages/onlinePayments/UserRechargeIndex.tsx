import { AlipayCircleOutlined, CheckCircleFilled, WechatOutlined } from '@ant-design/icons';
import { coupons as couponApi, currencies as currencyApi, onlinePayments as api, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, QRCode, Radio, Result, Spin, Tag, Typography } from 'antd';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { CouponSelector } from '../../components/coupon/CouponSelector.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { useProviderName } from './rechargeWords.tsx';
import './texts.ts';

type Recharge = ResponseOf<typeof api.createOnlineRecharge>;
interface Values {
  Amount: string;
  Provider: api.PaymentProvider;
  UserCouponIds?: number[];
}

const AMOUNT_PATTERN = /^\d{1,5}(\.\d{1,2})?$/;

/** How often the page asks whether the payment has arrived while the QR code is shown. */
const POLL_MS = 2000;

/**
 * Finance → Recharge (also in the phone portal): an amount and a provider the site offers; then
 * WeChat Pay's QR code or Alipay's pay address, the page polling the recharge until the provider's
 * notification settles it (or the customer asks for a check), and the result.
 */
export default function UserRechargeIndex() {
  const { t } = useTranslation();
  const can = usePermission();
  const providerName = useProviderName();
  const [form] = Form.useForm<Values>();
  const [started, setStarted] = useState<Recharge | null>(null);
  const providers = useQuery({ queryKey: [api.getRechargeProviders.path], queryFn: () => callApi(api.getRechargeProviders, {}) });
  const start = useCallMutation((v: Values) => callApi(api.createOnlineRecharge, v), { onSuccess: (r) => setStarted(r) });
  const offered = providers.data ?? [];
  const amount = Form.useWatch('Amount', form);
  const couponIds = Form.useWatch('UserCouponIds', form) ?? [];
  // Recharge coupons are in the recharge's currency (both providers charge yuan), for the amount typed.
  const currencyId = useQuery({
    queryKey: [currencyApi.getSelectCurrency.path],
    queryFn: () => callApi(currencyApi.getSelectCurrency, {}),
    select: (list) => list.find((c) => c.CurrencyCode === api.RECHARGE_CURRENCY)?.Id ?? null,
  }).data;
  const typed = amount !== undefined && AMOUNT_PATTERN.test(amount) && new Decimal(amount).greaterThan(0) ? amount : null;
  const available = useQuery({
    queryKey: [couponApi.getCurrentUserRechargeAvailableCoupons.path, currencyId, typed],
    queryFn: () => callApi(couponApi.getCurrentUserRechargeAvailableCoupons, { CurrencyId: currencyId!, RechargeAmount: typed! }, { silent: true }),
    enabled: typeof currencyId === 'number' && typed !== null,
  });
  const coupons = typed === null ? [] : (available.data ?? []);
  const chosen = coupons.filter((c) => couponIds.includes(c.Id));
  const bonus = chosen.reduce((sum, c) => sum.plus(c.PreferentialAmount), new Decimal(0));

  if (started) return <RechargeProgress recharge={started} onAgain={() => setStarted(null)} />;
  return (
    <Card title={t('route.UserRechargeIndex')} style={{ maxWidth: 560 }}>
      {providers.isLoading && <Spin />}
      {providers.data && offered.length === 0 && <Alert type="info" showIcon title={t('recharge.noProvider')} />}
      {offered.length > 0 && (
        <Form<Values> form={form} name="recharge" layout="vertical" initialValues={{ Provider: offered[0]!.Provider }} onFinish={(v) => start.mutate({ ...v, UserCouponIds: chosen.map((c) => c.Id) })}>
          <FormItem name="Amount" label={t('recharge.amount')} extra={t('recharge.amountHelp')} rules={[{ required: true }, { pattern: AMOUNT_PATTERN, message: t('recharge.amountHelp') }]}>
            <Input inputMode="decimal" prefix="¥" maxLength={8} />
          </FormItem>
          {coupons.length > 0 && (
            <FormItem name="UserCouponIds" label={t('recharge.coupons')} extra={bonus.greaterThan(0) ? t('recharge.bonus', { amount: bonus.toFixed(2) }) : undefined}>
              <CouponSelector coupons={coupons} />
            </FormItem>
          )}
          <FormItem name="Provider" label={t('recharge.provider')} rules={[{ required: true }]}>
            <Radio.Group>
              {offered.map((p) => (
                <Radio.Button key={p.Provider} value={p.Provider} data-testid={`provider-${p.Provider}`}>
                  {p.Provider === api.PaymentProvider.WeChatPay ? <WechatOutlined style={{ color: '#07c160' }} /> : <AlipayCircleOutlined style={{ color: '#1677ff' }} />} {providerName(p.Provider)}
                  {p.IsSandbox && <Tag style={{ marginInlineStart: 6 }}>{t('recharge.sandbox')}</Tag>}
                </Radio.Button>
              ))}
            </Radio.Group>
          </FormItem>
          {can('UserRecharge.Create') && (
            <Button type="primary" htmlType="submit" loading={start.isPending} block>
              {t('recharge.start')}
            </Button>
          )}
        </Form>
      )}
    </Card>
  );
}

/** The QR code or pay link of a started recharge, until it is settled. */
function RechargeProgress({ recharge, onAgain }: { recharge: Recharge; onAgain: () => void }) {
  const { t } = useTranslation();
  const can = usePermission();
  const providerName = useProviderName();
  const current = useQuery({
    queryKey: [api.getUserRechargeById.path, recharge.Id],
    queryFn: () => callApi(api.getUserRechargeById, { Id: recharge.Id }, { silent: true }),
    refetchInterval: (query) => (query.state.data && query.state.data.Status !== api.RechargeStatus.Created ? false : POLL_MS),
  });
  const check = useCallMutation(() => callApi(api.queryUserRecharge, { Id: recharge.Id }), { onSuccess: () => void current.refetch() });
  const status = current.data?.Status ?? recharge.Status;
  const again = (
    <Button type="primary" onClick={onAgain} key="again">
      {t('recharge.again')}
    </Button>
  );

  if (status === api.RechargeStatus.Paid) {
    return (
      <Card style={{ maxWidth: 560 }}>
        <Result icon={<CheckCircleFilled style={{ color: '#52c41a' }} />} status="success" title={t('recharge.paid')} subTitle={t(new Decimal(recharge.CouponAmount).greaterThan(0) ? 'recharge.paidWithBonus' : 'recharge.paidDetail', { amount: recharge.Amount, bonus: recharge.CouponAmount, number: recharge.OutTradeNo })} extra={[again]} data-testid="recharge-paid" />
      </Card>
    );
  }
  if (status !== api.RechargeStatus.Created) {
    return (
      <Card style={{ maxWidth: 560 }}>
        <Result status="warning" title={t(status === api.RechargeStatus.Closed ? 'recharge.closed' : 'recharge.failed')} extra={[again]} />
      </Card>
    );
  }
  const weChat = recharge.Provider === api.PaymentProvider.WeChatPay;
  return (
    <Card title={`${providerName(recharge.Provider)} · ¥ ${recharge.Amount}`} extra={new Decimal(recharge.CouponAmount).greaterThan(0) ? <Tag color="red">{t('recharge.bonus', { amount: recharge.CouponAmount })}</Tag> : undefined} style={{ maxWidth: 560 }}>
      <Flex vertical align="center" gap={12}>
        <Typography.Text type="secondary">{recharge.OutTradeNo}</Typography.Text>
        <QRCode value={recharge.PayTarget} size={220} data-testid="recharge-qr" />
        {weChat ? (
          <>
            <Typography.Text strong>{t('recharge.scan')}</Typography.Text>
            {/* A real code_url is weixin://…; the sandbox's is its pay page, which a desktop can open too. */}
            {/^https?:\/\//.test(recharge.PayTarget) && (
              <Typography.Link href={recharge.PayTarget} target="_blank" rel="noopener noreferrer" data-testid="recharge-open-sandbox">
                {t('recharge.openSandbox')}
              </Typography.Link>
            )}
          </>
        ) : (
          <>
            <Button type="primary" href={recharge.PayTarget} target="_blank" rel="noopener noreferrer" icon={<AlipayCircleOutlined />} data-testid="recharge-open-alipay">
              {t('recharge.openAlipay')}
            </Button>
            <Typography.Text type="secondary">{t('recharge.alipayHint')}</Typography.Text>
          </>
        )}
        <Typography.Text type="secondary">
          <Spin size="small" /> {t('recharge.waiting')}
        </Typography.Text>
        {can('UserRecharge.Create') && (
          <Button onClick={() => check.mutate()} loading={check.isPending}>
            {t('recharge.check')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
