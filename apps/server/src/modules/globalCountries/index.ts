// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
export { regionNames, regionTrails } from './globalCountries.service.ts';
export { latinOf } from './regionNames.ts';
