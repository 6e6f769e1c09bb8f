import { combine, createStore } from 'effector';
import type { AuthResponse, FtgInfo, PortalInfo, UserAccount, UserAppSettings } from '../contracts/models';
import { DEFAULT_USER_APP_SETTINGS } from '../contracts/models';

/**
 * The session's plain stores. They import nothing from the API client, so the
 * client can read them for its headers while the session model (which uses
 * the client) writes them.
 */
export const $account = createStore<UserAccount | null>(null);
export const $ftgInfo = createStore<FtgInfo | null>(null);
export const $portalInfo = createStore<PortalInfo | null>(null);
export const $salaryYears = createStore<number[]>([]);
export const $salaryYear = createStore<number | null>(null);
export const $userAppSettings = createStore<UserAppSettings>(DEFAULT_USER_APP_SETTINGS);
/** the licence facts of the authentication response */
export const $licence = createStore<Pick<AuthResponse, 'HasPlus' | 'HasLicensOption' | 'HasWebLon' | 'HasWebLonPlus' | 'EnforceBankIDAuth'> | null>(null);
export const $authMethod = createStore<AuthResponse['Auth'] | null>(null);
/** company id for the dv-selected-company header: the session's company, or the one remembered in session storage */
export const $selectedCompanyId = createStore<string | null>(null);

export const $authenticated = $account.map((a) => a !== null);
export const $role = $account.map((a) => a?.Roll ?? null);
