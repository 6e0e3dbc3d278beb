// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
export { shiftList } from './shifts.service.ts';
