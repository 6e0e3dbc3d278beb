import { formatMessage, isMessageKey, type Language, type MessageKey } from '@lbo/contracts';
import type { z } from 'zod';

export interface FieldError {
  Field: string;
  Rule: MessageKey;
  Message: string;
}

/** The rule a zod issue breaks, as a message key, and the message's parameters (a field's bound, the expected type). */
export function ruleOf(issue: z.core.$ZodIssue): { rule: MessageKey; params: Record<string, string> } {
  const params: Record<string, string> = {};
  if (issue.code === 'too_small') params.minimum = String(issue.minimum);
  if (issue.code === 'too_big') params.maximum = String(issue.maximum);
  if (isMessageKey(issue.message)) return { rule: issue.message, params };
  switch (issue.code) {
    case 'invalid_type':
      params.expected = issue.expected;
      return { rule: issue.input === undefined ? 'Required' : 'InvalidType', params };
    case 'too_small':
      // positive(): "at least 0" would let 0 through in the reader's mind.
      return { rule: issue.inclusive === false ? 'TooSmallExclusive' : 'TooSmall', params };
    case 'too_big':
      return { rule: 'TooBig', params };
    case 'unrecognized_keys':
      return { rule: 'UnknownField', params };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return { rule: 'InvalidValue', params };
    default:
      return { rule: 'InvalidFormat', params };
  }
}

/** Turn zod issues into the spec's messages: each names its field and its rule. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], language: Language): FieldError[] {
  return issues.map((issue) => {
    const field = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const { rule, params } = ruleOf(issue);
    return { Field: field, Rule: rule, Message: formatMessage(rule, language, { field, ...params }) };
  });
}

/** Control characters other than tab, LF and CR: no text a person types holds them, and PostgreSQL refuses NUL in text. */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

/** Every field of a validated body whose text holds a control character, each named with its rule. */
export function controlCharacterFields(value: unknown, language: Language, path: readonly (string | number)[] = []): FieldError[] {
  if (typeof value === 'string') {
    if (!CONTROL_CHARACTER.test(value)) return [];
    const field = path.length > 0 ? path.join('.') : 'body';
    return [{ Field: field, Rule: 'ControlCharacter', Message: formatMessage('ControlCharacter', language, { field }) }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => controlCharacterFields(item, language, [...path, index]));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) => controlCharacterFields(item, language, [...path, key]));
  }
  return [];
}
