import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues } from './payload.ts';

const messagesOf = (schema: z.ZodType, value: unknown, language: 'en' | 'zh-TW' = 'en') => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : describeIssues(parsed.error.issues, language).map((e) => e.Message);
};

describe('a lower bound in a refusal', () => {
  it('reads "greater than" where the bound itself is refused, and "at least" where it is allowed', () => {
    const body = z.object({ Id: z.int32().positive(), Sort: z.int32().min(0) });
    expect(messagesOf(body, { Id: 0, Sort: -1 })).toEqual(['Id: must be greater than 0', 'Sort: must be at least 0']);
    expect(messagesOf(body, { Id: 0, Sort: 0 }, 'zh-TW')).toEqual(['Id：必須大於 0']);
  });
});
