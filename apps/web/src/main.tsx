import { mobileTarget } from './lib/mobileRedirect.ts';
import { STORAGE_KEYS } from './lib/storage.ts';
import { startApp } from './startup.tsx';
import { App } from './App.tsx';

const target = mobileTarget({ userAgent: navigator.userAgent, pathname: location.pathname, search: location.search, loginType: localStorage.getItem(STORAGE_KEYS.loginType) });
if (target) location.replace(target);
else void startApp(<App />);
