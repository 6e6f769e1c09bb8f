import type { MessageLoaders } from '../../plugin/types';
import sv from './sv';

/** The widget kit's dictionaries, namespace 'ui' (keys 'ui.cancel', 'ui.UnsavedChanges.Title', …). */
export const UI_NAMESPACE = 'ui';
/** Swedish at once (the default language); the others load with the reader's language, like the shell's. */
export const uiSv = sv;
export const uiMessageLoaders: MessageLoaders = {
  sv: async () => ({ default: sv }),
  en: () => import('./en'),
  fr: () => import('./fr'),
  pl: () => import('./pl'),
};
