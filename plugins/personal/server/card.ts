import { personal } from '../src/contracts';
import { addressHistory, currentAddress, wireAddress } from './address';
import { bankAccountsOf, currentBank, pendingBank, wireBank } from './bank';
import { childrenOf, wireChild } from './children';
import { vehiclesOf, wireVehicle } from './vehicles';
import { contactsOf, wireContact } from './contacts';
import { handle } from './db';
import { ownAnstNr, peopleInScope, sectionOn, target } from './people';

export const employees = handle(personal.employees, async (_req, ctx) => peopleInScope(ctx));

/** one employee's card: each section only when its switch is on */
export const card = handle(personal.card, async ({ query }, ctx) => {
  const person = await target(ctx, query.AnstNr);
  const history = sectionOn(ctx, 'address') ? await addressHistory(ctx, person.AnstNr) : null;
  const current = history ? currentAddress(ctx, history) : null;
  const bank = sectionOn(ctx, 'bank') ? await bankAccountsOf(ctx, person.AnstNr) : null;
  const nowBank = bank ? currentBank(bank) : null;
  const waitingBank = bank ? pendingBank(bank) : null;
  return {
    AnstNr: person.AnstNr,
    Namn: person.Namn,
    Own: person.AnstNr === ownAnstNr(ctx),
    Address: history ? { Current: current ? wireAddress(current) : null, History: history.map(wireAddress) } : null,
    Contacts: sectionOn(ctx, 'contacts') ? (await contactsOf(ctx, person.AnstNr)).map(wireContact) : null,
    Children: sectionOn(ctx, 'children') ? (await childrenOf(ctx, person.AnstNr)).map(wireChild) : null,
    Vehicles: sectionOn(ctx, 'vehicles') ? (await vehiclesOf(ctx, person.AnstNr)).map(wireVehicle) : null,
    Bank: bank ? { Current: nowBank ? wireBank(nowBank) : null, Pending: waitingBank ? wireBank(waitingBank) : null } : null,
  };
});
