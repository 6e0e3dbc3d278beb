// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
export { notifyPermissionChange } from './access.service.ts';
export { childrenByParent, holdersOfRoles } from './administration.ts';
