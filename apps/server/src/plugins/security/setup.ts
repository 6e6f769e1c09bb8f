import type { FastifyInstance } from 'fastify';
import type { Locale, ServerPlugin } from '@lonna/core/server';
import {
  createBankIdAuthService,
  createBankIdClient,
  createSigningService,
  DbPendingOrderStore,
  readBankIdConfig,
  registerBankIdBinding,
  registerBankIdDevRoutes,
  type BankIdSimulator,
  type SigningService,
  type SimulatorOptions,
} from '../../services/bankid';
import type { Db } from '../../host/db/types';
import { createMailTransportFromEnv, registerMailDevRoutes, type MailTransport, type OutboxMailTransport } from '../../services/mail';
import {
  createSmsCodeService,
  createSmsProviderFromEnv,
  DbSmsCodeStore,
  registerSmsDevRoutes,
  type SmsCodeConfig,
  type SmsProvider,
  type OutboxSmsProvider,
} from '../../services/sms';
import type { AuthServiceConfig } from '../../services/bankid/auth-service';
import type { Directory } from '../../host/auth/directory';
import type { SessionStore } from '../../host/auth/session-store';
import type { ThrottleConfig } from '../../host/auth/throttle';
import { securityServerPlugin } from './index';
import { createSignInPolicy, type SignInPolicy } from './policy';
import { isProduction } from '../../host/http/run-mode';
import { securityDb } from './tables';
import { issuePasswordLink, type PasswordLinkKind } from './password-link';

type Env = Record<string, string | undefined>;

/** Test and embedding hooks; everything else comes from the environment. */
export interface SecurityOptions {
  env?: Env;
  simulator?: SimulatorOptions;
  bankid?: Partial<AuthServiceConfig>;
  sms?: Partial<SmsCodeConfig> & { newCode?: () => string; provider?: SmsProvider };
  mail?: MailTransport;
  resetTtlMs?: number;
  bankIdStartsPerMinute?: number;
  /** mount the development pages and APIs (the host decides: demo mode on loopback); default: not in production */
  devTools?: boolean;
}

export interface Security {
  policy: SignInPolicy;
  plugin: ServerPlugin<Db>;
  /** the BankID binding hook, plus the development pages and APIs when the host turned development tools on */
  mount(app: FastifyInstance): void;
  simulator: BankIdSimulator | null;
  /** BankID signing for plugins (ctx.signing) on the same client as sign-in; its orders are written with the call's
   * database handle (inside a writing call's transaction — SQLite has one connection) */
  signingFor(db: Db): SigningService;
  /** mails a set-password link (an administrator's "send a link"); false when the account has no address */
  passwordLink(db: Db, input: { login: string; locale: Locale; kind: PasswordLinkKind; ip: string }): Promise<boolean>;
  /** the configured providers, for the host's notifications (ctx.notify) */
  mail: MailTransport;
  sms: SmsProvider;
  smsOutbox: OutboxSmsProvider | null;
  mailOutbox: OutboxMailTransport | null;
}

/**
 * Builds sign-in security from the environment (see apps/server/README.md
 * § Sign-in security): BankID (simulator unless configured), SMS provider,
 * mail transport, the DB-backed stores, and refuses unsafe production setups.
 */
export function createSecurity(
  host: { db: Db; directory: Directory; sessions: SessionStore; throttle: ThrottleConfig; firstSalaryYear: number; now(): Date },
  opts: SecurityOptions = {},
): Security {
  const env = opts.env ?? process.env;
  const production = isProduction(env);
  const devTools = !production && (opts.devTools ?? true);
  const configuredUrl = env.LONNA_PUBLIC_URL?.trim() || null;
  if (production && !configuredUrl) throw new Error('LONNA_PUBLIC_URL must be set in production mode (links in mail must not trust the Host header)');
  // demo without LONNA_PUBLIC_URL: the address the server is bound to (known once it listens), never a request header
  let boundOrigin = () => 'http://localhost';
  const publicUrl = () => configuredUrl ?? boundOrigin();
  const forgotPasswordUrl = env.LONNA_FORGOT_PASSWORD_URL?.trim() ?? '';
  if (forgotPasswordUrl && !/^https?:\/\//.test(forgotPasswordUrl)) throw new Error('LONNA_FORGOT_PASSWORD_URL must be an http(s) URL');

  // the simulator names people after the accounts holding their personal number
  const names = new Map<string, { givenName: string; surname: string }>();
  const bankidSetup = createBankIdClient(readBankIdConfig(env), { ...opts.simulator, nameFor: (p) => names.get(p) ?? null });
  const now = () => host.now().getTime();
  const bankid = createBankIdAuthService({
    client: bankidSetup.client,
    store: new DbPendingOrderStore(host.db),
    now,
    config: opts.bankid,
    findAccountsByPersNr: async (persNr) =>
      (await host.db
        .selectFrom('accounts')
        .select(['Login', 'Roll', 'Namn'])
        .where('PersNr', '=', persNr)
        .where('Disabled', '=', 0)
        .orderBy('Login')
        .execute()) as { Login: string; Roll: never; Namn: string }[],
  });
  const signingFor = (db: Db) => createSigningService({ client: bankidSetup.client, store: new DbPendingOrderStore(db), now });
  const smsSetup = opts.sms?.provider ? { provider: opts.sms.provider, outbox: null } : createSmsProviderFromEnv(env);
  const sms = createSmsCodeService({ store: new DbSmsCodeStore(host.db), provider: smsSetup.provider, now, config: opts.sms, newCode: opts.sms?.newCode });
  const mailSetup = opts.mail ? { transport: opts.mail, outbox: null } : createMailTransportFromEnv(env);
  const policy = createSignInPolicy({ directory: host.directory, sms });

  const deps = {
    ...host,
    bankid,
    sms,
    mail: mailSetup.transport,
    forgotPasswordUrl,
    publicUrl,
    resetTtlMs: opts.resetTtlMs ?? 30 * 60_000,
    bankIdStartsPerMinute: opts.bankIdStartsPerMinute ?? 20,
  };
  return {
    policy,
    plugin: securityServerPlugin(deps),
    passwordLink: (db, input) => issuePasswordLink(deps, db, input),
    mail: mailSetup.transport,
    sms: smsSetup.provider,
    simulator: bankidSetup.simulator,
    signingFor,
    smsOutbox: smsSetup.outbox,
    mailOutbox: mailSetup.outbox,
    mount(app) {
      registerBankIdBinding(app);
      boundOrigin = () => originOf(app.server.address());
      if (!devTools) return;
      if (bankidSetup.simulator) {
        /** the accounts with a personnummer: suggested on the page, and the names the simulator reports */
        const people = async () => {
          const rows = await securityDb(host.db).selectFrom('accounts').select(['PersNr', 'Namn', 'Login']).where('PersNr', '!=', '').orderBy('Namn').execute();
          for (const r of rows) {
            const [givenName, ...rest] = r.Namn.split(' ');
            names.set(r.PersNr, { givenName: givenName ?? '', surname: rest.join(' ') });
          }
          return rows.map((r) => ({ PersNr: r.PersNr, label: `${r.Namn} (${r.Login})` }));
        };
        app.addHook('onReady', async () => void (await people()));
        registerBankIdDevRoutes(app, bankidSetup.simulator, { env, knownPeople: people });
      }
      if (smsSetup.outbox) registerSmsDevRoutes(app, smsSetup.outbox, env);
      if (mailSetup.outbox) registerMailDevRoutes(app, mailSetup.outbox, env);
    },
  };
}

/** http://<bound address>:<port>; a wildcard address (0.0.0.0, ::) is shown as localhost. */
function originOf(address: ReturnType<import('node:net').Server['address']>): string {
  if (!address || typeof address === 'string') return 'http://localhost';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
