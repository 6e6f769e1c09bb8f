export { createCachedList, allCachedLists, freshListCaches, listsPurged, LIST_MAX_AGE, type CachedList } from './cached-list';
export { lists } from './shell-lists';
