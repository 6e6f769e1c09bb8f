import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import type { PushFrame } from '@lonna/core/contracts';
import type { LonnaServer } from '../../src/build-server';

/** Listen on a free port (once) and give the base address. */
export async function listen(server: LonnaServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

export interface TestSocket {
  frames: PushFrame[];
  closed: Promise<{ code: number; reason: string }>;
  /** the next frame of this event (already received ones count) */
  next(event: string, timeoutMs?: number): Promise<PushFrame>;
  close(): void;
  ws: WebSocket;
}

/** Opens /api/ws like a browser of that origin would; rejects with the HTTP status when refused. */
export function openSocket(address: string, o: { cookie?: string; origin?: string | null; company?: string; missed?: string } = {}): Promise<TestSocket> {
  const origin = o.origin === undefined ? `http://${address}` : o.origin;
  const query = [o.company ? `company=${o.company}` : '', o.missed !== undefined ? `missed=${o.missed}` : ''].filter(Boolean).join('&');
  const url = `ws://${address}/api/ws${query ? `?${query}` : ''}`;
  const ws = new WebSocket(url, { headers: { ...(o.cookie ? { cookie: o.cookie } : {}) }, ...(origin ? { origin } : {}) });
  const frames: PushFrame[] = [];
  const waiting: (() => void)[] = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as PushFrame);
    waiting.splice(0).forEach((w) => w());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () => reject(Object.assign(new Error(`refused ${res.statusCode}`), { status: res.statusCode, body: JSON.parse(body || '{}') })));
    });
    ws.on('error', (e) => reject(e));
    ws.on('open', () =>
      resolve({
        frames,
        closed,
        ws,
        close: () => ws.close(),
        next: (event, timeoutMs = 3000) =>
          new Promise((res, rej) => {
            const seen = new Set<PushFrame>();
            const check = () => {
              const f = frames.find((x) => x.event === event && !seen.has(x));
              if (f) {
                frames.splice(frames.indexOf(f), 1);
                clearTimeout(timer);
                res(f);
                return true;
              }
              return false;
            };
            const timer = setTimeout(() => rej(new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)), timeoutMs);
            if (!check()) {
              const loop = () => {
                if (!check()) waiting.push(loop);
              };
              waiting.push(loop);
            }
          }),
      }),
    );
  });
}

/** lets in-flight deliveries land (a frame that should not arrive has had its chance) */
export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));
