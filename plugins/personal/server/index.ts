import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { serverMessages } from '../src/i18n/server-messages';
import { addAddress } from './address';
import { bankCancel, bankStart, bankStatus } from './bank';
import { card, employees } from './card';
import { accept, pending, reject } from './changes';
import { addChild, deleteChild, updateChild } from './children';
import { addVehicle, deleteVehicle, updateVehicle } from './vehicles';
import { addContact, deleteContact, updateContact } from './contacts';
import type { PersonalDb } from './db';
import { initial } from './migrations/001-initial';
import { vehicles } from './migrations/002-vehicles';
import { exported } from './migrations/003-exported';
import { exportPaxml, paxmlWaiting } from './export';
import { seedDemoCards } from './seed';

export type { PersonalTables } from './db';

/** The personal plugin's server half: the employee card (address, contacts, children, vehicles, bank account) and the changes to accept. */
export default defineServerPlugin<PersonalDb>({
  id: 'personal',
  version: pkg.version,
  core: '^1.0.0',
  migrations: { '001-initial': initial, '002-vehicles': vehicles, '003-exported': exported },
  endpoints: [
    employees,
    card,
    addAddress,
    addContact,
    updateContact,
    deleteContact,
    addChild,
    updateChild,
    deleteChild,
    addVehicle,
    updateVehicle,
    deleteVehicle,
    bankStart,
    bankStatus,
    bankCancel,
    pending,
    accept,
    reject,
    paxmlWaiting,
    exportPaxml,
  ],
  seed: (db, { now }) => seedDemoCards(db, now),
  messages: serverMessages,
});
