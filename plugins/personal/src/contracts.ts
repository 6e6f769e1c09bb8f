import { Array as Arr, Boolean as Bool, Literal, Null, Number as Num, Optional, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import {
  AnstNrModel,
  BankIdSignOrderModel,
  BankIdSignStatusModel,
  defineEndpoint,
  FreeText,
  IsoDate,
  OrderRefModel,
  RequiredText,
} from '@lonna/core/contracts';
import type { Access, Predicate } from '@lonna/core/contracts';

/**
 * The personal plugin's wire (Personuppgifter, /employeeCard): the employee card's sections — address, contact
 * persons, children, bank account — and the administrators' list of changes to accept. One descriptor per call: the
 * client builds its queries from them, the server binds its handlers to them, and the harness tests every one.
 */

// ---- access: the company's switches (PortalInfo), one a section ----
export const SWITCHES = {
  address: 'EnableAdressandring',
  contacts: 'EnableKontaktpersoner',
  children: 'EnableBarnregister',
  bank: 'EnableBankkonto',
  /** the vehicles the employee drives in service: the mileage claim picks one (so the mileage switch opens them) */
  vehicles: 'EnableMilersattning',
} as const;
export type Section = keyof typeof SWITCHES;
/** the payroll administrators: they accept or reject address and bank-account changes */
export const PAYROLL_ADMINS = ['LIC', 'ADM', 'FTG'] as const;

/** the card is for the company's staff (not the care recipient) with at least one section switched on */
const cardReaders: Predicate = {
  all: [{ notRoles: ['BRU'] }, { any: Object.values(SWITCHES).map((portal) => ({ portal })) }],
};
const sectionAccess = (s: Section): Predicate => ({ all: [{ notRoles: ['BRU'] }, { portal: SWITCHES[s] }] });
/** the bank account is changed by the employee himself (he signs with BankID) */
const bankChangers: Predicate = { all: [sectionAccess('bank'), { hasEmployeeNumber: true }] };
const approvers: Predicate = {
  all: [{ roles: PAYROLL_ADMINS }, { any: [{ portal: SWITCHES.address }, { portal: SWITCHES.bank }] }],
};

export const personalAccess = {
  EmployeeCard: { path: '/employeeCard', access: cardReaders },
} as const satisfies Record<string, { path: string; access: Access }>;
/** the client shows the "changes to accept" tab to these callers (the server refuses the others) */
export const canApprove: Predicate = approvers;

// ---- rules as data ----
export const RELATIONS = ['CHILD', 'PARTNER', 'PARENT', 'SIBLING', 'RELATIVE', 'OTHER'] as const;
export type Relation = (typeof RELATIONS)[number];
export const CHANGE_STATES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type ChangeState = (typeof CHANGE_STATES)[number];
export const NAME_MAX = 60;
export const STREET_MAX = 80;
export const CITY_MAX = 50;
export const COUNTRY_MAX = 50;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const REASON_MAX = 200;
/**
 * Vehicle types as Skatteverket's mileage rules tell them apart (the expenses plugin's rate table keys on them):
 * PRI the employee's own car; BEN a company car (förmånsbil) on petrol or other fossil fuel; DIS a company car on diesel;
 * EL a company car on electricity. Source: Skatteverket, "Bilersättning" (skattefri milersättning), 2025.
 */
export const VEHICLE_TYPES = ['PRI', 'BEN', 'DIS', 'EL'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const REGNR_MAX = 10;
export const VEHICLE_DESCRIPTION_MAX = 60;
/** a meter reading in whole kilometres */
export const METER_MAX = 9_999_999;
/** days of parental benefit a child has (480 for one child; twins more): the form's upper bound */
export const DAYS_MAX = 1000;

// ---- models ----
const RelationModel = Union(...(RELATIONS.map((r) => Literal(r)) as unknown as [ReturnType<typeof Literal<Relation>>]));
const StateModel = Union(Literal('PENDING'), Literal('ACCEPTED'), Literal('REJECTED'));
const wholeDays = Num.withConstraint((n) => (Number.isInteger(n) && n >= 0 && n <= DAYS_MAX) || `a whole number 0–${DAYS_MAX}`);
const AnstNrQuery = Rec({ AnstNr: Optional(AnstNrModel) });
const IdParams = Rec({ Id: RequiredText(40) });

export const AddressModel = Rec({
  Id: Str,
  Gata: Str,
  Postnr: Str,
  Ort: Str,
  Land: Str,
  /** the day the address applies from */
  GallerFran: Str,
  Status: StateModel,
  Orsak: Str,
  CreatedAt: Num,
  CreatedBy: Str,
});
export type Address = Static<typeof AddressModel>;
export const NewAddressModel = Rec({
  AnstNr: AnstNrModel,
  Gata: RequiredText(STREET_MAX),
  Postnr: RequiredText(10),
  Ort: RequiredText(CITY_MAX),
  Land: Optional(FreeText(COUNTRY_MAX)),
  /** the day the new address applies from */
  Datum: IsoDate,
});
export type NewAddress = Static<typeof NewAddressModel>;

export const ContactModel = Rec({
  Id: Str,
  Fornamn: Str,
  Efternamn: Str,
  Epost: Str,
  Telefon: Str,
  Mobil: Str,
  Relation: RelationModel,
  Ice: Bool,
  PersNr: Str,
});
export type Contact = Static<typeof ContactModel>;
export const ContactInputModel = Rec({
  AnstNr: AnstNrModel,
  Fornamn: RequiredText(NAME_MAX),
  Efternamn: RequiredText(NAME_MAX),
  Epost: Optional(FreeText(EMAIL_MAX)),
  Telefon: Optional(FreeText(PHONE_MAX)),
  Mobil: Optional(FreeText(PHONE_MAX)),
  Relation: RelationModel,
  Ice: Bool,
  PersNr: Optional(FreeText(13)),
});
export type ContactInput = Static<typeof ContactInputModel>;

export const ChildModel = Rec({
  Id: Str,
  Namn: Str,
  PersNr: Str,
  DagarTilldelade: Num,
  DagarInkommande: Num,
  DagarUttagna: Num,
});
export type Child = Static<typeof ChildModel>;
export const ChildInputModel = Rec({
  AnstNr: AnstNrModel,
  Namn: Optional(FreeText(NAME_MAX)),
  PersNr: RequiredText(13),
  DagarTilldelade: wholeDays,
  DagarInkommande: wholeDays,
  DagarUttagna: wholeDays,
});
export type ChildInput = Static<typeof ChildInputModel>;

const VehicleTypeModel = Union(...(VEHICLE_TYPES.map((v) => Literal(v)) as unknown as [ReturnType<typeof Literal<VehicleType>>]));
export const VehicleModel = Rec({
  Id: Str,
  /** the registration number, upper case without spaces (ABC123, ABC12D) */
  RegNr: Str,
  Beskrivning: Str,
  Typ: VehicleTypeModel,
  /** the meter reading in km (0 = not given) */
  Matarstallning: Num,
});
export type Vehicle = Static<typeof VehicleModel>;
export const VehicleInputModel = Rec({
  AnstNr: AnstNrModel,
  RegNr: RequiredText(REGNR_MAX + 4),
  Beskrivning: RequiredText(VEHICLE_DESCRIPTION_MAX),
  Typ: VehicleTypeModel,
  Matarstallning: Num.withConstraint((n) => (Number.isInteger(n) && n >= 0 && n <= METER_MAX) || `a whole number 0–${METER_MAX}`),
});
export type VehicleInput = Static<typeof VehicleInputModel>;

export const BankAccountModel = Rec({
  Id: Str,
  Clearing: Str,
  Konto: Str,
  Bank: Str,
  Status: StateModel,
  Orsak: Str,
  CreatedAt: Num,
  SignedBy: Str,
});
export type BankAccount = Static<typeof BankAccountModel>;
export const NewBankAccountModel = Rec({ Clearing: RequiredText(5), Konto: RequiredText(20) });
export type NewBankAccount = Static<typeof NewBankAccountModel>;

export const EmployeeRefModel = Rec({ AnstNr: Str, Namn: Str });
export type EmployeeRef = Static<typeof EmployeeRefModel>;

/** The card of one employee: a section is null when its switch is off. */
export const CardModel = Rec({
  AnstNr: Str,
  Namn: Str,
  /** the caller's own card (he may change his bank account) */
  Own: Bool,
  Address: Union(
    Rec({
      /** the address in force today (the latest accepted one whose day has come) */
      Current: Union(AddressModel, Null),
      /** every address, newest first: accepted, waiting and rejected */
      History: Arr(AddressModel),
    }),
    Null,
  ),
  Contacts: Union(Arr(ContactModel), Null),
  Children: Union(Arr(ChildModel), Null),
  Vehicles: Union(Arr(VehicleModel), Null),
  Bank: Union(Rec({ Current: Union(BankAccountModel, Null), Pending: Union(BankAccountModel, Null) }), Null),
});
export type Card = Static<typeof CardModel>;

export const PendingChangeModel = Rec({
  Kind: Union(Literal('address'), Literal('bank')),
  Id: Str,
  AnstNr: Str,
  Namn: Str,
  /** what the change says, one line ("Storgatan 1, 123 45 Malmö" or "Swedbank 8327-9, 123 456 789-0") */
  Summary: Str,
  /** what is current now ('' none) */
  Previous: Str,
  CreatedAt: Num,
});
export type PendingChange = Static<typeof PendingChangeModel>;
/** accepted changes not yet sent to payroll (the export button's count) */
export const PaxmlWaitingModel = Rec({ Antal: Num });
export type PaxmlWaiting = Static<typeof PaxmlWaitingModel>;
const KindParams = Rec({ Kind: Union(Literal('address'), Literal('bank')), Id: RequiredText(40) });
export const RejectModel = Rec({ Orsak: RequiredText(REASON_MAX) });

const OrderParams = Rec({ OrderRef: OrderRefModel });

// ---- endpoints ----
export const personal = {
  /** the employees whose card the caller may open (his data scope), by name */
  employees: defineEndpoint({
    id: 'personal.employees',
    method: 'GET',
    path: '/api/employeeCard/employees',
    reply: Arr(EmployeeRefModel),
    access: cardReaders,
  }),
  /** one card (AnstNr absent: the caller's own) */
  card: defineEndpoint({ id: 'personal.card', method: 'GET', path: '/api/employeeCard', query: AnstNrQuery, reply: CardModel, access: cardReaders }),
  addAddress: defineEndpoint({
    id: 'personal.addAddress',
    method: 'POST',
    path: '/api/employeeCard/address',
    body: NewAddressModel,
    reply: AddressModel,
    access: sectionAccess('address'),
  }),
  addContact: defineEndpoint({
    id: 'personal.addContact',
    method: 'POST',
    path: '/api/employeeCard/contacts',
    body: ContactInputModel,
    reply: ContactModel,
    access: sectionAccess('contacts'),
  }),
  updateContact: defineEndpoint({
    id: 'personal.updateContact',
    method: 'PUT',
    path: '/api/employeeCard/contacts/:Id',
    params: IdParams,
    body: ContactInputModel,
    reply: ContactModel,
    access: sectionAccess('contacts'),
  }),
  deleteContact: defineEndpoint({
    id: 'personal.deleteContact',
    method: 'DELETE',
    path: '/api/employeeCard/contacts/:Id',
    params: IdParams,
    reply: Rec({ ok: Literal(true) }),
    access: sectionAccess('contacts'),
  }),
  addChild: defineEndpoint({
    id: 'personal.addChild',
    method: 'POST',
    path: '/api/employeeCard/children',
    body: ChildInputModel,
    reply: ChildModel,
    access: sectionAccess('children'),
  }),
  updateChild: defineEndpoint({
    id: 'personal.updateChild',
    method: 'PUT',
    path: '/api/employeeCard/children/:Id',
    params: IdParams,
    body: ChildInputModel,
    reply: ChildModel,
    access: sectionAccess('children'),
  }),
  deleteChild: defineEndpoint({
    id: 'personal.deleteChild',
    method: 'DELETE',
    path: '/api/employeeCard/children/:Id',
    params: IdParams,
    reply: Rec({ ok: Literal(true) }),
    access: sectionAccess('children'),
  }),
  addVehicle: defineEndpoint({
    id: 'personal.addVehicle',
    method: 'POST',
    path: '/api/employeeCard/vehicles',
    body: VehicleInputModel,
    reply: VehicleModel,
    access: sectionAccess('vehicles'),
  }),
  updateVehicle: defineEndpoint({
    id: 'personal.updateVehicle',
    method: 'PUT',
    path: '/api/employeeCard/vehicles/:Id',
    params: IdParams,
    body: VehicleInputModel,
    reply: VehicleModel,
    access: sectionAccess('vehicles'),
  }),
  deleteVehicle: defineEndpoint({
    id: 'personal.deleteVehicle',
    method: 'DELETE',
    path: '/api/employeeCard/vehicles/:Id',
    params: IdParams,
    reply: Rec({ ok: Literal(true) }),
    access: sectionAccess('vehicles'),
  }),
  /** the employee's new salary account: checked by the bank's rules, then a BankID order to confirm it */
  bankStart: defineEndpoint({
    id: 'personal.bankStart',
    method: 'POST',
    path: '/api/employeeCard/bank',
    body: NewBankAccountModel,
    reply: BankIdSignOrderModel,
    access: bankChangers,
  }),
  /** one look at the order; signed: the account waits for a payroll administrator, mail and SMS tell the employee */
  bankStatus: defineEndpoint({
    id: 'personal.bankStatus',
    method: 'GET',
    path: '/api/employeeCard/bank/:OrderRef',
    params: OrderParams,
    reply: BankIdSignStatusModel,
    access: bankChangers,
  }),
  bankCancel: defineEndpoint({
    id: 'personal.bankCancel',
    method: 'DELETE',
    path: '/api/employeeCard/bank/:OrderRef',
    params: OrderParams,
    reply: Rec({ ok: Literal(true) }),
    access: bankChangers,
  }),
  /** the address and bank-account changes of the caller's scope that wait for a payroll administrator */
  pending: defineEndpoint({ id: 'personal.pending', method: 'GET', path: '/api/employeeCard/pending', reply: Arr(PendingChangeModel), access: approvers }),
  accept: defineEndpoint({
    id: 'personal.accept',
    method: 'POST',
    path: '/api/employeeCard/pending/:Kind/:Id/accept',
    params: KindParams,
    reply: Rec({ ok: Literal(true) }),
    access: approvers,
  }),
  /** how many accepted address and bank-account changes of the caller's scope payroll has not been sent yet */
  paxmlWaiting: defineEndpoint({ id: 'personal.paxmlWaiting', method: 'GET', path: '/api/employeeCard/paxml', reply: PaxmlWaitingModel, access: approvers }),
  /** those changes as PAXml `personal/person` records for the payroll system; each is sent once */
  exportPaxml: defineEndpoint({ id: 'personal.exportPaxml', method: 'POST', path: '/api/employeeCard/paxml', reply: Str, raw: true, access: approvers }),
  reject: defineEndpoint({
    id: 'personal.reject',
    method: 'POST',
    path: '/api/employeeCard/pending/:Kind/:Id/reject',
    params: KindParams,
    body: RejectModel,
    reply: Rec({ ok: Literal(true) }),
    access: approvers,
  }),
} as const;

/** the push resource a change raises (payload: whose card) — an open card or list reads again */
export const PERSONAL_RESOURCE = 'personuppgifter';

// ---- published read models (other plugins read these tables, never write them) ----
/**
 * An employee's children (the child register): the absence plugin's VAB notice and the leave plugin's parental leave
 * pick a child from here. `PersNr` is the 12-digit personal number (YYYYMMDDNNNN). Only these columns are promised.
 */
export interface ChildrenReadModel {
  FtgId: string;
  AnstNr: string;
  Id: string;
  Namn: string;
  PersNr: string;
  DagarTilldelade: number;
  DagarInkommande: number;
  DagarUttagna: number;
}
export const CHILDREN_READ_TABLE = 'personal_children';

/**
 * An employee's vehicles: the expenses plugin's mileage guide picks the car of a trip from here (its type decides the
 * tax-free rate). `RegNr` is upper case without spaces; `Matarstallning` the latest meter reading in km (0 = none).
 * Only these columns are promised.
 */
export interface VehiclesReadModel {
  FtgId: string;
  AnstNr: string;
  Id: string;
  RegNr: string;
  Beskrivning: string;
  Typ: VehicleType;
  Matarstallning: number;
}
export const VEHICLES_READ_TABLE = 'personal_vehicles';
