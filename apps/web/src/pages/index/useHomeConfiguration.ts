import type { site } from '@lbo/contracts';
import { useSiteConfig } from '../../shell/useSiteConfig.ts';

/** What the home shows when the site has configured nothing: its name and logo come from the server anyway. */
const EMPTY: site.PublicPageConfiguration = {
  Title: '',
  Logo: '',
  Agreement: '',
  Services: [],
  Technologies: [],
  BackgroundImage: '',
  PrimaryColor: '',
  SecondaryColor: '',
  FilingNumber: '',
  FilingLink: '',
  Carousel: [],
};

/** The site's home page configuration in the current language (the same request as the shell's title and logo). */
export function useHomeConfiguration(): site.PublicPageConfiguration {
  return { ...EMPTY, ...useSiteConfig() };
}
