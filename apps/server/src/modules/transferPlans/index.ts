// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
// The demo seed makes and dispatches a plan as staff would.
export { addPlan, dispatchPlan } from './transferPlans.service.ts';
