/** Reconnect waits: 1 s, 2 s, 4 s … at most 30 s, so a restarting server is not stormed by every open portal. */
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, 1000 * 2 ** Math.max(0, attempt));
}

/**
 * ws:// or wss:// to /api/ws on this host; `company` picks whose events arrive (a socket cannot send headers), `missed`
 * asks the server to send again what it delivered in the last that many ms (the time since the page was last in step).
 */
export function socketUrl(location: { protocol: string; host: string }, companyId: string | null, missedMs?: number): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = [companyId ? `company=${encodeURIComponent(companyId)}` : '', missedMs === undefined ? '' : `missed=${Math.max(0, Math.round(missedMs))}`]
    .filter(Boolean)
    .join('&');
  return `${scheme}://${location.host}/api/ws${query ? `?${query}` : ''}`;
}
