import { createStore } from 'effector';

/**
 * Spec §9 (constants): "Old portal available until 2021-12-31" — the drawer offers a link to the earlier portal while
 * a deployment configures one (createPortal({ legacyPortalUrl }), VITE_LEGACY_PORTAL_URL) and the Swedish date is not
 * later than this day. Kept as a rule, not removed, so a deployment that needs such a bridge again sets a date here.
 */
export const LEGACY_PORTAL_UNTIL = '2021-12-31';

export const $legacyPortalUrl = createStore<string | null>(null);

/** today is the Swedish calendar date 'YYYY-MM-DD' */
export function legacyPortalLinkShown(url: string | null, today: string, until = LEGACY_PORTAL_UNTIL): boolean {
  return !!url && today <= until;
}
