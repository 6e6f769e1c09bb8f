/** The SMS verification dialog (model.ts + view.tsx); the view is loaded lazily by the sign-in screen and the company dialog. */
export const loadSmsDialog = () => import('./view');
