import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lbo/contracts';
import { createTokenService } from './auth.ts';
import { AppError } from './errors.ts';

const actor = { userId: 7, siteId: 3, population: 'user' as const, isSuperUser: false };
const SESSION = '0f8fad5b-d9cb-469f-a165-70867728950e';
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? [error.httpStatus, error.code] : 'crashed';
  }
};

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('stops accepting a token the moment it expires, though its verification is cached', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const tokens = createTokenService('s'.repeat(48), 60);
    const token = tokens.signAccess(actor, SESSION);
    expect(tokens.verifyAccess(token)).toMatchObject({ actor: { userId: 7, siteId: 3, population: 'user' }, sessionId: SESSION });
    vi.setSystemTime(new Date('2026-11-23T10:00:59Z'));
    expect(codeOf(() => tokens.verifyAccess(token))).toBe('accepted');
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'));
    expect(codeOf(() => tokens.verifyAccess(token))).toEqual([401, ErrorCode.TokenExpired]);
  });

  it('refuses a token signed with another secret, also after a good one was cached', () => {
    const tokens = createTokenService('s'.repeat(48), 60);
    tokens.verifyAccess(tokens.signAccess(actor, SESSION));
    const forged = createTokenService('x'.repeat(48), 60).signAccess(actor, SESSION);
    expect(codeOf(() => tokens.verifyAccess(forged))).toEqual([401, ErrorCode.Refused]);
  });
});
