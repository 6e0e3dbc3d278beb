import { DATE_TIME_FORMAT_DAYJS, inboundDocuments as api, type Texts } from '@lbo/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

type Locale = keyof Texts;

/** A name the contracts give in the three languages, in the reader's, starting with a capital when it stands alone. */
export function useNamed() {
  const { i18n } = useTranslation();
  const locale = (['zh-CN', 'zh-TW', 'en'].includes(i18n.language) ? i18n.language : 'zh-CN') as Locale;
  return (texts: Texts) => texts[locale].charAt(0).toUpperCase() + texts[locale].slice(1);
}

/** A time as the lists show it. */
export const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '-');
const STATE_COLORS: Record<number, string> = { 1: 'default', 2: 'gold', 3: 'blue', 4: 'cyan', 5: 'purple', 6: 'green', 7: 'default', 8: 'red' };

/** The state tag of a document, named by the transition table. */
export function InboundStateTag({ state }: { state: number }) {
  const named = useNamed();
  const name = (api.inboundLifecycle.names.states as Record<number, Texts | undefined>)[state];
  return <Tag color={STATE_COLORS[state]}>{name ? named(name) : state}</Tag>;
}

