import { addMessages, registerMessages } from '../i18n/runtime';
import { shellMessageLoaders, shellSv, SHELL_NAMESPACE } from '../shell/i18n';
import { UI_NAMESPACE, uiMessageLoaders, uiSv } from '../ui/i18n';
import { VALIDATION_NAMESPACE } from '../validation/messages';
import { sv as validationSv } from '../validation/messages/sv';
import { ACCESS_NAMESPACE, accessMessageLoaders } from './access-i18n';
import { LIVE_NAMESPACE, liveMessageLoaders, liveSv } from '../push/i18n';

let messagesRegistered = false;
/** core's own namespaces: shell and ui in Swedish at once, the rest lazily (also the page renderer's) */
export function registerCoreMessages() {
  if (messagesRegistered) return;
  messagesRegistered = true;
  addMessages(SHELL_NAMESPACE, 'sv', shellSv);
  registerMessages(SHELL_NAMESPACE, shellMessageLoaders);
  addMessages(UI_NAMESPACE, 'sv', uiSv);
  registerMessages(UI_NAMESPACE, uiMessageLoaders);
  addMessages(VALIDATION_NAMESPACE, 'sv', validationSv as never);
  registerMessages(VALIDATION_NAMESPACE, {
    sv: async () => ({ default: validationSv as never }),
    en: () => import('../validation/messages/en').then((m) => ({ default: m.en as never })),
    fr: () => import('../validation/messages/fr').then((m) => ({ default: m.fr as never })),
    pl: () => import('../validation/messages/pl').then((m) => ({ default: m.pl as never })),
  });
  registerMessages(ACCESS_NAMESPACE, accessMessageLoaders);
  addMessages(LIVE_NAMESPACE, 'sv', liveSv);
  registerMessages(LIVE_NAMESPACE, liveMessageLoaders);
}
