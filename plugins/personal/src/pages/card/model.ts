import {
  $accessContext,
  createDownload,
  createEndpointMutation,
  createPageData,
  createPageQuery,
  createSignFlow,
  evaluateAccess,
  isApiError,
} from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { canApprove, PERSONAL_RESOURCE, personal, type ChildInput, type ContactInput, type NewAddress, type VehicleInput } from '../../contracts';

/**
 * The employee card (/employeeCard): the chosen employee's sections (the caller's own to start with; an administrator
 * picks anyone of his scope) and, for payroll administrators, the changes waiting for them. Every change reloads the
 * card; another user's change arrives by push.
 */

export const $canApprove = $accessContext.map((c) => (c ? evaluateAccess(canApprove, c) : false));

/** '' = the caller's own card */
export const employeeChosen = createEvent<string>();
export const $chosen = createStore('').on(employeeChosen, (_, a) => a);

export const addAddressMutation = createEndpointMutation(personal.addAddress, { name: 'personal.addAddress', silent: true });
export const addContactMutation = createEndpointMutation(personal.addContact, { name: 'personal.addContact', silent: true });
export const updateContactMutation = createEndpointMutation(personal.updateContact, { name: 'personal.updateContact', silent: true });
export const deleteContactMutation = createEndpointMutation(personal.deleteContact, { name: 'personal.deleteContact', silent: true });
export const addChildMutation = createEndpointMutation(personal.addChild, { name: 'personal.addChild', silent: true });
export const updateChildMutation = createEndpointMutation(personal.updateChild, { name: 'personal.updateChild', silent: true });
export const deleteChildMutation = createEndpointMutation(personal.deleteChild, { name: 'personal.deleteChild', silent: true });
export const addVehicleMutation = createEndpointMutation(personal.addVehicle, { name: 'personal.addVehicle', silent: true });
export const updateVehicleMutation = createEndpointMutation(personal.updateVehicle, { name: 'personal.updateVehicle', silent: true });
export const deleteVehicleMutation = createEndpointMutation(personal.deleteVehicle, { name: 'personal.deleteVehicle', silent: true });
export const acceptMutation = createEndpointMutation(personal.accept, { name: 'personal.accept', silent: true });
export const rejectMutation = createEndpointMutation(personal.reject, { name: 'personal.reject', silent: true });
/** the salary account: checked, then confirmed with BankID (the dialog of core) */
export const bankSign = createSignFlow('personal.bank', { start: personal.bankStart, status: personal.bankStatus, cancel: personal.bankCancel });

const mutations = [
  addAddressMutation,
  addContactMutation,
  updateContactMutation,
  deleteContactMutation,
  addChildMutation,
  updateChildMutation,
  deleteChildMutation,
  addVehicleMutation,
  updateVehicleMutation,
  deleteVehicleMutation,
  acceptMutation,
  rejectMutation,
] as const;
const saved = mutations.map((m) => m.finished.success);
export const $saving = combine(mutations.map((m) => m.$pending)).map((list) => list.some(Boolean));

export const employees = createPageQuery({
  name: 'personal.employees',
  endpoint: personal.employees,
  params: createStore({}, { serialize: 'ignore' }),
  silent: true,
});
export const card = createPageQuery({
  name: 'personal.card',
  endpoint: personal.card,
  params: $chosen.map((AnstNr) => ({ query: AnstNr === '' ? {} : { AnstNr } })),
  refreshOn: [{ event: 'resource-updated', resource: PERSONAL_RESOURCE }, ...saved, bankSign.signed],
  silent: true,
});
export const pending = createPageQuery({
  name: 'personal.pending',
  endpoint: personal.pending,
  params: $canApprove.map((can) => (can ? {} : null)),
  refreshOn: [{ event: 'resource-updated', resource: PERSONAL_RESOURCE }, ...saved, bankSign.signed],
  silent: true,
});
/** the accepted changes payroll has not been sent yet, and the PAXml file that sends them (once) */
export const exportPaxmlFx = createDownload(personal.exportPaxml);
export const paxmlWaiting = createPageQuery({
  name: 'personal.paxmlWaiting',
  endpoint: personal.paxmlWaiting,
  params: $canApprove.map((can) => (can ? {} : null)),
  refreshOn: [{ event: 'resource-updated', resource: PERSONAL_RESOURCE }, ...saved, exportPaxmlFx.finally],
  silent: true,
});
export const paxmlExportClicked = createEvent();
sample({ clock: paxmlExportClicked, filter: exportPaxmlFx.pending.map((p) => !p), fn: () => ({}), target: exportPaxmlFx });
export const $paxmlWaiting = paxmlWaiting.$data.map((d) => d?.Antal ?? 0);
export const $exporting = exportPaxmlFx.pending;
export const paxmlExported = exportPaxmlFx.done;

export const cardPage = createPageData({ loads: [employees, card, pending, paxmlWaiting] });

export const $card = card.$data;
export const $employees = employees.$data.map((l) => l ?? []);
export const $pending = pending.$data.map((l) => l ?? []);
export const $loading = card.$pending;
export const $failed = card.$error.map((e) => (e && isApiError(e) ? e.message : e ? '' : null));

// ---- the forms: sent once at a time; the server's field error is kept for its form and field ----
export type FormId = 'address' | 'contact' | 'child' | 'vehicle' | 'reject';
export const addressSubmitted = createEvent<NewAddress>();
sample({ clock: addressSubmitted, filter: $saving.map((s) => !s), fn: (body) => ({ body }), target: addAddressMutation.start });
export const contactSubmitted = createEvent<{ Id: string | null; body: ContactInput }>();
sample({ clock: contactSubmitted, filter: ({ Id }) => Id === null, fn: ({ body }) => ({ body }), target: addContactMutation.start });
sample({
  clock: contactSubmitted,
  filter: ({ Id }) => Id !== null,
  fn: ({ Id, body }) => ({ params: { Id: Id! }, body }),
  target: updateContactMutation.start,
});
export const contactDeleted = createEvent<string>();
sample({ clock: contactDeleted, fn: (Id) => ({ params: { Id } }), target: deleteContactMutation.start });
export const childSubmitted = createEvent<{ Id: string | null; body: ChildInput }>();
sample({ clock: childSubmitted, filter: ({ Id }) => Id === null, fn: ({ body }) => ({ body }), target: addChildMutation.start });
sample({ clock: childSubmitted, filter: ({ Id }) => Id !== null, fn: ({ Id, body }) => ({ params: { Id: Id! }, body }), target: updateChildMutation.start });
export const childDeleted = createEvent<string>();
sample({ clock: childDeleted, fn: (Id) => ({ params: { Id } }), target: deleteChildMutation.start });
export const vehicleSubmitted = createEvent<{ Id: string | null; body: VehicleInput }>();
sample({ clock: vehicleSubmitted, filter: ({ Id }) => Id === null, fn: ({ body }) => ({ body }), target: addVehicleMutation.start });
sample({
  clock: vehicleSubmitted,
  filter: ({ Id }) => Id !== null,
  fn: ({ Id, body }) => ({ params: { Id: Id! }, body }),
  target: updateVehicleMutation.start,
});
export const vehicleDeleted = createEvent<string>();
sample({ clock: vehicleDeleted, fn: (Id) => ({ params: { Id } }), target: deleteVehicleMutation.start });
export const changeAccepted = createEvent<{ Kind: 'address' | 'bank'; Id: string }>();
sample({ clock: changeAccepted, fn: (params) => ({ params }), target: acceptMutation.start });
export const changeRejected = createEvent<{ Kind: 'address' | 'bank'; Id: string; Orsak: string }>();
sample({ clock: changeRejected, fn: ({ Kind, Id, Orsak }) => ({ params: { Kind, Id }, body: { Orsak } }), target: rejectMutation.start });

const failureOf =
  (form: FormId) =>
  (_: unknown, { error }: { error: unknown }) =>
    isApiError(error) ? { form, field: error.field, message: error.message } : { form, message: '' };
export const $formError = createStore<{ form: FormId; field?: string; message: string } | null>(null)
  .on(addAddressMutation.finished.failure, failureOf('address'))
  .on(addContactMutation.finished.failure, failureOf('contact'))
  .on(updateContactMutation.finished.failure, failureOf('contact'))
  .on(addChildMutation.finished.failure, failureOf('child'))
  .on(updateChildMutation.finished.failure, failureOf('child'))
  .on(addVehicleMutation.finished.failure, failureOf('vehicle'))
  .on(updateVehicleMutation.finished.failure, failureOf('vehicle'))
  .on(rejectMutation.finished.failure, failureOf('reject'))
  .reset(...mutations.map((m) => m.started), $chosen);

export const addressSaved = addAddressMutation.finished.success;
export const contactSaved = sample({ clock: [addContactMutation.finished.success, updateContactMutation.finished.success] });
export const childSaved = sample({ clock: [addChildMutation.finished.success, updateChildMutation.finished.success] });
export const vehicleSaved = sample({ clock: [addVehicleMutation.finished.success, updateVehicleMutation.finished.success] });
export const decided = sample({ clock: [acceptMutation.finished.success, rejectMutation.finished.success] });
