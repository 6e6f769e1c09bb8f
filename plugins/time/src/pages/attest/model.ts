import { createEvent, sample } from 'effector';
import { attestMutation, exportPaxmlFx, printAttestListFx } from '../../api';
import { time } from '../../contracts';
import { $period, refreshWanted } from '../../shared/model';
import { createStatusListModel } from '../../shared/status-list-model';

/** Attestera: attest by administrators (KalUseAttest), and the PAXml export of attested time to payroll. */
export const attestModel = createStatusListModel({ name: 'time.attestList', endpoint: time.attestList, mutation: attestMutation });

export const exportClicked = createEvent();
export const attestListPrintClicked = createEvent();
sample({
  clock: exportClicked,
  source: { period: $period, selected: attestModel.$selected },
  filter: ({ period, selected }) => period !== null && selected.size > 0,
  fn: ({ period, selected }) => ({ body: { AnstNr: [...selected], From: period!.From, To: period!.To } }),
  target: exportPaxmlFx,
});
// exported days are locked now: reload the list to show it
sample({ clock: exportPaxmlFx.done, fn: () => undefined, target: refreshWanted });
sample({
  clock: attestListPrintClicked,
  source: { period: $period, department: attestModel.$department },
  filter: ({ period }) => period !== null,
  fn: ({ period, department }) => ({ query: { From: period!.From, To: period!.To, ...(department ? { Avdelning: department } : {}) } }),
  target: printAttestListFx,
});
