import { createEffect } from 'effector';

/**
 * What the browser remembers (spec §3 "Local storage" / "Session storage").
 * Kept across logout on purpose: the login name and method (the spec
 * remembers them after login), favourite companies, the theme and language
 * preferences and the last sign-in tab — they are preferences of the device,
 * not session data. Everything else in local and session storage is cleared.
 */
export const STORAGE_KEYS = {
  login: 'Login',
  loginMethod: 'LoginMethod',
  favourites: 'FavouriteCompanies',
  darkMode: 'DARK_MODE_PREFERENCE',
  language: 'LANGUAGE',
  signInTab: 'SIGN_IN_TAB',
  /** session storage */
  ftgId: 'FtgId',
  salaryYear: 'SalaryYear',
} as const;

export const KEPT_ON_LOGOUT: readonly string[] = [
  STORAGE_KEYS.login,
  STORAGE_KEYS.loginMethod,
  STORAGE_KEYS.favourites,
  STORAGE_KEYS.darkMode,
  STORAGE_KEYS.language,
  STORAGE_KEYS.signInTab,
];

/**
 * Per-user options a plugin keeps in the browser (spec §3: "per-user shift swap and time report options"): key
 * `UserOptions:<login>:<name>`. They belong to the user on this device, so a logout keeps them, and a second user of
 * the same device has his own.
 */
export const USER_OPTIONS_PREFIX = 'UserOptions:';
export function userOptionsKey(login: string, name: string): string {
  return `${USER_OPTIONS_PREFIX}${login.trim().toLowerCase()}:${name}`;
}
const keptOnLogout = (key: string) => KEPT_ON_LOGOUT.includes(key) || key.startsWith(USER_OPTIONS_PREFIX);

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}
function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export interface StoredSession {
  login: string;
  loginMethod: string;
  ftgId: string | null;
  salaryYear: number | null;
}

export const readStoredSessionFx = createEffect((): StoredSession => {
  const l = local();
  const s = session();
  const year = Number(s?.getItem(STORAGE_KEYS.salaryYear) ?? '');
  return {
    login: l?.getItem(STORAGE_KEYS.login) ?? '',
    loginMethod: l?.getItem(STORAGE_KEYS.loginMethod) ?? '',
    ftgId: s?.getItem(STORAGE_KEYS.ftgId) || null,
    salaryYear: Number.isInteger(year) && year > 0 ? year : null,
  };
});

export const rememberLoginFx = createEffect(({ login, method }: { login: string; method: string }) => {
  local()?.setItem(STORAGE_KEYS.login, login);
  local()?.setItem(STORAGE_KEYS.loginMethod, method);
});

export const rememberSessionCompanyFx = createEffect(({ ftgId, salaryYear }: { ftgId: string | null; salaryYear: number | null }) => {
  const s = session();
  if (!s) return;
  if (ftgId) s.setItem(STORAGE_KEYS.ftgId, ftgId);
  else s.removeItem(STORAGE_KEYS.ftgId);
  if (salaryYear) s.setItem(STORAGE_KEYS.salaryYear, String(salaryYear));
  else s.removeItem(STORAGE_KEYS.salaryYear);
});

/** Logout: session storage entirely, local storage except the device preferences. */
export const clearStorageFx = createEffect(() => {
  session()?.clear();
  const l = local();
  if (!l) return;
  const keys: string[] = [];
  for (let i = 0; i < l.length; i++) {
    const k = l.key(i);
    if (k !== null && !keptOnLogout(k)) keys.push(k);
  }
  keys.forEach((k) => l.removeItem(k));
});

export const readLocalFx = createEffect((key: string): string | null => local()?.getItem(key) ?? null);
export const writeLocalFx = createEffect(({ key, value }: { key: string; value: string | null }) => {
  if (value === null) local()?.removeItem(key);
  else local()?.setItem(key, value);
});
