// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
// An order quoting a declarant counts its use in the order's transaction.
export { recordApplicantInformationUse } from './applicantInformation.service.ts';
