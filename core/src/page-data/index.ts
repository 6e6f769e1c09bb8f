// page data (plugin platform issue, item 4): a page declares what it loads; core loads, refreshes and purges it
export { createPageQuery, type PageQuery, type PageQueryConfig } from './page-query';
export { createPageData, type PageData, type PageLoad } from './page-data';
export { definePage, type DefinedPage } from './define-page';
export { defineDayAction } from './define-day-action';
export { pageDataPurged } from './purge';
export type { PushRefresh, RefreshTrigger } from './push-trigger';
