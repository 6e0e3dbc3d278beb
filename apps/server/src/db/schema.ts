export * from '../modules/sites/tables.ts';
export * from '../modules/access/tables.ts';
export * from '../modules/account/tables.ts';
export * from '../modules/userConfiguration/tables.ts';
export * from '../modules/quickNavigation/tables.ts';
export * from '../modules/userMessages/tables.ts';
export * from '../modules/files/tables.ts';
export * from '../modules/organizes/tables.ts';
