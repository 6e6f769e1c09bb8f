import type { WebSocket } from '@fastify/websocket';
import { PUSH_CLOSE, PUSH_EVENTS, type PushFrame, type SessionEndReasonCode } from '@lonna/core/contracts';
import type { SessionStore } from '../auth/session-store';
import type { BusMessage, PushAudience, PushBus } from './bus';

/** One connected socket and whose it is. */
export interface PushClient {
  socket: WebSocket;
  login: string;
  /** the company the socket was opened for (null: none chosen yet — account events only) */
  ftgId: string | null;
  tokenHash: string;
}

export interface PushHubOptions {
  /** how often sockets are pinged and their sessions re-checked */
  sweepMs?: number;
  /** how long delivered events are kept for a socket that opens after them (see `add`) */
  replayMs?: number;
  /** the clock (tests) */
  now?: () => number;
}

/** A delivered event, kept for the sockets that open just after it. */
interface Delivered {
  at: number;
  to: PushAudience;
  text: string;
}

/** at most this many delivered events are kept, whatever their age (a burst evicts the oldest) */
const REPLAY_MAX = 5_000;
/**
 * How much further back than the client's `missed` a socket hears again: the client measures it when it asks for the
 * socket, this instance counts from when the socket is added, so the handshake's time (and a notification's way from
 * another instance) would otherwise fall outside. Hearing an event twice costs one more read of one list.
 */
const REPLAY_SLACK_MS = 5_000;

/** reasons the client is told about; a logout or an idle end just closes */
const QUIET: readonly SessionEndReasonCode[] = ['logout'];

/**
 * The push hub: sockets of this instance, events fanned out through the bus
 * (in-process on SQLite, LISTEN/NOTIFY on PostgreSQL) and delivered only to the
 * sockets of the company and account they are scoped to.
 */
export class PushHub {
  private readonly clients = new Set<PushClient>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly timer: NodeJS.Timeout;
  /** the events delivered in the last `replayMs`, oldest first */
  private readonly recent: Delivered[] = [];
  /** nothing delivered before this moment is kept (the hub's start, or the newest event evicted) */
  private horizon: number;
  private readonly replayMs: number;
  private readonly now: () => number;

  constructor(
    private readonly bus: PushBus,
    private readonly sessions: SessionStore,
    opts: PushHubOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.replayMs = opts.replayMs ?? 120_000;
    this.horizon = this.now();
    // another instance's events reach this one only once it listens: nothing before that is kept
    void bus
      .ready()
      .then(() => {
        this.horizon = Math.max(this.horizon, this.now());
      })
      .catch(() => undefined);
    bus.subscribe((m) => this.deliver(m));
    sessions.listen({
      ended: (e) => void this.send({ kind: 'end', ...e }).catch(() => undefined),
      rotated: (e) => void this.send({ kind: 'rebind', ...e }).catch(() => undefined),
    });
    this.timer = setInterval(() => void this.sweep(), opts.sweepMs ?? 30_000);
    this.timer.unref();
  }

  /** Raise an event for a company, an account, or everyone (on every instance). */
  publish(to: PushAudience, frame: PushFrame): Promise<void> {
    return this.send({ kind: 'event', to, frame });
  }

  /**
   * One message at a time, in order: a session's rebind must reach every
   * instance before the end that spares the new token (NOTIFYs from different
   * pool connections could otherwise overtake each other).
   */
  private queue: Promise<void> = Promise.resolve();
  private send(m: BusMessage): Promise<void> {
    const next = this.queue.then(() => this.bus.publish(m));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Tell every instance (this one too) that access changed, so each forgets its cached accounts and companies at
   * once: another worker would otherwise answer from its cache — a 403 for a switch just turned on — until it expires.
   */
  accessChanged(): Promise<void> {
    return this.send({ kind: 'access' });
  }

  /** what an instance does when access changed anywhere (the host: forget the directory's cache) */
  onAccessChanged(listener: () => void): void {
    this.accessListeners.push(listener);
  }
  private readonly accessListeners: (() => void)[] = [];

  /** Deliver to this instance's sockets only (for what every instance finds out by itself, see data-watch.ts). */
  deliverLocal(to: PushAudience, frame: PushFrame): void {
    this.deliver({ kind: 'event', to, frame });
  }

  /**
   * A socket that passed authentication; it hears the build id first, so a client on an old build knows at once.
   *
   * `missedMs`: how long ago the client last knew it was in step (the page's start, or its last socket's loss). The
   * events delivered since then that reach this socket are sent again, so what the page read before its socket listened
   * is brought up to date without asking again for every list it loaded; when they are no longer all kept, the socket
   * hears `push-resync` and the client asks again. Without it, nothing (an older client resyncs by itself).
   */
  add(client: PushClient, buildId: string, missedMs?: number): void {
    this.clients.add(client);
    this.alive.add(client.socket);
    client.socket.on('pong', () => this.alive.add(client.socket));
    client.socket.on('close', () => this.clients.delete(client));
    client.socket.on('error', () => this.clients.delete(client));
    // the client never needs to talk; anything it sends is ignored
    send(client, JSON.stringify({ event: PUSH_EVENTS.appVersionUpdated, payload: { buildId } } satisfies PushFrame));
    if (missedMs === undefined) return;
    // all in this tick, so no event falls between the replay and the live ones
    const since = this.now() - missedMs - REPLAY_SLACK_MS;
    if (since < this.horizon) send(client, JSON.stringify({ event: PUSH_EVENTS.resyncNeeded } satisfies PushFrame));
    else for (const d of this.recent) if (d.at > since && reaches(d.to, client)) send(client, d.text);
  }

  /** resolves once events of other instances can arrive (LISTEN is active) */
  ready(): Promise<void> {
    return this.bus.ready();
  }

  get size(): number {
    return this.clients.size;
  }

  private deliver(m: BusMessage): void {
    if (m.kind === 'event') {
      const text = JSON.stringify(m.frame);
      for (const c of this.clients) if (reaches(m.to, c)) send(c, text);
      this.keep({ at: this.now(), to: m.to, text });
    } else if (m.kind === 'access') {
      for (const l of this.accessListeners) l();
    } else if (m.kind === 'rebind') {
      // the old token's row is gone (a new sign-in replaced it): no instance answers from its cache any more
      this.sessions.forgetEnded({ tokenHashes: [m.from] });
      // the same account keeps its socket; another account signing in on this browser closes it
      for (const c of [...this.clients]) {
        if (c.tokenHash !== m.from) continue;
        if (c.login === m.login) c.tokenHash = m.to;
        else this.close(c, 'logout');
      }
    } else {
      // every instance forgets the ended sessions' cached rows at once, not when its cache runs out
      this.sessions.forgetEnded(m);
      for (const c of [...this.clients]) {
        const hit = m.tokenHashes ? m.tokenHashes.includes(c.tokenHash) : c.login === m.login && c.tokenHash !== m.except;
        if (hit) this.close(c, m.reason);
      }
    }
  }

  /** keeps a delivered event for `replayMs`, at most REPLAY_MAX of them */
  private keep(d: Delivered): void {
    this.recent.push(d);
    let drop = 0;
    while (drop < this.recent.length && (this.recent[drop]!.at < d.at - this.replayMs || this.recent.length - drop > REPLAY_MAX)) drop++;
    if (drop === 0) return;
    this.horizon = Math.max(this.horizon, this.recent[drop - 1]!.at);
    this.recent.splice(0, drop);
  }

  private close(c: PushClient, reason: SessionEndReasonCode): void {
    this.clients.delete(c);
    if (!QUIET.includes(reason)) send(c, JSON.stringify({ event: PUSH_EVENTS.sessionEnded, payload: { reason } } satisfies PushFrame));
    c.socket.close(PUSH_CLOSE.sessionEnded, reason);
  }

  /** dead sockets go; sockets whose session ended without a message (expired, idle, deleted elsewhere) close */
  private async sweep(): Promise<void> {
    for (const c of [...this.clients]) {
      if (!this.alive.has(c.socket)) {
        this.clients.delete(c);
        c.socket.terminate();
        continue;
      }
      this.alive.delete(c.socket);
      c.socket.ping();
      const state = await this.sessions.state(c.tokenHash).catch(() => 'ok' as const);
      if (state === 'idle') this.close(c, 'inactivity');
      else if (state === 'gone') this.close(c, 'logout');
    }
  }

  async shutdown(): Promise<void> {
    clearInterval(this.timer);
    for (const c of this.clients) c.socket.close(1001, 'server stopping');
    this.clients.clear();
    await this.bus.close();
  }
}

function reaches(to: PushAudience, c: PushClient): boolean {
  if ('all' in to) return true;
  if (to.ftgId !== undefined && to.ftgId !== c.ftgId) return false;
  if (to.login !== undefined && to.login !== c.login) return false;
  return true;
}

function send(c: PushClient, text: string): void {
  if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
}
