// A start stage (main.tsx): core's API layer, the i18n runtime and the session model with what it imports, evaluated in a
// task of their own.
export { appStarted } from '@lonna/core';
