import { $account } from '@lonna/core';
import { createEvent } from 'effector';

/**
 * What the plugin's registry and its dashboard card need of the time views' shared model (./model.ts), without the
 * model itself: the model makes the employee list's query with its cache (some two hundred effector units) and the
 * period's, and made them at every signed-in start though only a time page uses them (issue 22, the dashboard's
 * blocking time). The model re-exports these.
 */

/** the user's own employee number; '' for administrators without one */
export const $ownAnstNr = $account.map((a) => a?.AnstNr ?? '');
export const $isEmployeeOnly = $account.map((a) => a?.Roll === 'PER');

/** another user changed time rows (the `resource-updated` push of the plugin definition) */
export const tidraderUpdated = createEvent<unknown>();
