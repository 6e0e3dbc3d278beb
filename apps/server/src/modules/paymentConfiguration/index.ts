// What other areas use of this one (their only way in besides tables.ts; see eslint.config.js).
// The payments area opens a site's credentials to pay; the demo seed stores the sandbox's.
export { installConfiguration, openConfiguration, type OpenedConfiguration } from './paymentConfiguration.service.ts';
export { paymentSecretBox, type SecretBox } from './secretBox.ts';
