import { isLoopbackHost, runModeOf } from './run-mode';

type Env = Record<string, string | undefined>;

/**
 * The combinations of deployment switches a production start refuses (docs/SECURITY.md § Deployment
 * switches). Each problem is one sentence that names the switch to change; demo mode is never refused
 * here (its own safety is loopback).
 */
export function deploymentProblems(env: Env, listenHost: string): string[] {
  if (runModeOf(env) !== 'production') return [];
  const problems: string[] = [];
  if (env.LONNA_DEV_TOOLS_ON_PUBLIC === '1') problems.push('LONNA_DEV_TOOLS_ON_PUBLIC=1 is for demo mode only; development tools never run in production.');
  const raw = env.LONNA_PUBLIC_URL?.trim();
  if (!raw) {
    problems.push("LONNA_PUBLIC_URL is required in production (links in mail and SMS are built from it, never from the request's Host header).");
  } else {
    let url: URL | null = null;
    try {
      url = new URL(raw);
    } catch {
      problems.push(`LONNA_PUBLIC_URL "${raw}" is not a URL.`);
    }
    if (url && url.protocol !== 'https:' && !isLoopbackHost(url.hostname)) {
      problems.push(`LONNA_PUBLIC_URL must be https:// in production (session cookies are Secure only over HTTPS), not ${url.protocol}//.`);
    }
    // the server itself speaks HTTP: an https public URL means a TLS proxy in front, and without trusting it
    // every request looks like plain HTTP (no Secure/__Host- cookie, no HSTS)
    if (url?.protocol === 'https:' && env.LONNA_TRUST_PROXY !== '1') {
      problems.push(
        'LONNA_PUBLIC_URL is https:// but LONNA_TRUST_PROXY is not 1: behind the TLS proxy the session cookie would lose Secure/__Host- and HSTS would never be sent. Set LONNA_TRUST_PROXY=1 (and let only the proxy reach this port).',
      );
    }
  }
  if (env.LONNA_TRUST_PROXY === '1' && isLoopbackHost(listenHost) === false && env.LONNA_TRUST_PROXY_PUBLIC_OK !== '1') {
    // trusting X-Forwarded-* from anyone lets a caller claim HTTPS or another address; only a proxy may reach us
    problems.push(
      `LONNA_TRUST_PROXY=1 while listening on ${listenHost}: anyone reaching this port could forge X-Forwarded-For/-Proto. Listen on 127.0.0.1 (HOST) behind the proxy, or set LONNA_TRUST_PROXY_PUBLIC_OK=1 if a firewall lets only the proxy in.`,
    );
  }
  return problems;
}
