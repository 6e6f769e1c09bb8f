import { Array as Arr, Boolean as Bool, Record as Rec, Static, String as Str } from 'runtypes';
import { defineEndpoint } from './endpoint';

/**
 * Per-company plugin enablement (plugin platform issue, item 3): which installed plugins a company uses is
 * stored on the server. A disabled plugin's endpoints answer an explained 403, and the portal's drawer and
 * routes follow live: the server pushes `resource-updated` with resource `COMPANY_PLUGINS_RESOURCE` when the
 * list changes, and the client re-reads it on that event and on every company change.
 */
export const COMPANY_PLUGINS_RESOURCE = 'companyplugins';

export const CompanyPluginModel = Rec({
  /** the plugin id (the same on both halves) */
  Id: Str,
  Version: Str,
  Enabled: Bool,
  /** built into the host (shell, account, …): always enabled, cannot be switched off */
  Required: Bool,
});
export type CompanyPlugin = Static<typeof CompanyPluginModel>;

const pluginId = Str.withConstraint((s) => /^[a-z][a-z0-9-]{0,39}$/.test(s) || 'a plugin id');

export const companyPlugins = {
  /** the installed plugins with their state for the selected company */
  list: defineEndpoint({
    id: 'platform.companyPlugins',
    method: 'GET',
    path: '/api/companyplugins',
    reply: Arr(CompanyPluginModel),
    access: { companySelected: true },
  }),
  /** licensing is the licence holder's and the system administrator's decision, not the company's */
  set: defineEndpoint({
    id: 'platform.setCompanyPlugin',
    method: 'PUT',
    path: '/api/companyplugins/:Id',
    params: Rec({ Id: pluginId }),
    body: Rec({ Enabled: Bool }),
    reply: Arr(CompanyPluginModel),
    access: { roles: ['LIC', 'ADM'] },
  }),
};
