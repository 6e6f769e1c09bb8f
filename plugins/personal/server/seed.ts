import type { PersonalDb } from './db';

/** the Luhn check digit of a personal number's nine digits (YYMMDDNNN) */
function luhn(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}
/** a valid 12-digit personal number for a birthday (YYYYMMDD) and a serial (three digits) */
export const personnummer = (birthday: string, serial: string): string => `${birthday}${serial}${luhn(`${birthday.slice(2)}${serial}`)}`;

const ADDRESSES = [
  { Gata: 'Storgatan', Postnr: '21142', Ort: 'Malmö' },
  { Gata: 'Kungsgatan', Postnr: '41119', Ort: 'Göteborg' },
  { Gata: 'Drottninggatan', Postnr: '11151', Ort: 'Stockholm' },
  { Gata: 'Vasagatan', Postnr: '75320', Ort: 'Uppsala' },
  { Gata: 'Nygatan', Postnr: '60234', Ort: 'Norrköping' },
  { Gata: 'Linnégatan', Postnr: '58225', Ort: 'Linköping' },
  { Gata: 'Skolgatan', Postnr: '90326', Ort: 'Umeå' },
] as const;
const PARTNERS = [
  { Fornamn: 'Anna', Efternamn: 'Lindqvist', Mobil: '070-123 45 67', Epost: 'anna.lindqvist@example.se' },
  { Fornamn: 'Johan', Efternamn: 'Berg', Mobil: '073-987 65 43', Epost: '' },
  { Fornamn: 'Maria', Efternamn: 'Nyström', Mobil: '076-555 12 34', Epost: 'maria.nystrom@example.se' },
  { Fornamn: 'Ahmed', Efternamn: 'Hassan', Mobil: '072-310 20 40', Epost: 'ahmed.hassan@example.se' },
  { Fornamn: 'Karin', Efternamn: 'Sjöberg', Mobil: '070-998 87 76', Epost: '' },
] as const;
const BANKS = [
  { Clearing: '6000', Konto: '123456789', Bank: 'Handelsbanken' },
  { Clearing: '83279', Konto: '1234567897', Bank: 'Swedbank' },
  { Clearing: '5000', Konto: '1234560', Bank: 'SEB' },
  { Clearing: '3000', Konto: '1234560', Bank: 'Nordea' },
] as const;

/** own cars (registration letters; the digits follow the employee) */
const VEHICLES = [
  { RegNr: 'KLM', Beskrivning: 'Volvo V70', Typ: 'PRI', Matarstallning: 187_450 },
  { RegNr: 'RTS', Beskrivning: 'Toyota Corolla Touring Sports', Typ: 'PRI', Matarstallning: 64_120 },
  { RegNr: 'HBJ', Beskrivning: 'Kia Niro', Typ: 'PRI', Matarstallning: 41_800 },
] as const;

/**
 * Demo cards in company 1001 (every section is on there): every employee (per@demo.se's own among them; former ones too, the picker lists them) gets
 * an address, a partner as ICE contact, every other one a child or two, every third a car, and an accepted salary account. Dates are
 * around the server's now (the clock tests fix).
 */
export async function seedDemoCards(db: PersonalDb, now: Date): Promise<void> {
  const FtgId = '1001';
  const active = (await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', FtgId).execute())
    .map((e) => e.AnstNr)
    .sort((a, b) => Number(a) - Number(b));
  const t = now.getTime();
  const year = now.getUTCFullYear();
  const since = `${year - 3}-04-01`;
  for (const [i, AnstNr] of active.entries()) {
    const a = ADDRESSES[i % ADDRESSES.length]!;
    await db
      .insertInto('personal_addresses')
      .values({
        Id: `seed-address-${AnstNr}`,
        FtgId,
        AnstNr,
        ...a,
        Gata: `${a.Gata} ${3 + ((i * 7) % 40)}${i % 5 === 0 ? ' lgh 1102' : ''}`,
        Land: 'Sverige',
        GallerFran: since,
        Status: 'ACCEPTED',
        Orsak: '',
        CreatedAt: t - 900 * 86_400_000,
        CreatedBy: 'demo',
        DecidedAt: t - 899 * 86_400_000,
        DecidedBy: 'demo',
        ExportedAt: t - 899 * 86_400_000,
      })
      .execute();
    const p = PARTNERS[i % PARTNERS.length]!;
    await db
      .insertInto('personal_contacts')
      .values({ Id: `seed-contact-${AnstNr}`, FtgId, AnstNr, ...p, Telefon: '', Relation: 'PARTNER', Ice: 1, PersNr: '', UpdatedAt: t })
      .execute();
    if (i % 2 === 0) {
      const births = i % 4 === 0 ? [`${year - 4}0312`, `${year - 7}1105`] : [`${year - 2}0620`];
      for (const [n, b] of births.entries()) {
        await db
          .insertInto('personal_children')
          .values({
            Id: `seed-child-${AnstNr}-${n}`,
            FtgId,
            AnstNr,
            Namn: ['Elsa', 'Nils', 'Alva'][n % 3]!,
            PersNr: personnummer(b, String(100 + ((i * 10 + n) % 900)).padStart(3, '0')),
            DagarTilldelade: 480,
            DagarInkommande: 0,
            DagarUttagna: 30 * (n + 1),
            UpdatedAt: t,
          })
          .execute();
      }
    }
    // every third drives his own car in service (the mileage claim picks it); the first also has a company car
    if (i % 3 === 0) {
      const v = VEHICLES[(i / 3) % VEHICLES.length]!;
      await db
        .insertInto('personal_vehicles')
        .values({ Id: `seed-vehicle-${AnstNr}`, FtgId, AnstNr, ...v, RegNr: `${v.RegNr}${String(100 + i).slice(-3)}`, UpdatedAt: t })
        .execute();
      if (i === 0)
        await db
          .insertInto('personal_vehicles')
          .values({
            Id: `seed-vehicle-${AnstNr}-el`,
            FtgId,
            AnstNr,
            RegNr: 'EVX42A',
            Beskrivning: 'Volkswagen ID.4 (förmånsbil)',
            Typ: 'EL',
            Matarstallning: 18_230,
            UpdatedAt: t,
          })
          .execute();
    }
    const k = BANKS[i % BANKS.length]!;
    await db
      .insertInto('personal_bank_accounts')
      .values({
        Id: `seed-bank-${AnstNr}`,
        FtgId,
        AnstNr,
        ...k,
        Signature: '',
        SignedBy: '',
        Status: 'ACCEPTED',
        Orsak: '',
        CreatedAt: t - 800 * 86_400_000,
        CreatedBy: 'demo',
        DecidedAt: t - 799 * 86_400_000,
        DecidedBy: 'demo',
        ExportedAt: t - 799 * 86_400_000,
      })
      .execute();
  }
}
