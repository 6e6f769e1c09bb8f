import { defineServerPlugin, type ServerPlugin } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import type { AccountDeps } from './deps';
import { changePasswordEndpoint } from './endpoints/change-password';
import { pictureEndpoints } from './endpoints/picture';
import { accountMessages } from './messages';
import { companyPictures, picturesToUploads } from './migrations';

/** Change password and the company picture (issue 3): see README.md. */
export function accountServerPlugin(deps: AccountDeps): ServerPlugin<Db> {
  return defineServerPlugin<Db>({
    id: 'account',
    version: '1.0.0',
    migrations: { '001-company-pictures': companyPictures, '002-pictures-to-uploads': picturesToUploads },
    endpoints: [changePasswordEndpoint(deps), ...pictureEndpoints(deps)],
    messages: accountMessages,
  });
}
export type { AccountDeps } from './deps';
