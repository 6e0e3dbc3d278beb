import { useQuery } from '@tanstack/react-query';
import { site } from '@lbo/contracts';
import { useEffect } from 'react';
import { callApi } from '../api/client.ts';
import { currentLocale, LANGUAGE_CODE } from '../i18n/index.ts';
import { useTranslation } from 'react-i18next';

/** The site's title and logo in the current language (the page title follows it). */
export function useSiteConfig() {
  const { i18n } = useTranslation();
  const language = LANGUAGE_CODE[currentLocale()];
  const query = useQuery({
    queryKey: ['site', 'pageConfiguration', language],
    queryFn: () => callApi(site.getSitePageConfiguration, { Language: language }, { silent: true }),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.data?.Title) document.title = query.data.Title;
  }, [query.data?.Title, i18n.language]);
  return query.data ?? { Title: '', Logo: '' };
}
