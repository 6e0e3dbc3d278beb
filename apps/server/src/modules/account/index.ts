// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
export { memberNumber } from './account.service.ts';
export { endSessionsOf, issueTokens } from './tokens.service.ts';
