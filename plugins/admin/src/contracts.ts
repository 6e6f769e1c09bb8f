import { Array as Arr, Boolean as Bool, Literal, Number as Num, Partial, Record as Rec, String as Str, Union, Unknown, type Static } from 'runtypes';
import { defineEndpoint, FreeText, IsoDate, LoginTypeModel, PortalInfoModel, RequiredText, RoleModel } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';
import { SWITCH_NAMES, type SwitchName } from './domain/switch-groups';
import { DAYS_BEFORE_MAX, isTrigger, MESSAGE_MAX, METHODS, type Method, type Trigger } from './domain/reminders';

/**
 * The admin plugin's wire: portal settings of the selected company (and, in the next slices, users, reminders and
 * the audit log). One descriptor per call; the harness tests each by itself.
 */

// ---- access (spec §6) ----
/** Admin portal: LIC, ADM, FTG — an FTG only in the companies of his access list (the host's company check) */
export const portalAdmins: Access = { roles: ['LIC', 'ADM', 'FTG'] };

/** Admin users: LIC, ADM */
export const userAdmins: Access = { roles: ['LIC', 'ADM'] };
/** Admin reminders: LIC, ADM; Plus */
export const reminderAdmins: Access = { all: [{ roles: ['LIC', 'ADM'] }, { plus: true }] };

export const adminAccess = {
  AdminPortalInfo: { path: '/admin/portal', access: portalAdmins },
  AdminUsers: { path: '/admin/users', access: userAdmins },
  AdminAuditLog: { path: '/admin/auditlog', access: portalAdmins },
  AdminReminders: { path: '/admin/reminders', access: reminderAdmins },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- models ----
export const SwitchNameModel = Union(...(SWITCH_NAMES.map((n) => Literal(n)) as unknown as [ReturnType<typeof Literal<SwitchName>>]));
/** the value's shape depends on the switch: checked by the handler against PortalInfo's own model of that field */
export const SwitchBodyModel = Rec({ Value: Unknown });

const companyId = Str.withConstraint((s) => /^[A-Za-z0-9_-]{1,20}$/.test(s) || 'invalid company id');
const code = Str.withConstraint((s) => /^[A-Za-z0-9_-]{0,20}$/.test(s) || 'invalid');
const digits = Str.withConstraint((s) => /^\d{1,6}$/.test(s) || 'digits only');
/** at most `max` entries: a list the dialog can show */
const upTo = <T>(max: number, of: import('runtypes').Runtype<T>) => Arr(of).withConstraint((a) => a.length <= max || `at most ${max} entries`);

/** the department an AVD administers in one of his companies */
export const DepartmentRefModel = Rec({ FtgId: companyId, Avdelning: code });
/** An account as the administrator edits it (spec §3 UserAccount, with the contact details for SMS and mail). */
export const UserInputModel = Rec({
  Login: RequiredText(50),
  Namn: RequiredText(100),
  Roll: RoleModel,
  Signatur: FreeText(10),
  /** 12 digits or empty; checked by the personnummer rule */
  PersNr: FreeText(13),
  Email: FreeText(200),
  Mobile: FreeText(20),
  /** the home company; one of Companies */
  FtgId: code,
  /** FtgIdAccessList */
  Companies: upTo(500, companyId),
  AnstNr: code,
  /** BRU: the care recipient */
  Brukare: code,
  /** AVD: the departments */
  Avdelningar: upTo(500, DepartmentRefModel),
  LoginTyp: LoginTypeModel,
  AccessOption: FreeText(20),
  UserOptions: upTo(20, code),
  Disabled: Bool,
});
export type UserInput = Static<typeof UserInputModel>;
export const CreateUserBodyModel = UserInputModel.extend({ SendLink: Bool });
export const UserModel = UserInputModel.extend({ CreatedAt: Num, LastSignIn: Num.optional() });
export type User = Static<typeof UserModel>;
export const UserRowModel = Rec({
  Login: Str,
  Namn: Str,
  Roll: RoleModel,
  Email: Str,
  AnstNr: Str,
  FtgId: Str,
  Companies: Arr(Str),
  Disabled: Bool,
});
export type UserRow = Static<typeof UserRowModel>;
export const UserStatusModel = Union(Literal('active'), Literal('disabled'), Literal('all'));
export const UserListQueryModel = Partial({
  Search: FreeText(100),
  Roll: RoleModel,
  Status: UserStatusModel,
  /** accounts with access to this company (default: every account) */
  Ftg: companyId,
  Page: digits,
  PerPage: digits,
});
export const UserParamsModel = Rec({ Login: RequiredText(50) });
/** what the account dialog offers: the companies the administrator may grant, their departments and care recipients */
export const UserChoicesModel = Rec({
  Companies: Arr(Rec({ FtgId: Str, Namn: Str })),
  Departments: Arr(Rec({ FtgId: Str, Avdelning: Str, Namn: Str })),
  Brukare: Arr(Rec({ FtgId: Str, Brukare: Str, Namn: Str })),
  UserOptions: Arr(Str),
});
export const PasswordLinkReplyModel = Rec({ SentTo: Str });

/** one change of the company's audit log (spec: created, modified, deleted, with field changes) */
export const AuditEventModel = Union(Literal('created'), Literal('modified'), Literal('deleted'), Literal('accessed'));
export const AuditEntryModel = Rec({
  Id: Num,
  At: Num,
  Login: Str,
  /** the account's name ('' when it no longer exists) */
  Namn: Str,
  Plugin: Str,
  Entity: Str,
  EntityId: Str,
  Event: AuditEventModel,
  Action: Str,
  AnstNr: Str,
  Datum: Str,
  Changes: Arr(Rec({ Field: Str, Old: Unknown, New: Unknown })),
});
export type AuditEntry = Static<typeof AuditEntryModel>;
export const AuditLogQueryModel = Partial({
  /** a login or a name, or part of one */
  Person: FreeText(100),
  Plugin: code,
  Entity: code,
  Event: AuditEventModel,
  /** the Swedish days the change was made on, both included */
  From: IsoDate,
  To: IsoDate,
  Page: digits,
  PerPage: digits,
});
/** what the filters offer: the kinds of entries the company's log holds */
export const AuditFacetsModel = Rec({ Entities: Arr(Rec({ Plugin: Str, Entity: Str })) });

const literals = <T extends string>(xs: readonly T[]) => Union(...(xs.map((x) => Literal(x)) as unknown as [ReturnType<typeof Literal<T>>]));
const whole = (min: number, max: number) => Num.withConstraint((n) => (Number.isInteger(n) && n >= min && n <= max) || `one of ${min}–${max}`);
/** A reminder as the administrator writes it. */
export const ReminderInputModel = Rec({
  Namn: RequiredText(100),
  /** a built-in trigger or an installed plugin's source, `<plugin>.<source>` (the server knows which exist) */
  Trigger: Str.withConstraint<Trigger>((s) => isTrigger(s) || 'a trigger'),
  DaysBefore: whole(0, DAYS_BEFORE_MAX),
  DayOfMonth: whole(1, 31),
  Klockslag: Str.withConstraint((s) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s) || 'a time HH:MM'),
  Method: literals<Method>(METHODS),
  TargetRoles: upTo(7, RoleModel),
  TargetLogins: upTo(100, RequiredText(50)),
  Message: RequiredText(MESSAGE_MAX),
  Active: Bool,
});
export type ReminderInput = Static<typeof ReminderInputModel>;
/** NextDue: the Swedish day it goes next ('' when never), computed by the server, which knows every source's deadlines */
export const ReminderModel = ReminderInputModel.extend({ Id: Str, LastSentDate: Str, CreatedBy: Str, NextDue: Str });
export type Reminder = Static<typeof ReminderModel>;
export const ReminderParamsModel = Rec({ Id: Str.withConstraint((s) => /^[0-9a-f-]{36}$/.test(s) || 'invalid') });
export const ReminderSendModel = Rec({
  At: Num,
  ReminderId: Str,
  Namn: Str,
  Login: Str,
  To: Str,
  Method: literals<Method>(METHODS),
  Status: Union(Literal('sent'), Literal('failed'), Literal('noAddress')),
});
export type ReminderSend = Static<typeof ReminderSendModel>;

/** a trigger another plugin offers (core's ReminderSourceDef), in the reader's language */
export const ReminderTriggerModel = Rec({
  Trigger: Str,
  Label: Str,
  Help: Str,
  /** own: each counted employee is reminded himself; chosen: the reminder's roles and people */
  Audience: Union(Literal('own'), Literal('chosen')),
});
export type ReminderTrigger = Static<typeof ReminderTriggerModel>;

/** the push the reminders' job raises when it has sent: the page's history reads again */
export const REMINDERS_RESOURCE = 'admin.reminders';

// ---- endpoints ----
export const admin = {
  /** one setting of the selected company; the reply is the company's PortalInfo as every portal now reads it */
  setSwitch: defineEndpoint({
    id: 'admin.setSwitch',
    method: 'PUT',
    path: '/api/admin/portalinfo/:Name',
    params: Rec({ Name: SwitchNameModel }),
    body: SwitchBodyModel,
    reply: PortalInfoModel,
    access: portalAdmins,
  }),
  /** accounts, searched and filtered, a page at a time (the wire's pagination header) */
  users: defineEndpoint({
    id: 'admin.users',
    method: 'GET',
    path: '/api/admin/users',
    query: UserListQueryModel,
    reply: Arr(UserRowModel),
    access: userAdmins,
    paged: true,
  }),
  userChoices: defineEndpoint({
    id: 'admin.userChoices',
    method: 'GET',
    path: '/api/admin/userChoices',
    reply: UserChoicesModel,
    access: userAdmins,
  }),
  user: defineEndpoint({
    id: 'admin.user',
    method: 'GET',
    path: '/api/admin/users/:Login',
    params: UserParamsModel,
    reply: UserModel,
    access: userAdmins,
  }),
  createUser: defineEndpoint({
    id: 'admin.createUser',
    method: 'POST',
    path: '/api/admin/users',
    body: CreateUserBodyModel,
    reply: UserModel,
    access: userAdmins,
  }),
  /** the change takes effect at once: the account's sessions end with the spec's reason when it must */
  updateUser: defineEndpoint({
    id: 'admin.updateUser',
    method: 'PUT',
    path: '/api/admin/users/:Login',
    params: UserParamsModel,
    body: UserInputModel,
    reply: UserModel,
    access: userAdmins,
  }),
  /** the company's audit log, newest first, a page at a time */
  auditLog: defineEndpoint({
    id: 'admin.auditLog',
    method: 'GET',
    path: '/api/admin/auditlog',
    query: AuditLogQueryModel,
    reply: Arr(AuditEntryModel),
    access: portalAdmins,
    paged: true,
  }),
  auditFacets: defineEndpoint({
    id: 'admin.auditFacets',
    method: 'GET',
    path: '/api/admin/auditlog/facets',
    reply: AuditFacetsModel,
    access: portalAdmins,
  }),
  reminders: defineEndpoint({ id: 'admin.reminders', method: 'GET', path: '/api/admin/reminders', reply: Arr(ReminderModel), access: reminderAdmins }),
  createReminder: defineEndpoint({
    id: 'admin.createReminder',
    method: 'POST',
    path: '/api/admin/reminders',
    body: ReminderInputModel,
    reply: ReminderModel,
    access: reminderAdmins,
  }),
  updateReminder: defineEndpoint({
    id: 'admin.updateReminder',
    method: 'PUT',
    path: '/api/admin/reminders/:Id',
    params: ReminderParamsModel,
    body: ReminderInputModel,
    reply: ReminderModel,
    access: reminderAdmins,
  }),
  deleteReminder: defineEndpoint({
    id: 'admin.deleteReminder',
    method: 'DELETE',
    path: '/api/admin/reminders/:Id',
    params: ReminderParamsModel,
    reply: Rec({ ok: Literal(true) }),
    access: reminderAdmins,
  }),
  /** the triggers the company's other plugins offer (besides the built-in ones of time and the monthly message) */
  reminderTriggers: defineEndpoint({
    id: 'admin.reminderTriggers',
    method: 'GET',
    path: '/api/admin/reminderTriggers',
    reply: Arr(ReminderTriggerModel),
    access: reminderAdmins,
  }),
  /** what the reminders sent, to whom, newest first (the latest 200) */
  reminderHistory: defineEndpoint({
    id: 'admin.reminderHistory',
    method: 'GET',
    path: '/api/admin/reminderHistory',
    reply: Arr(ReminderSendModel),
    access: reminderAdmins,
  }),
  /** mails the account a set-password link (the sign-in's reset flow) */
  sendPasswordLink: defineEndpoint({
    id: 'admin.sendPasswordLink',
    method: 'POST',
    path: '/api/admin/users/:Login/passwordLink',
    params: UserParamsModel,
    reply: PasswordLinkReplyModel,
    access: userAdmins,
  }),
} as const;
