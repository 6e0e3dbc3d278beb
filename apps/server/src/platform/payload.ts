import { formatMessage, isMessageKey, type Language, type MessageKey } from '@lbo/contracts';
import type { z } from 'zod';

export interface FieldError {
  Field: string;
  Rule: MessageKey;
  Message: string;
}

/** Turn zod issues into the spec's messages: each names its field and its rule. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], language: Language): FieldError[] {
  return issues.map((issue) => {
    let field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    let rule: MessageKey;
    const params: Record<string, string | number> = {};
    if (isMessageKey(issue.message)) {
      rule = issue.message;
    } else {
      switch (issue.code) {
        case 'invalid_type':
          rule = issue.input === undefined ? 'Required' : 'InvalidType';
          params.expected = issue.expected;
          break;
        case 'too_small':
          rule = 'TooSmall';
          break;
        case 'too_big':
          rule = 'TooBig';
          break;
        case 'unrecognized_keys':
          rule = 'UnknownField';
          field = issue.keys.join(', ');
          break;
        case 'invalid_value':
        case 'invalid_union':
        case 'invalid_key':
        case 'invalid_element':
          rule = 'InvalidValue';
          break;
        default:
          rule = 'InvalidFormat';
      }
    }
    if (issue.code === 'too_small') params.minimum = String(issue.minimum);
    if (issue.code === 'too_big') params.maximum = String(issue.maximum);
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
