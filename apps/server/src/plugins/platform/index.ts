import { COMPANY_PLUGINS_RESOURCE, companyPlugins } from '@lonna/core/contracts';
import { defineServerPlugin, DV_CODES, handle, type ServerPlugin } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import type { CompanyPlugins } from '../../host/company-plugins';
import { platformMessages } from './messages';
import { platformTables } from './migrations';

/** Demo: one company that has not licensed the time plugin, so a disabled plugin is visible in the demo. */
const DEMO_WITHOUT_TIME = '1011';

/**
 * The platform's own server half: the tables every plugin's host services use (audit log, job leases) and
 * per-company plugin enablement — `GET /api/companyplugins` and `PUT /api/companyplugins/:Id` (LIC, ADM).
 */
export function platformServerPlugin(enablement: CompanyPlugins): ServerPlugin<Db> {
  return defineServerPlugin<Db>({
    id: 'platform',
    version: '1.0.0',
    core: '^1.0.0',
    migrations: { '001-platform': platformTables },
    messages: platformMessages,
    endpoints: [
      handle<typeof companyPlugins.list, Db>(companyPlugins.list, (_, ctx) => enablement.list(ctx.companyId)),
      handle<typeof companyPlugins.set, Db>(
        companyPlugins.set,
        async ({ params, body }, ctx) => {
          const plugin = enablement.find(params.Id);
          if (!plugin) ctx.fail(400, DV_CODES.badInput, 'platform.unknownPlugin', { plugin: params.Id }, 'Id');
          if (plugin!.required && !body.Enabled) ctx.fail(400, DV_CODES.badInput, 'platform.pluginRequired', { plugin: params.Id }, 'Id');
          await enablement.set(ctx.companyId, params.Id, body.Enabled);
          ctx.publish({
            event: 'resource-updated',
            resource: COMPANY_PLUGINS_RESOURCE,
            payload: { resource: COMPANY_PLUGINS_RESOURCE, Id: params.Id, Enabled: body.Enabled },
          });
          return enablement.list(ctx.companyId);
          // one upsert: atomic by itself, and committed before the cache is dropped
        },
        { transaction: 'manual' },
      ),
    ],
    seed: async (db) => {
      if (enablement.find('time') && (await db.selectFrom('companies').select('FtgId').where('FtgId', '=', DEMO_WITHOUT_TIME).executeTakeFirst())) {
        await db.insertInto('company_plugins').values({ FtgId: DEMO_WITHOUT_TIME, Plugin: 'time', Enabled: 0 }).execute();
      }
    },
  });
}
