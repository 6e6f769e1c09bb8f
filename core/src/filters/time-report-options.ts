import { createEffect, sample } from 'effector';
import { sessionReceived } from '../session/model';
import { $account } from '../session/state';
import { readLocalFx, userOptionsKey, writeLocalFx } from '../session/storage';
import { $showAutoCalc, $showKonterat, showAutoCalcToggled, showKonteratToggled } from './model';

/**
 * The time report options (showAutoCalc, showKonterat) are the user's, on this device (spec §3 "Local storage":
 * per-user time report options): read at sign-in, written when he toggles one. A logout keeps them
 * (`UserOptions:` keys survive it); another user of the same browser has his own.
 */
interface TimeReportOptions {
  showAutoCalc: boolean;
  showKonterat: boolean;
}
const NAME = 'TimeReport';

export function parseTimeReportOptions(raw: string | null): Partial<TimeReportOptions> {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const out: Partial<TimeReportOptions> = {};
    if (typeof v.showAutoCalc === 'boolean') out.showAutoCalc = v.showAutoCalc;
    if (typeof v.showKonterat === 'boolean') out.showKonterat = v.showKonterat;
    return out;
  } catch {
    return {}; // a hand-edited or foreign value: the defaults
  }
}

const readOptionsFx = createEffect(async (login: string) => parseTimeReportOptions(await readLocalFx(userOptionsKey(login, NAME))));

sample({ clock: sessionReceived, filter: (r) => Boolean(r.UserAccount?.Login), fn: (r) => r.UserAccount.Login, target: readOptionsFx });
sample({ clock: readOptionsFx.doneData, filter: (o) => o.showAutoCalc !== undefined, fn: (o) => o.showAutoCalc as boolean, target: $showAutoCalc });
sample({ clock: readOptionsFx.doneData, filter: (o) => o.showKonterat !== undefined, fn: (o) => o.showKonterat as boolean, target: $showKonterat });
sample({
  clock: [showAutoCalcToggled, showKonteratToggled],
  source: { account: $account, showAutoCalc: $showAutoCalc, showKonterat: $showKonterat },
  filter: ({ account }) => Boolean(account?.Login),
  fn: ({ account, showAutoCalc, showKonterat }) => ({
    key: userOptionsKey(account?.Login ?? '', NAME),
    value: JSON.stringify({ showAutoCalc, showKonterat } satisfies TimeReportOptions),
  }),
  target: writeLocalFx,
});
