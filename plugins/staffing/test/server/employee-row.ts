/** An employee register row of company 1001 for the staffing tests' own people (every flag off). */
export function employeeRow(e: { AnstNr: string; FoNamn: string; PersNr: string; Avdelning: string }) {
  return {
    FtgId: '1001',
    AnstNr: e.AnstNr,
    FoNamn: e.FoNamn,
    EfNamn: e.AnstNr,
    PersNr: e.PersNr,
    Avdelning: e.Avdelning,
    Aktiv: 1,
    Locked: 0,
    ProfilePictureId: '',
    UseBrukare: 0,
    Brukare: '',
    UseResEnhet1: 0,
    ResEnhet1: '',
    UseResEnhet2: 0,
    ResEnhet2: '',
    UseResEnhet3: 0,
    ResEnhet3: '',
    TidKodGrupp: '',
    LonKodGrupp: '',
  };
}
