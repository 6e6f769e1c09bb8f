/**
 * The server's first view of a page (issue 22): the contract between the portal's renderer (apps/portal/src/
 * first-view.tsx, built into dist-ssr/) and the server that runs it (apps/server/src/host/http/first-view.ts).
 */

/** where the portal's build puts the splash in index.html, which the server may replace with its first view */
export const FIRST_VIEW_START = '<!--lonna-first-view-->';
export const FIRST_VIEW_END = '<!--/lonna-first-view-->';

/** the device's language, written by the app (shell/language-picker), read by the server for its first view */
export const LANGUAGE_COOKIE = 'lonna_lang';

/** one API call of the view, as the browser would make it */
export interface FirstViewRequest {
  method: string;
  /** path and query, e.g. /api/feed */
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export interface FirstViewReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}
/** how the server answers the view's API calls (in process, with the request's own session) */
export type FirstViewTransport = (request: FirstViewRequest) => Promise<FirstViewReply>;

export interface FirstView {
  /** the markup for `#root` */
  html: string;
  /** the language it is in (the user's saved language, or the device's, or the portal's default) */
  locale: string;
  /** the user's saved theme is dark: the server marks `<html>`, as the app's own start does */
  dark: boolean;
}

/** the renderer's entry: null when the page has none (the server then sends the splash) */
export type FirstViewRenderer = (path: string, transport: FirstViewTransport, deviceLocale?: string, now?: Date) => Promise<FirstView | null>;
