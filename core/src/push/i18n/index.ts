import type { MessageLoaders, Messages } from '../../plugin/types';
import sv from './sv';

export const LIVE_NAMESPACE = 'live';
/** Swedish with the first screen (the install button is on the sign-in screen); the rest when chosen. */
export const liveSv: Messages = sv;
export const liveMessageLoaders: MessageLoaders = {
  sv: async () => ({ default: sv }),
  en: () => import('./en'),
  fr: () => import('./fr'),
  pl: () => import('./pl'),
};
