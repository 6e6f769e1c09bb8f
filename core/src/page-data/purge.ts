import { listsPurged } from '../cache/cached-list';

/**
 * Page data belongs to one company and one user: dropped (and in-flight calls aborted) on company change and
 * logout — the very rule the shared lists follow, so it is one event.
 */
export const pageDataPurged = listsPurged;
