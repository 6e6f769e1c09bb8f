import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionEndReasonCode } from '@lonna/core/contracts';
import type { HandlerContext } from '@lonna/core/server';
import type { SessionStore } from '../auth/session-store';

/** What the host knows about a handler's request beyond its HandlerContext (server-side helpers only). */
export interface RequestOf {
  req: FastifyRequest;
  reply: FastifyReply;
  /** the caller's current session token hash (the new one after a sign-in or rotation), null without */
  tokenHash(): string | null;
  sessions: SessionStore;
}

const requests = new WeakMap<object, RequestOf>();
const sources: ((ctx: HandlerContext<unknown>) => RequestOf | undefined)[] = [];

/** ties a context made elsewhere (tests) to its request */
export function bindRequest(ctx: HandlerContext<unknown>, r: RequestOf): void {
  requests.set(ctx, r);
}

/** how the host's own contexts answer `requestOf` (register-endpoints.ts: read from the context, not a WeakMap per call) */
export function registerRequestSource(source: (ctx: HandlerContext<unknown>) => RequestOf | undefined): void {
  sources.push(source);
}

/** The request behind a handler context; a context the host did not make has none. */
export function requestOf(ctx: HandlerContext<unknown>): RequestOf {
  let r = requests.get(ctx);
  for (let i = 0; !r && i < sources.length; i++) r = sources[i]!(ctx);
  if (!r) throw new Error('requestOf: this handler context was not made by the host');
  return r;
}

/**
 * Ends every other session of `login` — password, role or access changed — and
 * pushes `reason` to their sockets; the caller's own session (and socket) stays.
 */
export async function endOtherSessionsOfAccount(ctx: HandlerContext<unknown>, login: string, reason: SessionEndReasonCode): Promise<void> {
  const r = requestOf(ctx);
  await r.sessions.endSessionsOfAccount(login, reason, { except: r.tokenHash() });
}
