import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { admin, REMINDERS_RESOURCE } from '../../contracts';

/** "Påminnelser": the company's active reminders and when each goes next (an administrator's view of what is due). */
export const cardReminders = createPageQuery({
  name: 'admin.card.reminders',
  endpoint: admin.reminders,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: REMINDERS_RESOURCE }],
  silent: true,
});
export const remindersCard = createPageData({ loads: [cardReminders] });
