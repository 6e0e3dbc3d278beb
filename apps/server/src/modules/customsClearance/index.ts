// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
export { takeCustomsClearanceNumber } from './customsClearance.service.ts';
