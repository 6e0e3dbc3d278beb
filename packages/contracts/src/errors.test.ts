import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors.ts';

describe('envelope codes', () => {
  it('each code has one name, and 0 is success', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(ErrorCode.Success).toBe(0);
  });
});
