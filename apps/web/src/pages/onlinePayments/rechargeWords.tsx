import { onlinePayments as api, type Texts } from '@lbo/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { time, useNamed } from '../../lib/contractWords.ts';

// The area's pages take these from here with its own words.
export { time, useNamed };

const STATE_COLORS: Record<number, string> = { [api.RechargeStatus.Created]: 'gold', [api.RechargeStatus.Paid]: 'green', [api.RechargeStatus.Closed]: 'default', [api.RechargeStatus.Failed]: 'red' };

/** A recharge's state, named by its transition table. */
export function RechargeStateTag({ state }: { state: number }) {
  const named = useNamed();
  const name = (api.rechargeLifecycle.names.states as Record<number, Texts | undefined>)[state];
  return <Tag color={STATE_COLORS[state]}>{name ? named(name) : state}</Tag>;
}

/** The provider's name in the reader's language. */
export function useProviderName() {
  const { t } = useTranslation();
  return (provider: number) => t(provider === api.PaymentProvider.WeChatPay ? 'recharge.weChatPay' : 'recharge.alipay');
}
