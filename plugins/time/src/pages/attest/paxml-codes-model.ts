import { $locale, createPageQuery, snackbarShown, translate } from '@lonna/core';
import { createEvent, createStore, sample } from 'effector';
import { setPaxmlCodeMutation } from '../../api';
import { time } from '../../contracts';

/** The PAXml codes dialog of the attest page: the company's codes and the PAXml code each is exported as. */
export const paxmlCodesOpened = createEvent();
export const paxmlCodesClosed = createEvent();
export const paxmlCodeChosen = createEvent<{ TidKod: string; PaxmlKod: string }>();

export const $paxmlCodesOpen = createStore(false)
  .on(paxmlCodesOpened, () => true)
  .reset(paxmlCodesClosed);

export const paxmlCodes = createPageQuery({
  name: 'time.paxmlCodes',
  endpoint: time.paxmlCodes,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [setPaxmlCodeMutation.finished.success],
});
sample({ clock: paxmlCodesOpened, target: paxmlCodes.opened });
sample({ clock: paxmlCodesClosed, target: paxmlCodes.closed });

export const $paxmlCodes = paxmlCodes.$data;
export const $savingPaxmlCode = setPaxmlCodeMutation.$pending;
sample({
  clock: paxmlCodeChosen,
  source: setPaxmlCodeMutation.$pending,
  filter: (pending) => !pending,
  fn: (_, c) => ({ params: { TidKod: c.TidKod }, body: { PaxmlKod: c.PaxmlKod } }),
  target: setPaxmlCodeMutation.start,
});
sample({
  clock: setPaxmlCodeMutation.finished.success,
  source: $locale,
  fn: (l, { result }) => ({ text: translate(l, 'time.paxmlCodes.saved', { code: result.TidKod, paxml: result.PaxmlKod }), color: 'success' as const }),
  target: snackbarShown,
});
