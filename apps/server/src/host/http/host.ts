import type { Locale } from '@lonna/core/server';
import type { SqlDialect } from '@lonna/core/server';
import type { Db } from '../db/types';
import type { Directory } from '../auth/directory';
import type { SessionStore } from '../auth/session-store';
import type { ThrottleConfig } from '../auth/throttle';
import type { PushHub } from '../push/hub';
import type { RenderPool } from '../../services/render/pool';
import type { SigningService } from '../../services/bankid';
import type { Translate } from './translator';
import type { CompanyPlugins } from '../company-plugins';

/** Everything request handling shares; built once by buildServer. */
export interface Host {
  db: Db;
  dialect: SqlDialect;
  sessions: SessionStore;
  /** the push hub: `publish({ ftgId } | { login } | …, { event, resource?, payload? })` */
  push: PushHub;
  directory: Directory;
  /** which installed plugins each company uses */
  companyPlugins: CompanyPlugins;
  translate: Translate;
  throttle: ThrottleConfig;
  firstSalaryYear: number;
  buildId: string;
  /** tests: check every reply against its runtypes model */
  validateReplies: boolean;
  /** file rendering off the event loop (ctx.render) */
  render: RenderPool;
  /** BankID signing behind ctx.signing, on the call's database handle */
  signingFor(db: Db): SigningService;
  /** mails a set-password link to an account (ctx.administration.sendPasswordLink, after the call's commit) */
  passwordLink(db: Db, input: { login: string; locale: Locale; kind: 'reset' | 'welcome'; ip: string }): Promise<boolean>;
  /** mail and SMS for plugins (ctx.notify after the commit, jobs at once) */
  notify: import('../notify').Notifier;
  /** what the installed plugins can remind a company's people of (ctx.reminderSources, jobs) */
  reminderSources: import('../reminder-sources').ReminderSourcesOf;
  /** the plugins' parts of the one payroll file (ctx.payrollSections) */
  payrollSections: import('../reminder-sources').PayrollSectionsOf;
  /** clock for tests */
  now(): Date;
}

export type { Locale };
