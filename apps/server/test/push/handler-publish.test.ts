import { Boolean as Bool, Record as Rec } from 'runtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint, OkModel } from '@lonna/core/contracts';
import { ApiError, defineServerPlugin, handle } from '@lonna/core/server';
import { call, DIALECTS, signIn, startTestServer, type TestServer } from '../support/test-server';
import { listen, openSocket, settle } from './socket-client';

// A plugin endpoint that raises a push event and then succeeds or fails (its transaction rolls back).
const touch = defineEndpoint({
  id: 'pushprobe.touch',
  method: 'POST',
  path: '/api/pushprobe/touch',
  body: Rec({ fail: Bool }),
  reply: OkModel,
  access: { companySelected: true },
});
const probe = defineServerPlugin({
  id: 'pushprobe',
  version: '1.0.0',
  migrations: {},
  endpoints: [
    handle(touch, ({ body }, ctx) => {
      ctx.publish({ event: 'resource-updated', resource: 'probe', payload: { fail: body.fail } });
      if (body.fail) throw new ApiError(409, 40900, 'changed by someone else');
      return { ok: true as const };
    }),
  ],
});

describe.each(DIALECTS)('ctx.publish from a plugin endpoint (%s)', (dialect) => {
  let server: TestServer;
  let address: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { plugins: [probe as never] });
    address = await listen(server);
  });
  afterAll(() => server.close());

  it('reaches the company once the call succeeded, and never for a failed call', async () => {
    const cookie = await signIn(server, 'ftg1@demo.se');
    const socket = await openSocket(address, { cookie });
    const failed = await call(server, 'POST', '/api/pushprobe/touch', { cookie, body: { fail: true } });
    expect(failed.statusCode).toBe(409);
    const ok = await call(server, 'POST', '/api/pushprobe/touch', { cookie, body: { fail: false } });
    expect(ok.statusCode).toBe(200);
    expect(await socket.next('resource-updated')).toEqual({ event: 'resource-updated', resource: 'probe', payload: { fail: false } });
    // next() took the successful call's frame; the failed call's must never arrive
    await settle();
    expect(socket.frames.filter((f) => f.event === 'resource-updated')).toEqual([]);
    socket.close();
  });
});
