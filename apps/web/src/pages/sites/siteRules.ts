import type { FormRule } from 'antd';
import type { MessageKey } from '@lbo/contracts';
import { ruleMessage } from '../../lib/checkRules.ts';

/**
 * A contracts check of this area (URL, image address, colour, host name) as a form rule: the same
 * function and message key the server uses, shown as the rule alone under the field. Empty passes;
 * whether a field is required is a rule of its own.
 */
export function siteRule(check: (value: string) => MessageKey | null): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      const key = text === '' ? null : check(text);
      if (key) throw new Error(await ruleMessage(key));
    },
  };
}
