import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createEndpointAction } from '../api/endpoint-action';
import { shell } from '../contracts/shell';

/** at most this many reports per page load, so a render loop cannot flood the server */
export const MAX_CLIENT_ERROR_REPORTS = 10;

export interface ClientError {
  message: string;
  stack?: string;
  url?: string;
}

export const clientErrorCaught = createEvent<ClientError>();
export const frontendLogMutation = createEndpointAction(shell.frontendLogger, { name: 'portal.frontendLogger', silent: true });

const $reported = createStore(0);

/** Uncaught errors and rejections go to POST /api/frontendlogger (spec §7). */
export const watchClientErrorsFx = createEffect(() => {
  if (typeof window === 'undefined') return;
  const caught = scopeBind(clientErrorCaught, { safe: true });
  window.addEventListener('error', (e) =>
    caught({ message: String(e.message || 'error'), stack: e.error instanceof Error ? e.error.stack : undefined, url: window.location.href }),
  );
  window.addEventListener('unhandledrejection', (e) => {
    const r: unknown = e.reason;
    caught({ message: r instanceof Error ? r.message : String(r), stack: r instanceof Error ? r.stack : undefined, url: window.location.href });
  });
});

const report = sample({ clock: clientErrorCaught, source: $reported, filter: (n) => n < MAX_CLIENT_ERROR_REPORTS, fn: (_, e) => e });
$reported.on(report, (n) => n + 1);
sample({
  clock: report,
  fn: (e) => ({
    body: {
      message: e.message.slice(0, 4000) || 'error',
      stack: e.stack?.slice(0, 20000),
      url: e.url?.slice(0, 2000),
      context: { userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 300) },
    },
  }),
  target: frontendLogMutation.start,
});
