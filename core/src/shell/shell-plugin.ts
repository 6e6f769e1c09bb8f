import { definePlugin } from '../plugin/define-plugin';
import { CORE_VERSION } from '../version';

/** The shell's own routes, registered through the plugin API like any plugin's. */
export const shellPlugin = definePlugin({
  id: 'shell',
  version: CORE_VERSION,
  core: `^${CORE_VERSION}`,
  title: 'shell.appName',
  routes: [
    {
      name: 'UserAppSettings',
      path: '/userAppSettings',
      access: { signedIn: true },
      title: 'shell.routes.UserAppSettings',
      page: () => import('./settings'),
    },
    {
      name: 'AppQuestions',
      path: '/app/questions',
      access: { public: true },
      standalone: true,
      title: 'shell.routes.AppQuestions',
      page: () => import('./static-pages/questions'),
    },
    {
      name: 'AppTerms',
      path: '/app/terms',
      access: { public: true },
      standalone: true,
      title: 'shell.routes.AppTerms',
      page: () => import('./static-pages/terms'),
    },
    {
      name: 'AppPolicyAndroid',
      path: '/app/portal/android/policy',
      access: { public: true },
      standalone: true,
      title: 'shell.routes.AppPolicyAndroid',
      page: () => import('./static-pages/policy-android'),
    },
    // the own forgot-password flow (when no external reset form is configured)
    {
      name: 'ResetPassword',
      path: '/reset-password',
      access: { public: true },
      standalone: true,
      title: 'shell.routes.ResetPassword',
      page: () => import('./reset-password'),
    },
    {
      name: 'AppPolicyIos',
      path: '/app/portal/ios/policy',
      access: { public: true },
      standalone: true,
      title: 'shell.routes.AppPolicyIos',
      page: () => import('./static-pages/policy-ios'),
    },
  ],
});
