import type { Plugin } from 'vite';

/**
 * Packages whose modules only declare things (components, classes, functions) but whose package.json
 * does not say so (`"sideEffects": false`): the bundler would keep each of their modules that is
 * imported at all, used or not. Marked here, their unused modules drop out: Ant Design's input
 * imports the form library's context, and with it the whole form library and its validator; a
 * contract module imports decimal.js for a rule the first page never runs.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|decimal\.js)[\\/]/;

export function sideEffectFree(): Plugin {
  return {
    name: 'lbo:side-effect-free',
    transform: {
      filter: { id: SIDE_EFFECT_FREE },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}
