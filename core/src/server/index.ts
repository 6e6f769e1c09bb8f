// @lonna/core/server — what a server plugin sees. Types plus two tiny helpers;
// no Fastify and no database driver here: the host (apps/server) supplies both.
export { ApiError, DV_CODES, JsonReply, type DvCode } from './api-error';
export { formatMessage } from './format-message';
export { defineServerPlugin, handle, ServerPluginError } from './define-server-plugin';
export type { DataScope, EmployeeScope, ScopeBasis } from './scope';
export { defineRenderers, type Renderer, type Renderers } from './render';
export type {
  AccountInfo,
  EndpointBinding,
  Handler,
  HandlerContext,
  HandlerInput,
  HandleOptions,
  Locale,
  Messages,
  ServerMigration,
  ServerJob,
  ServerPlugin,
  ServerPluginDef,
  SessionControl,
  SessionInfo,
  SqlDialect,
  StartSessionInput,
} from './types';
