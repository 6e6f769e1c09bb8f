import { defineServerPlugin, type ServerPlugin } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import type { ShellDeps } from './deps';
import { companyEndpoints } from './endpoints/company';
import { employeeEndpoints } from './endpoints/employees';
import { listEndpoints } from './endpoints/lists';
import { sessionEndpoints } from './endpoints/session';
import { shellMessages } from './messages';
import { initial } from './migrations/001-initial';
import { registerVersion } from './migrations/002-register-version';
import { careResponsibilities } from './migrations/003-care-responsibilities';
import { userLanguage } from './migrations/004-user-language';
import { endedSessions } from './migrations/005-ended-sessions';
import { referenceVersion } from './migrations/006-reference-version';
import { seedDemo } from './seed/demo';

/** The shell's server half: sign-in, session, company choice, settings and the shared lists. */
export function shellServerPlugin(deps: ShellDeps): ServerPlugin<Db> {
  return defineServerPlugin<Db>({
    id: 'shell',
    version: '1.0.0',
    migrations: {
      '001-initial': initial,
      '002-register-version': registerVersion,
      '003-care-responsibilities': careResponsibilities,
      '004-user-language': userLanguage,
      '005-ended-sessions': endedSessions,
      '006-reference-version': referenceVersion,
    },
    endpoints: [...sessionEndpoints(deps), ...companyEndpoints(deps), ...listEndpoints(), ...employeeEndpoints(deps)],
    seed: (db) => seedDemo(db, deps.now()),
    messages: shellMessages,
  });
}
