import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { checkRequired, type ValidationMessageKey, type ValidationResult } from '@lbo/contracts';
import { currentLocale } from '../i18n/index.ts';

/**
 * Stands for the field's name in a message. Ant Design's Form.Item fills it in from its `label`
 * (or `messageVariables.label` where the item shows no label, as in a table cell), so a rule
 * needs no label of its own and always names the field as currently shown.
 */
const FIELD_LABEL = '${label}';

/**
 * The spec's message of `key` in the current language; read when validating, so it follows a
 * language switch. The catalogue (every server message in three languages) loads with the first
 * message shown, not with the first page.
 */
async function validationMessage(key: ValidationMessageKey, label: string): Promise<string> {
  const { formatMessage } = await import('@lbo/contracts/messages');
  return formatMessage(key, currentLocale(), { field: label });
}

/**
 * A form validator from a contracts check. This module holds what the sign-in forms need;
 * formRules.ts builds every rule of the spec on it (its number rules load decimal.js).
 */
export function judged(judge: (value: unknown) => ValidationResult, label = FIELD_LABEL): RuleObject['validator'] {
  return async (_rule, value: unknown) => {
    const error = await fieldError(judge, value, label);
    if (error) throw new Error(label === FIELD_LABEL ? underField(error) : error);
  };
}

/**
 * The rule alone, for a message shown under its labelled field (or in its column): it does not
 * repeat the label its "Field: rule" form starts with. A rule given its own label (a field shown
 * without one, as on the sign-in panels) keeps naming it.
 */
function underField(message: string): string {
  for (const separator of [': ', '：']) {
    if (message.startsWith(FIELD_LABEL + separator)) return message.slice(FIELD_LABEL.length + separator.length);
  }
  return message;
}

/** The spec's message when `judge` refuses `value`, naming the field by `label`; undefined when it passes. */
export async function fieldError(judge: (value: unknown) => ValidationResult, value: unknown, label: string): Promise<string | undefined> {
  const key = judge(value);
  return key ? validationMessage(key, label) : undefined;
}

/** A contracts validation rule as an Ant Design form rule, naming the field by `label`. */
export function checkRule(check: (value: string) => ValidationResult, label: string): FormRule {
  return { validator: judged((value) => check(value === undefined || value === null ? '' : String(value)), label) };
}

/** Required, with the spec's "cannot be empty" message naming the field by `label`. */
export function requiredRule(label: string): FormRule {
  return { required: true, validator: judged(checkRequired, label) };
}
