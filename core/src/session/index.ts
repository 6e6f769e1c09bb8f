export * from './state';
export * from './model';
export { companySelectionSkipped, canSwitchCompany, defaultSalaryYear, resolveSalaryYear } from './rules';
export {
  STORAGE_KEYS,
  KEPT_ON_LOGOUT,
  clearStorageFx,
  readStoredSessionFx,
  rememberLoginFx,
  rememberSessionCompanyFx,
  readLocalFx,
  writeLocalFx,
  USER_OPTIONS_PREFIX,
  userOptionsKey,
} from './storage';
export { $accessContext } from './access-context';
export * from './inactivity';
