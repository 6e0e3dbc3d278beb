import { controlCenter, ErrorCode } from '@lbo/contracts';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiBase } from './api/request.ts';
import { currentLocale, i18n, LANGUAGE_CODE } from './i18n/index.ts';
import { STORAGE_KEYS } from './lib/storage.ts';

/** A new version of the app is served: reload once to pick it up. */
async function checkVersion() {
  const res = await fetch('/version.json', { cache: 'no-store' }).catch(() => null);
  const version = res?.ok ? ((await res.json()) as { version: string }).version : null;
  if (!version) return;
  const stored = localStorage.getItem(STORAGE_KEYS.version);
  localStorage.setItem(STORAGE_KEYS.version, version);
  if (stored && stored !== version) location.reload();
}

/**
 * Start-up of both entries (the back office and the phone portal): ask the control center for this
 * host's API base address (a refusal stops here with its message), check the version, mount `app`.
 */
export async function startApp(app: ReactNode) {
  let answer: { Code: number; Message: string; Data: string };
  try {
    const res = await fetch(controlCenter.getSiteApiUrl.path, { method: 'POST', headers: { 'content-type': 'application/json', AcceptLanguage: String(LANGUAGE_CODE[currentLocale()]) }, body: JSON.stringify({ Host: location.host }) });
    answer = (await res.json()) as typeof answer;
  } catch {
    return alert(i18n.t('startup.unreachable'));
  }
  if (answer.Code !== ErrorCode.Success) return alert(answer.Message);
  // The API is on this origin when the base address names this host.
  setApiBase(new URL(answer.Data).host === location.host ? '' : answer.Data);
  localStorage.setItem(STORAGE_KEYS.apiBase, answer.Data);
  void checkVersion();
  document.documentElement.lang = i18n.language;
  createRoot(document.getElementById('root')!).render(<StrictMode>{app}</StrictMode>);
}
