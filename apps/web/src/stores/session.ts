import { create } from 'zustand';
import { AccountType, type UserInfo } from '@lbo/contracts';
import { STORAGE_KEYS } from '../lib/storage.ts';

export type LoginType = 'userLogin' | 'backUserLogin';

/** Back-office staff, as opposed to customers: staff alone see the device tools and the components gallery. */
export const isStaff = (user: Pick<UserInfo, 'AccountTypeCode'> | null | undefined) => user?.AccountTypeCode === AccountType.Backstage;

interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  loginType: LoginType | null;
  user: UserInfo | null;
  setTokens(tokens: { AccessToken: string; RefreshToken: string }, loginType?: LoginType): void;
  setUser(user: UserInfo | null): void;
  clear(): void;
}

const stored = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));

/** The signed-in session: tokens live in localStorage (spec: "admin token, refresh token, login type"). */
export const useSession = create<SessionState>((set, get) => ({
  accessToken: stored(STORAGE_KEYS.adminToken),
  refreshToken: stored(STORAGE_KEYS.refreshToken),
  loginType: stored(STORAGE_KEYS.loginType) as LoginType | null,
  user: null,
  setTokens(tokens, loginType) {
    localStorage.setItem(STORAGE_KEYS.adminToken, tokens.AccessToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.RefreshToken);
    const type = loginType ?? get().loginType;
    if (type) localStorage.setItem(STORAGE_KEYS.loginType, type);
    set({ accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken, loginType: type });
  },
  setUser(user) {
    set({ user });
  },
  clear() {
    localStorage.removeItem(STORAGE_KEYS.adminToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    localStorage.removeItem(STORAGE_KEYS.openTabs);
    set({ accessToken: null, refreshToken: null, user: null });
  },
}));
