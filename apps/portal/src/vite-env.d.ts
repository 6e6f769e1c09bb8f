/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FORGOT_PASSWORD_URL?: string;
  readonly VITE_LEGACY_PORTAL_URL?: string;
  readonly VITE_GALLERY?: string;
}
