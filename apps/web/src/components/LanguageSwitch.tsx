import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../api/notify.ts';
import { LOCALE_NAMES, LOCALES, saveLocale, type Locale } from '../i18n/index.ts';

/** Sets and saves the locale, then reloads what depends on it (routes titles, site configuration) and says so. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const choose = async (locale: Locale) => {
    saveLocale(locale);
    await i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    await queryClient.invalidateQueries();
    toastSuccess(t('navbar.switchLanguageSuccess'));
  };
  return (
    <Dropdown
      menu={{ selectable: true, selectedKeys: [i18n.language], items: LOCALES.map((l) => ({ key: l, label: LOCALE_NAMES[l] })), onClick: ({ key }) => void choose(key as Locale) }}
      trigger={['click']}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('navbar.language')} data-testid="language-switch" />
    </Dropdown>
  );
}
