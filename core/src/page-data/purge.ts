import { createEvent, sample } from 'effector';
import { companyChanged, loggedOut } from '../session/model';

/** Page data belongs to one company and one user: dropped (and in-flight calls aborted) on company change and logout. */
export const pageDataPurged = createEvent();
sample({ clock: [companyChanged, loggedOut], fn: () => undefined, target: pageDataPurged });
