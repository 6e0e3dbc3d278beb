/** activeIndex values of /index: which section of the public home is open. */
export const ACTIVE_INDEX = { homepage: '0', login: '1', register: '2', aboutUs: '3', notices: '4', helpTutorials: '5', contactUs: '6', trajectoryQuery: '7' } as const;
export type Section = keyof typeof ACTIVE_INDEX;
export const SECTIONS = Object.keys(ACTIVE_INDEX) as Section[];
