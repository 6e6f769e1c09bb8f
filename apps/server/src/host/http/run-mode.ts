import type { FastifyReply, FastifyRequest } from 'fastify';

import { runModeOf } from '@lonna/core/server';

// the rule lives in core (plugins read it too); re-exported for the host's modules
export { isProduction, runModeOf, type RunMode } from '@lonna/core/server';
type Env = Record<string, string | undefined>;

/** A socket address of this machine (IPv4 127/8, IPv6 ::1, and IPv4-mapped loopback). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/** A listen address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

export interface DevToolsDecision {
  on: boolean;
  /** one line for the start banner */
  why: string;
}

/**
 * Development tools (BankID simulator controls, SMS and mail outboxes, /api/dev/push) exist only in demo
 * mode, and only when the server listens on loopback unless LONNA_DEV_TOOLS_ON_PUBLIC=1 forces them.
 * `listenHost` undefined: not listening (tests use inject, whose caller is loopback).
 */
export function devToolsDecision(env: Env, listenHost: string | undefined): DevToolsDecision {
  if (runModeOf(env) === 'production') return { on: false, why: 'off (production mode)' };
  if (listenHost === undefined || isLoopbackHost(listenHost)) return { on: true, why: 'on, for callers on this machine only' };
  if (env.LONNA_DEV_TOOLS_ON_PUBLIC === '1')
    return { on: true, why: `on although listening on ${listenHost} (LONNA_DEV_TOOLS_ON_PUBLIC=1), for callers on this machine only` };
  return { on: false, why: `off (listening on ${listenHost}; set LONNA_DEV_TOOLS_ON_PUBLIC=1 to force them)` };
}

/** /dev/… pages and /api/dev/… calls, decided on the matched route (an encoded path matches the same route). */
export const isDevRoute = (routeUrl: string | undefined): boolean => routeUrl !== undefined && /^\/(api\/)?dev(\/|$)/.test(routeUrl);

/**
 * Part of the host's onRequest checks (build-server.ts); true when it answered (a 404).
 * Every development route answers only to a caller on this machine: the socket's address, never
 * X-Forwarded-For (a proxy on this machine would make every caller look local, so we read the socket
 * and refuse anything a proxy forwarded).
 */
export function refusedDevRoute(req: FastifyRequest, reply: FastifyReply, routeUrl: string | undefined = req.routeOptions.url): boolean {
  if (!isDevRoute(routeUrl)) return false;
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (isLoopbackAddress(req.socket.remoteAddress) && !forwarded) return false;
  reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  return true;
}
