import { $account, $selectedEmployee, createDownload, createPageData, lists } from '@lonna/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { compensationsAttest } from '../../attest-contracts';
import { monthPeriod, stepMonth } from '../list/period';

/**
 * ErsattningarPrint and ReserakningPrint: the filters of time's prints (an employee — PER his own — and a period, here
 * a month), and the PDF the server renders. One instance per print.
 */
export function createPrintModel(travel: boolean) {
  const opened = createEvent();
  const monthStepped = createEvent<1 | -1>();
  const printClicked = createEvent();
  const thisMonthFx = createEffect(() =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7),
  );
  const $month = createStore('', { serialize: 'ignore' })
    .on(thisMonthFx.doneData, (m, now) => m || now)
    .on(monthStepped, (m, by) => (m ? stepMonth(m, by) : m));
  const $period = $month.map((m) => (m ? monthPeriod(m) : null));
  /** whose claims: PER his own, an administrator the chosen employee ('' = none chosen yet) */
  const $anstNr = combine($selectedEmployee, $account, (selected, account) => (account?.Roll === 'PER' ? (account.AnstNr ?? '') : (selected?.AnstNr ?? '')));
  sample({ clock: opened, target: thisMonthFx });
  sample({ clock: opened, fn: () => undefined, target: lists.employees.needed });
  const page = createPageData({ loads: [{ opened }] });

  const printFx = createDownload(travel ? compensationsAttest.printTravel : compensationsAttest.printCompensations);
  sample({
    clock: printClicked,
    source: { period: $period, AnstNr: $anstNr, pending: printFx.pending },
    filter: ({ period, AnstNr, pending }) => period !== null && AnstNr !== '' && !pending,
    fn: ({ period, AnstNr }) => ({ query: { AnstNr, From: period!.From, To: period!.To } }),
    target: printFx,
  });
  return { travel, page, opened, monthStepped, printClicked, thisMonthFx, printFx, $month, $period, $anstNr, $printing: printFx.pending };
}
export type PrintModel = ReturnType<typeof createPrintModel>;

export const compensationsPrint = createPrintModel(false);
export const travelPrint = createPrintModel(true);
