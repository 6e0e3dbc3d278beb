import { Dropdown } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../api/notify.ts';
import { LOCALE_NAMES, LOCALES, saveLocale, type Locale } from '../i18n/index.ts';

/** The languages' menu around the switch's button, open when it mounts (the button was just clicked). */
export default function LanguageMenu({ children }: { children: ReactElement }) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const choose = async (locale: Locale) => {
    saveLocale(locale);
    await i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    await queryClient.invalidateQueries();
    // In the language just chosen: this render's t still speaks the previous one.
    toastSuccess(i18n.t('navbar.switchLanguageSuccess'));
  };
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      menu={{ selectable: true, selectedKeys: [i18n.language], items: LOCALES.map((l) => ({ key: l, label: LOCALE_NAMES[l] })), onClick: ({ key }) => void choose(key as Locale) }}
      trigger={['click']}
    >
      {children}
    </Dropdown>
  );
}
