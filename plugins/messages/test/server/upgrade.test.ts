import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineServerPlugin } from '@lonna/core/server';
import { createServerTester } from '@lonna/server/testing';
import { afterAll, describe, expect, it } from 'vitest';
import serverHalf from '../../server';
import type { MessagesDb } from '../../server/db';
import { messagesTable } from '../../server/migrations/001-messages';

const NOW = new Date('2026-11-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };

/**
 * The host's built-in inbox as it was before this plugin (id 'messages', migration 001-messages, rows without a
 * sender login): a database it made must upgrade in place, its messages kept.
 */
const hostInbox = defineServerPlugin<MessagesDb>({
  id: 'messages',
  version: '1.0.0',
  migrations: { '001-messages': messagesTable },
  endpoints: [],
  seed: async (db) => {
    await db
      .insertInto('messages')
      .values({
        Login: 'per@demo.se',
        FtgId: '1001',
        Subject: 'Från före uppgraderingen',
        Sender: 'HR',
        Body: 'Gammal text',
        SentAt: NOW.getTime() - 86_400_000,
        ReadAt: null,
      } as never)
      .execute();
  },
});

describe('upgrading a database made by the host’s inbox (SQLite file)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lonna-messages-upgrade-'));
  const file = join(dir, 'lonna.sqlite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs only its own migrations (002-compose, 003-inbox-order); the old messages stay, count as unread, can be read but not answered', async () => {
    const old = await createServerTester('sqlite', { databaseUrl: file, plugins: [hostInbox], now: () => NOW });
    await old.close();

    const server = await createServerTester('sqlite', { databaseUrl: file, plugins: [serverHalf], now: () => NOW });
    try {
      const done = await server.host.db.selectFrom('lonna_migrations').select(['name']).where('plugin', '=', 'messages').orderBy('name').execute();
      expect(done.map((m) => m.name)).toEqual(['001-messages', '002-compose', '003-inbox-order']);
      const per = await server.signIn('per@demo.se');
      expect(JSON.parse((await server.call('GET', '/api/messages/status', { cookie: per, headers: C1 })).body)).toEqual({ AntalOlast: 1 });
      const list = JSON.parse((await server.call('GET', '/api/messages', { cookie: per, headers: C1 })).body) as { Id: number; Subject: string }[];
      expect(list.map((m) => m.Subject)).toEqual(['Från före uppgraderingen']);
      const full = JSON.parse((await server.call('GET', `/api/messages/${list[0]!.Id}`, { cookie: per, headers: C1 })).body) as {
        Body: string;
        CanReply: boolean;
      };
      expect(full).toMatchObject({ Body: 'Gammal text', CanReply: false });
      // the new tables work on the upgraded database
      const ftg = await server.signIn('ftg@demo.se', '1001');
      const sent = await server.call('POST', '/api/messages', { cookie: ftg, headers: C1, body: { To: ['per@demo.se'], Subject: 'Efter', Body: 'Ny text' } });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(JSON.parse((await server.call('GET', '/api/messages/status', { cookie: per, headers: C1 })).body)).toEqual({ AntalOlast: 2 });
    } finally {
      await server.close();
    }
  });
});
