import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** The page's root: hands the theme's tokens (inside the site's primary colour) to home.css. */
export function HomeFrame({ primary, className, children }: { primary: string; className?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const tokens = {
    '--home-primary': primary,
    '--home-primary-hover': token.colorPrimaryHover,
    '--home-text': token.colorText,
    '--home-text-secondary': token.colorTextDescription,
    '--home-border': token.colorBorderSecondary,
    '--home-error': token.colorError,
    '--home-layout': token.colorBgLayout,
    '--home-font': token.fontFamily,
  } as CSSProperties;
  return (
    <div className={className ? `home ${className}` : 'home'} style={tokens}>
      {children}
    </div>
  );
}
