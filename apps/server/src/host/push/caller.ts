import type { FastifyRequest } from 'fastify';
import { HEADERS, type SessionEndReasonCode } from '@lonna/core/contracts';
import { ApiError, DV_CODES, type AccountInfo } from '@lonna/core/server';
import type { Host } from '../http/host';
import { resolveCompany } from '../http/company-gate';
import { readSessionToken } from '../http/session-cookie';
import { pickLocale } from '../http/translator';

export interface PushCaller {
  account: AccountInfo;
  tokenHash: string;
  /** the requested company if the account may select it, else the session's; null when none */
  ftgId: string | null;
}

/** The Origin of a socket or dev call must be this host (a browser always sends it on a WebSocket handshake). */
export function sameOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** A session someone else ended: the socket opens only to say why (a browser cannot read a refused handshake). */
export class SessionEndedBeforeSocket extends Error {
  constructor(readonly reason: SessionEndReasonCode) {
    super(reason);
  }
}

/** The signed-in caller of a push route, or the API error the REST endpoints would answer. */
export async function pushCaller(host: Host, req: FastifyRequest, wantedCompany: string | undefined, opts: { socket?: boolean } = {}): Promise<PushCaller> {
  const t = (key: string, params?: Record<string, unknown>) => host.translate(pickLocale(req.headers['accept-language']), key, params);
  if (!sameOrigin(req)) throw new ApiError(403, DV_CODES.csrf, t('server.csrf'));
  const token = readSessionToken(req);
  const found = token ? await host.sessions.lookup(token) : { status: 'none' as const };
  if (found.status === 'idle') throw new ApiError(401, DV_CODES.inactivityLogout, t('server.inactivity'));
  if (found.status === 'ended') {
    if (opts.socket) throw new SessionEndedBeforeSocket(found.reason);
    throw new ApiError(401, DV_CODES.sessionEnded, t(`server.sessionEnded.${found.reason}`));
  }
  if (found.status !== 'ok') throw new ApiError(401, DV_CODES.noSession, t('server.noSession'));
  const account = await host.directory.account(found.session.login);
  if (!account) throw new ApiError(401, DV_CODES.noSession, t('server.noSession'));
  // the REST endpoints' rule, so a socket never subscribes to a company whose calls answer 403
  const ftgId = await resolveCompany(
    host,
    host.translate,
    pickLocale(req.headers['accept-language']),
    { account, session: found.session },
    wantedCompany || undefined,
  );
  return { account, tokenHash: found.tokenHash, ftgId };
}

export function companyHeader(req: FastifyRequest): string | undefined {
  const v = req.headers[HEADERS.company];
  return (Array.isArray(v) ? v[0] : v) || undefined;
}
