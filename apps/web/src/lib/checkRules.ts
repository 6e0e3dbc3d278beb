import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { checkRequired, type MessageKey } from '@lbo/contracts';
import { currentLocale } from '../i18n/index.ts';

/**
 * The spec's message of `key` as shown under its field: the rule alone ("cannot be empty"), in the
 * current language, without the "Field: " its catalogue form starts with, since the field's label
 * is right above it. Read when validating, so it follows a language switch. The catalogue (every
 * server message in three languages) loads with the first message shown, not with the first page.
 */
export async function ruleMessage(key: MessageKey): Promise<string> {
  const { formatMessage } = await import('@lbo/contracts/messages');
  return formatMessage(key, currentLocale(), { field: '' }).replace(/^(: |：)/u, '');
}

/**
 * A form validator from a contracts check. This module holds what the sign-in forms need;
 * formRules.ts builds every rule of the spec on it (its number rules load decimal.js).
 */
export function judged(judge: (value: unknown) => MessageKey | null): RuleObject['validator'] {
  return async (_rule, value: unknown) => {
    const error = await fieldError(judge, value);
    if (error) throw new Error(error);
  };
}

/** The rule's message when `judge` refuses `value`; undefined when it passes. */
export async function fieldError(judge: (value: unknown) => MessageKey | null, value: unknown): Promise<string | undefined> {
  const key = judge(value);
  return key ? ruleMessage(key) : undefined;
}

/** A contracts validation rule (any check of a text, nothing entered as '') as an Ant Design form rule. */
export function checkRule(check: (value: string) => MessageKey | null): FormRule {
  return { validator: judged((value) => check(value === undefined || value === null ? '' : String(value))) };
}

/** Required, with the spec's "cannot be empty". */
export function requiredRule(): FormRule {
  return { required: true, validator: judged(checkRequired) };
}
