import type { FormRule } from 'antd';
import { formatMessage, type MessageKey } from '@lbo/contracts';
import { currentLocale } from '../../i18n/index.ts';

/**
 * A contracts check of this area (URL, image address, colour, host name) as a form rule: the same
 * function and message key the server uses, naming the field by `label`. Empty passes; whether a
 * field is required is a rule of its own.
 */
export function siteRule(check: (value: string) => MessageKey | null, label: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      const key = text === '' ? null : check(text);
      if (key) throw new Error(formatMessage(key, currentLocale(), { field: label }));
    },
  };
}
