import type { Rule } from 'antd/es/form';
import { formatMessage, type ValidationResult } from '@lbo/contracts';
import { currentLocale } from '../i18n/index.ts';

/** A contracts validation rule as an Ant Design form rule; the message is the spec's key in the current language, naming the field. */
export function checkRule(check: (value: string) => ValidationResult, label: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = value === undefined || value === null ? '' : String(value);
      const key = check(text);
      if (key) throw new Error(formatMessage(key, currentLocale(), { field: label }));
    },
  };
}

/** Required, with the spec's "cannot be empty" message naming the field. */
export function requiredRule(label: string): Rule {
  return { required: true, whitespace: true, message: formatMessage('CannotBeEmpty', currentLocale(), { field: label }) };
}
