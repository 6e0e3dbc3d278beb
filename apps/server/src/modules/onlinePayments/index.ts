// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
// The wallet ledger wires its posting into creditPaidRecharge; the job runner asks about unpaid recharges; the demo seed configures the sandbox's keys.
export { creditPaidRecharge, queryUnpaidRecharges, type Recharge } from './onlinePayments.service.ts';
export { sandboxKeys, type SandboxKeys } from './sandboxKeys.ts';
