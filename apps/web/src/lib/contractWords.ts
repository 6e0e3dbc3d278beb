import type { Language, Texts } from '@lbo/contracts';
import { i18n } from '../i18n/index.ts';

/** A name the contract gives in three languages (a lifecycle's states and actions), in the page's language. */
export const inLanguage = (texts: Texts | undefined): string => (texts ? texts[(i18n.language as Language) in texts ? (i18n.language as Language) : 'en'] : '');

/** The contract's names are written to sit inside a message ("cannot be signed for"); alone on a tab or tag they start with a capital. */
export const alone = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
