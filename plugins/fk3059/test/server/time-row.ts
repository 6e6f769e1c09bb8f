/** A time row of the time plugin's table as the tests insert it (the columns FK3059 does not read left empty). */
export const timeRow = (
  r: { Id: string; AnstNr: string; Datum: string; TidKod: string; Timmar: number; Start: string; Slut: string; Brukare: string },
  at: number,
) => ({
  FtgId: '1001',
  ...r,
  ...Object.fromEntries(['ResEnhet1', 'ResEnhet2', 'ResEnhet3', 'ResEnhet4', 'ResEnhet5', 'ResEnhet6', 'Konto', 'Text'].map((k) => [k, ''])),
  Source: 'test',
  CreatedAt: at,
  UpdatedAt: at,
  UpdatedBy: 'test',
});
