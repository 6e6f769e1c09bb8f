import { sample } from 'effector';
import { $locale, translate } from '../../i18n/runtime';
import { salaryYearChosen } from '../../session/model';
import { snackbarShown } from '../../snackbar/model';

// the salary year changes what every year-bound page reads (the request header): say so (issue 13, bug 8: the
// choice did nothing visible); plugins with periods follow it themselves (the time plugin moves its period)
sample({
  clock: salaryYearChosen,
  source: $locale,
  fn: (l, year) => ({ text: translate(l, 'shell.toolbar.salaryYearChosen', { year }), color: 'info' as const }),
  target: snackbarShown,
});
