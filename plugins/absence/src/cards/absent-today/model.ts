import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { LEAVE_RESOURCE } from '@lonna/plugin-leave/contracts';
import { ABSENCE_RESOURCE, absence } from '../../contracts';

/** "Frånvarande i dag": who in the administrator's scope is absent today (the server's today) */
export const absentToday = createPageQuery({
  name: 'absence.card.today',
  endpoint: absence.today,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [
    { event: 'resource-updated', resource: ABSENCE_RESOURCE },
    { event: 'resource-updated', resource: LEAVE_RESOURCE },
  ],
  silent: true,
});
export const absentTodayCard = createPageData({ loads: [absentToday] });
export const $absent = absentToday.$data;
export const $failed = absentToday.$error.map(Boolean);
