import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './texts.ts';

/**
 * Views' and buttons' names in the reader's language. Views and buttons are product-wide rows whose
 * seeded names are English: a view keeping its seeded name and a button named by its action are
 * translated; a name the platform gave is shown as it was typed.
 */
export function usePermissionNames() {
  const { t, i18n } = useTranslation();
  // t changes with the language.
  return useMemo(
    () => ({
      view: (view: { Code: string; Name: string }) => {
        const key = `access.views.${view.Code}`;
        return i18n.exists(key) && t(key, { lng: 'en' }) === view.Name ? t(key) : view.Name;
      },
      button: (button: { Name: string }) => {
        const key = `access.buttons.${button.Name}`;
        return i18n.exists(key) ? t(key) : button.Name;
      },
    }),
    [t, i18n],
  );
}
