import type { Locale, MessageLoaders, Messages } from '../../plugin/types';
import sv from './sv';

export const SHELL_NAMESPACE = 'shell';
/** Swedish ships with the first screen; the other languages load when chosen. */
export const shellSv: Messages = sv;
export const shellMessageLoaders: MessageLoaders = {
  sv: async () => ({ default: sv }),
  en: () => import('./en'),
  fr: () => import('./fr'),
  pl: () => import('./pl'),
};
export type { Locale };
