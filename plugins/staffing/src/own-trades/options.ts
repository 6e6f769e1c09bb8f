import { $account, readLocalFx, writeLocalFx } from '@lonna/core';
import { createEvent, createStore, sample } from 'effector';
import { TRADE_NOTICES, type TradeNoticeChannel } from '../contracts';

/**
 * The employee's shift-swap options (spec §3 "Local storage: … per-user shift swap and time report options"), kept in
 * this browser per login under `UserOptions:<login>:ShiftSwap` (JSON):
 * - `onlyTakeable`: list only the colleagues' passes the work-time rules let me take (the others are hidden, not
 *   greyed out);
 * - `notice`: how I hear of the steps of my trades besides the push — mail, SMS, both or only the portal. It travels
 *   with my offer or my interest, and the server keeps it with that trade (it cannot read my browser).
 */
export interface ShiftSwapOptions {
  onlyTakeable: boolean;
  notice: TradeNoticeChannel;
}
export const DEFAULT_SHIFT_SWAP_OPTIONS: ShiftSwapOptions = { onlyTakeable: false, notice: 'MAIL' };
export const shiftSwapKey = (login: string) => `UserOptions:${login}:ShiftSwap`;

/** what is stored, read leniently: a missing, broken or older value falls back field by field to the default */
export function parseShiftSwapOptions(raw: string | null): ShiftSwapOptions {
  let v: unknown = null;
  try {
    v = raw ? JSON.parse(raw) : null;
  } catch {
    v = null;
  }
  const o = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  return {
    onlyTakeable: typeof o.onlyTakeable === 'boolean' ? o.onlyTakeable : DEFAULT_SHIFT_SWAP_OPTIONS.onlyTakeable,
    notice: TRADE_NOTICES.includes(o.notice as TradeNoticeChannel) ? (o.notice as TradeNoticeChannel) : DEFAULT_SHIFT_SWAP_OPTIONS.notice,
  };
}

export const shiftSwapOptionsNeeded = createEvent();
export const shiftSwapOptionsChanged = createEvent<Partial<ShiftSwapOptions>>();

const $login = $account.map((a) => a?.Login ?? '');
export const $shiftSwapOptions = createStore<ShiftSwapOptions>(DEFAULT_SHIFT_SWAP_OPTIONS);

// read when a page showing trades opens, and again when someone else signs in on this browser
sample({ clock: [shiftSwapOptionsNeeded, $login.updates], source: $login, filter: (login) => login !== '', fn: shiftSwapKey, target: readLocalFx });
sample({
  clock: readLocalFx.done,
  source: $login,
  filter: (login, { params }) => login !== '' && params === shiftSwapKey(login),
  fn: (_, { result }) => parseShiftSwapOptions(result),
  target: $shiftSwapOptions,
});
$shiftSwapOptions.reset($login.updates);

const changed = sample({ clock: shiftSwapOptionsChanged, source: $shiftSwapOptions, fn: (o, patch): ShiftSwapOptions => ({ ...o, ...patch }) });
sample({ clock: changed, target: $shiftSwapOptions });
sample({
  clock: changed,
  source: $login,
  filter: (login) => login !== '',
  fn: (login, options) => ({ key: shiftSwapKey(login), value: JSON.stringify(options) }),
  target: writeLocalFx,
});
