import dayjs from 'dayjs';
// The ES modules: antd/locale/* are CommonJS copies that the bundle cannot share with the rest of antd.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import type { Locale as AntdLocale } from 'antd/es/locale';
// Ant Design's date pickers take month and weekday names from dayjs: without these they stay English.
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { useTranslation } from 'react-i18next';
import { i18n, LOCALES, type Locale } from './index.ts';

type ValidateMessages = NonNullable<NonNullable<AntdLocale['Form']>['defaultValidateMessages']>;

/** The texts of one language's rule messages, filled into Ant Design's message shapes. */
function ruleMessages(m: { empty: string; format: string; date: string; choice: string; textMax: string; textMin: string; textLen: string; textRange: string; numberMax: string; numberMin: string; numberLen: string; numberRange: string; listMax: string; listMin: string; listLen: string; listRange: string }): ValidateMessages {
  const format = m.format;
  return {
    default: format,
    required: m.empty,
    whitespace: m.empty,
    enum: m.choice,
    date: { format: m.date, parse: m.date, invalid: m.date },
    types: { string: format, method: format, array: format, object: format, number: format, date: m.date, boolean: format, integer: format, float: format, regexp: format, email: format, url: format, hex: format },
    string: { len: m.textLen, min: m.textMin, max: m.textMax, range: m.textRange },
    number: { len: m.numberLen, min: m.numberMin, max: m.numberMax, range: m.numberRange },
    array: { len: m.listLen, min: m.listMin, max: m.listMax, range: m.listRange },
    pattern: { mismatch: format },
  };
}

/**
 * Ant Design's own rule messages ({ max: 64 } and the like) as the rule alone: shown under the
 * field's label, they do not repeat it (its locales start most of them with ${label}).
 */
const RULE_MESSAGES: Record<Locale, ValidateMessages> = {
  'zh-CN': ruleMessages({
    empty: '不能为空', format: '格式不正确', date: '日期无效', choice: '请从 ${enum} 中选择',
    textMax: '最多 ${max} 个字符', textMin: '至少 ${min} 个字符', textLen: '须为 ${len} 个字符', textRange: '须为 ${min}-${max} 个字符',
    numberMax: '不能大于 ${max}', numberMin: '不能小于 ${min}', numberLen: '须等于 ${len}', numberRange: '须在 ${min}-${max} 之间',
    listMax: '最多 ${max} 项', listMin: '至少 ${min} 项', listLen: '须为 ${len} 项', listRange: '须为 ${min}-${max} 项',
  }),
  'zh-TW': ruleMessages({
    empty: '不能為空', format: '格式不正確', date: '日期無效', choice: '請從 ${enum} 中選擇',
    textMax: '最多 ${max} 個字元', textMin: '至少 ${min} 個字元', textLen: '須為 ${len} 個字元', textRange: '須為 ${min}-${max} 個字元',
    numberMax: '不能大於 ${max}', numberMin: '不能小於 ${min}', numberLen: '須等於 ${len}', numberRange: '須在 ${min}-${max} 之間',
    listMax: '最多 ${max} 項', listMin: '至少 ${min} 項', listLen: '須為 ${len} 項', listRange: '須為 ${min}-${max} 項',
  }),
  en: ruleMessages({
    empty: 'cannot be empty', format: 'has the wrong format', date: 'not a valid date', choice: 'choose one of ${enum}',
    textMax: 'at most ${max} characters', textMin: 'at least ${min} characters', textLen: 'exactly ${len} characters', textRange: '${min} to ${max} characters',
    numberMax: 'at most ${max}', numberMin: 'at least ${min}', numberLen: 'must be ${len}', numberRange: 'between ${min} and ${max}',
    listMax: 'at most ${max} items', listMin: 'at least ${min} items', listLen: 'exactly ${len} items', listRange: '${min} to ${max} items',
  }),
};

const withRuleMessages = (locale: AntdLocale, language: Locale): AntdLocale => ({ ...locale, Form: { ...locale.Form, defaultValidateMessages: RULE_MESSAGES[language] } });

const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'zh-CN': withRuleMessages(zhCN, 'zh-CN'), 'zh-TW': withRuleMessages(zhTW, 'zh-TW'), en: withRuleMessages(enUS, 'en') };
const DAYJS_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };

const localeOf = (language: string): Locale => (LOCALES.includes(language as Locale) ? (language as Locale) : 'zh-CN');

// Dates formatted outside a picker (dayjs().format('MMMM')) follow the language as well.
const followLanguage = (language: string) => void dayjs.locale(DAYJS_LOCALES[localeOf(language)]);
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);

/** Ant Design's own texts (ConfigProvider `locale`, its rule messages included) in the chosen language; re-renders when it changes. */
export function useAntdLocale(): AntdLocale {
  const { i18n: current } = useTranslation();
  return ANTD_LOCALES[localeOf(current.language)];
}
