import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu (Ant Design's Dropdown and Menu) loads when the switch is first clicked: the public home shows the switch but seldom needs it.
const LanguageMenu = lazy(() => import('./LanguageMenu.tsx'));

/** Sets and saves the locale, then reloads what depends on it (routes titles, site configuration) and says so. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const button = <Button type="text" icon={<TranslationOutlined />} aria-label={t('navbar.language')} data-testid="language-switch" onClick={() => setWanted(true)} />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu>{button}</LanguageMenu>
    </Suspense>
  );
}
