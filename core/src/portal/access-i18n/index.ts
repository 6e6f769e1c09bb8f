import type { MessageLoaders } from '../../plugin/types';

export const ACCESS_NAMESPACE = 'access';
/** only support views read these, so every language loads lazily */
export const accessMessageLoaders: MessageLoaders = {
  sv: () => import('./sv'),
  en: () => import('./en'),
  fr: () => import('./fr'),
  pl: () => import('./pl'),
};
