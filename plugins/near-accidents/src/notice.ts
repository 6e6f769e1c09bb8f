import { $locale, snackbarShown, translate } from '@lonna/core';
import { createEvent, sample } from 'effector';
import { type ReportNotice, ReportNoticeModel } from './contracts';

/**
 * The push to the people a report concerns (the handlers on a new report, the reporter on a status change): a snackbar
 * wherever they are in the portal. The open page reloads on the company-wide frame by itself.
 */
export const reportNoticeReceived = createEvent<unknown>();
sample({
  clock: reportNoticeReceived,
  source: $locale,
  filter: (_, payload) => ReportNoticeModel.guard(payload),
  fn: (locale, payload) => {
    const n = payload as ReportNotice;
    const text =
      n.Kind === 'new'
        ? translate(locale, 'near-accidents.notice.new', { rubrik: n.Rubrik })
        : translate(locale, 'near-accidents.notice.status', { rubrik: n.Rubrik, status: translate(locale, `near-accidents.status.${n.Status}`) });
    return { text, color: 'info' as const };
  },
  target: snackbarShown,
});
