import { useQuery } from '@tanstack/react-query';
import { site } from '@lbo/contracts';
import { useEffect } from 'react';
import { callApi } from '../api/client.ts';
import { useIsPlatformStaff } from '../components/site/useSiteChoice.ts';
import { currentLocale, LANGUAGE_CODE } from '../i18n/index.ts';
import { useTranslation } from 'react-i18next';

/**
 * The site's title and logo in the current language (the page title follows it). `inShell`: in the
 * signed-in shell platform staff work in the platform console, which no site's page configuration
 * brands: it bears the platform's name and the product's logo.
 */
export function useSiteConfig(inShell = false) {
  const { t, i18n } = useTranslation();
  const platform = useIsPlatformStaff() && inShell;
  const language = LANGUAGE_CODE[currentLocale()];
  const query = useQuery({
    queryKey: ['site', 'pageConfiguration', language],
    queryFn: () => callApi(site.getSitePageConfiguration, { Language: language }, { silent: true }),
    staleTime: 5 * 60_000,
  });
  const config = query.data ?? { Title: '', Logo: '' };
  const brand = platform ? { ...config, Title: t('app.platformConsole'), Logo: '' } : config;
  useEffect(() => {
    if (brand.Title) document.title = brand.Title;
  }, [brand.Title, i18n.language]);
  return brand;
}
