import { describe, expect, it } from 'vitest';
import { CALLS, isRead, NOT_PLAIN_READS } from './index.ts';

// A page's menu grants the reads the page makes: a read counted as a write would answer "no permission" to a role granted the menu.
describe('reads', () => {
  it('counts every Get… call as a read, and nothing that stores or sends', () => {
    expect(CALLS.filter((call) => call.operation.startsWith('Get') && !isRead(call)).map((call) => call.path).sort()).toEqual(Object.keys(NOT_PLAIN_READS).sort());
    expect(CALLS.filter((call) => call.path in NOT_PLAIN_READS && call.readOnly).map((call) => call.path)).toEqual([]);
  });

  it('counts no write as a read', () => {
    expect(CALLS.filter((call) => isRead(call) && /^(Add|Edit|Delete|Establish|Set|Batch|Enable|Disable)/.test(call.operation)).map((call) => call.path)).toEqual([]);
  });
});
