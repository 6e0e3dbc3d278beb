// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
export { leaveCustomerMessage, tellCustomer, type Notice } from './customerNotices.ts';
