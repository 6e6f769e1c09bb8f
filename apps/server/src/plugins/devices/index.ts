import type { Kysely } from 'kysely';
import { live } from '@lonna/core/contracts';
import { defineServerPlugin, handle, type ServerMigration, type ServerPlugin } from '@lonna/core/server';
import type { Database, Db } from '../../host/db/types';

/** The push token the Android or iOS app hands over, one per account and platform. */
export interface DeviceTokensTable {
  Login: string;
  Platform: string;
  Token: string;
  UpdatedAt: number;
}
type DevicesDb = Kysely<Database & { device_tokens: DeviceTokensTable }>;
const devicesDb = (db: Db) => db as unknown as DevicesDb;

const deviceTokens: ServerMigration<Db> = {
  async up(db) {
    await db.schema
      .createTable('device_tokens')
      .addColumn('Login', 'varchar(50)', (c) => c.notNull().references('accounts.Login').onDelete('cascade'))
      .addColumn('Platform', 'varchar(10)', (c) => c.notNull())
      .addColumn('Token', 'text', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('device_tokens_pk', ['Login', 'Platform'])
      .execute();
  },
};

/** Stores the token when it differs from the stored one; answers whether it changed. */
async function storeToken(db: Db, login: string, platform: 'android' | 'ios', token: string, now: number): Promise<{ changed: boolean }> {
  const d = devicesDb(db);
  const current = await d.selectFrom('device_tokens').select('Token').where('Login', '=', login).where('Platform', '=', platform).executeTakeFirst();
  if (current?.Token === token) return { changed: false };
  if (current) await d.updateTable('device_tokens').set({ Token: token, UpdatedAt: now }).where('Login', '=', login).where('Platform', '=', platform).execute();
  else await d.insertInto('device_tokens').values({ Login: login, Platform: platform, Token: token, UpdatedAt: now }).execute();
  return { changed: true };
}

/** POST /api/userandroidtoken and /api/useriostoken (spec §7). */
export function devicesServerPlugin(deps: { now: () => Date }): ServerPlugin<Db> {
  return defineServerPlugin<Db>({
    id: 'devices',
    version: '1.0.0',
    migrations: { '001-device-tokens': deviceTokens },
    endpoints: [
      handle<typeof live.androidToken, Db>(live.androidToken, ({ body }, ctx) =>
        storeToken(ctx.db, ctx.account!.Login, 'android', body.UserAndroidToken, deps.now().getTime()),
      ),
      handle<typeof live.iosToken, Db>(live.iosToken, ({ body }, ctx) =>
        storeToken(ctx.db, ctx.account!.Login, 'ios', body.UserIOSToken, deps.now().getTime()),
      ),
    ],
  });
}
