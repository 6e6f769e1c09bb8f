import type { ServerMigration } from '@lonna/core/server';
import type { TravelDb } from '../db';

/**
 * The spec's travel event fields on a line, mileage and per diem lines, and the compensations a line became (a mileage
 * line makes one or two, a per diem line one per day). Never edited once run.
 */
const TEXT_COLUMNS: [string, number][] = [
  ['Typ', 10],
  ['Land', 2],
  ['BesoktPerson', 60],
  ['BesoktForetag', 60],
  ['BesoktPlats', 60],
  ['Varugrupp', 40],
  ['ReprTyp', 10],
  ['Gaster', 200],
  ['Deltagare', 200],
  ['Fordon', 3],
];
const NUMBER_COLUMNS = ['Foretagskort', 'ReprAntal', 'Km'];

export const events: ServerMigration<TravelDb> = {
  async up(db) {
    for (const [name, length] of TEXT_COLUMNS)
      await db.schema
        .alterTable('travel_lines')
        .addColumn(name, `varchar(${length})`, (c) => c.notNull().defaultTo(name === 'Typ' ? 'RECEIPT' : ''))
        .execute();
    for (const name of NUMBER_COLUMNS)
      await db.schema
        .alterTable('travel_lines')
        .addColumn(name, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    // null: the distance was typed in, not read off the meter
    await db.schema.alterTable('travel_lines').addColumn('StartMatare', 'integer').execute();
    await db.schema.alterTable('travel_lines').addColumn('SlutMatare', 'integer').execute();
    // the line's calculation (mileage: the two parts; per diem: the answers and the days) and its compensations' ids
    await db.schema
      .alterTable('travel_lines')
      .addColumn('Detaljer', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('travel_lines')
      .addColumn('Ersattningar', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
