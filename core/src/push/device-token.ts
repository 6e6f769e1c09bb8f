import { createEffect, sample } from 'effector';
import { createEndpointAction } from '../api/endpoint-action';
import { live } from '../contracts/live';
import { sessionReceived } from '../session/model';

/**
 * The Lönna app's web view hands the page its push token as `window.LonnaApp = { platform, pushToken }` (the app's
 * half of the bridge). Spec §7: the portal posts it (POST /userandroidtoken or /useriostoken) when it differs from the
 * one it last sent. The last sent is kept in local storage, which logout clears — so the next account to sign in on
 * the device registers the token for itself.
 */
export interface AppPushBridge {
  platform: 'android' | 'ios';
  pushToken: string;
}
export const DEVICE_TOKEN_KEY = 'DevicePushToken';

const sentKey = (b: AppPushBridge) => `${b.platform}:${b.pushToken}`;

function appBridge(): AppPushBridge | null {
  if (typeof window === 'undefined') return null;
  const b = (window as { LonnaApp?: Partial<AppPushBridge> }).LonnaApp;
  if (!b || (b.platform !== 'android' && b.platform !== 'ios') || typeof b.pushToken !== 'string' || !b.pushToken) return null;
  return { platform: b.platform, pushToken: b.pushToken };
}

/** the app's token when it is not the one last sent from this device */
const readNewAppTokenFx = createEffect((): AppPushBridge | null => {
  const b = appBridge();
  return b && localStorage.getItem(DEVICE_TOKEN_KEY) !== sentKey(b) ? b : null;
});
const rememberSentFx = createEffect((b: AppPushBridge) => localStorage.setItem(DEVICE_TOKEN_KEY, sentKey(b)));

const androidTokenMutation = createEndpointAction(live.androidToken, { name: 'push.androidToken', silent: true });
const iosTokenMutation = createEndpointAction(live.iosToken, { name: 'push.iosToken', silent: true });

sample({ clock: sessionReceived, target: readNewAppTokenFx });
sample({
  clock: readNewAppTokenFx.doneData,
  filter: (b): b is AppPushBridge => b?.platform === 'android',
  fn: (b: AppPushBridge) => ({ body: { UserAndroidToken: b.pushToken } }),
  target: androidTokenMutation.start,
});
sample({
  clock: readNewAppTokenFx.doneData,
  filter: (b): b is AppPushBridge => b?.platform === 'ios',
  fn: (b: AppPushBridge) => ({ body: { UserIOSToken: b.pushToken } }),
  target: iosTokenMutation.start,
});
sample({
  clock: androidTokenMutation.finished.success,
  fn: ({ params }) => ({ platform: 'android' as const, pushToken: (params as { body: { UserAndroidToken: string } }).body.UserAndroidToken }),
  target: rememberSentFx,
});
sample({
  clock: iosTokenMutation.finished.success,
  fn: ({ params }) => ({ platform: 'ios' as const, pushToken: (params as { body: { UserIOSToken: string } }).body.UserIOSToken }),
  target: rememberSentFx,
});
