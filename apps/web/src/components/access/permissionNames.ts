import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './texts.ts';

/**
 * API permission areas', views' and buttons' names in the reader's language. Views and buttons are product-wide rows whose
 * seeded names are English: a view keeping its seeded name (its own name here, else its page's
 * menu name) and a button named by its action are translated; a name the platform gave is shown as
 * it was typed.
 */
export function usePermissionNames() {
  const { t, i18n } = useTranslation();
  // t changes with the language.
  return useMemo(
    () => ({
      /** An API permission area (`/Shelves/GetShelves` is in Shelves); a new area without a name shows as it is. */
      area: (area: string) => (i18n.exists(`access.areas.${area}`) ? t(`access.areas.${area}`) : area),
      view: (view: { Code: string; Name: string }) => {
        // A view's code is its page's router name: a view not named here has its menu's name.
        const own = `access.views.${view.Code}`;
        const key = i18n.exists(own) ? own : `route.${view.Code}`;
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
