import type { Profile } from './companies';

/** Departments (Avdelning code, name) per kind of business. */
export const DEPARTMENTS: Record<Profile, [string, string][]> = {
  care: [
    ['10', 'Assistansteam Norr'],
    ['20', 'Assistansteam Söder'],
    ['30', 'Administration'],
  ],
  consulting: [
    ['10', 'Systemutveckling'],
    ['20', 'Verksamhetsstöd'],
    ['30', 'Ekonomi och HR'],
  ],
  restaurant: [
    ['10', 'Kök'],
    ['20', 'Servering'],
    ['30', 'Disk och lokalvård'],
  ],
  construction: [
    ['10', 'Husbygge'],
    ['20', 'Anläggning'],
    ['30', 'Platskontor'],
  ],
  retail: [
    ['10', 'Bageri'],
    ['20', 'Butik'],
  ],
  transport: [
    ['10', 'Fjärrtrafik'],
    ['20', 'Distribution'],
    ['30', 'Terminal'],
    ['40', 'Trafikledning'],
  ],
  office: [
    ['10', 'Drift'],
    ['20', 'Kundservice'],
    ['30', 'Ledning'],
  ],
};

export const TIDKODER: [string, string, string][] = [
  ['ARB', 'Arbetad tid', 'h'],
  ['FLX', 'Flextid', 'h'],
  ['OB1', 'OB-tillägg kväll', 'h'],
  ['OB2', 'OB-tillägg helg', 'h'],
  ['OT50', 'Övertid 50 %', 'h'],
  ['OT100', 'Övertid 100 %', 'h'],
  ['JOUR', 'Jour', 'h'],
  ['BER', 'Beredskap', 'h'],
  ['RES', 'Restid', 'h'],
  ['SJK', 'Sjukfrånvaro', 'h'],
  ['KAR', 'Karensavdrag', 'h'],
  ['TJL', 'Tjänstledighet', 'h'],
  ['VAB', 'Vård av barn', 'h'],
  ['SEM', 'Semester', 'dag'],
  ['FLD', 'Föräldraledighet', 'dag'],
  ['KOMP', 'Kompledighet', 'h'],
];
export const LONKODER: [string, string][] = [
  ['100', 'Månadslön'],
  ['110', 'Timlön'],
  ['200', 'OB-ersättning'],
  ['210', 'Övertidsersättning'],
  ['310', 'Semesterersättning'],
  ['410', 'Sjuklön dag 2–14'],
  ['600', 'Traktamente inrikes, skattefritt'],
  ['610', 'Traktamente utrikes, skattefritt'],
  ['620', 'Bilersättning, skattefri'],
  ['630', 'Bilersättning, skattepliktig'],
  ['650', 'Utlägg'],
  ['660', 'Representation'],
];
export const VARUGRUPPER: [string, string][] = [
  ['KONT', 'Kontorsmaterial'],
  ['LIVS', 'Livsmedel'],
  ['DRIV', 'Drivmedel'],
  ['RESA', 'Resor och biljetter'],
  ['REPR', 'Representation'],
  ['HOTL', 'Hotell och logi'],
  ['PARK', 'Parkering'],
];
export const KONTON: [string, string][] = [
  ['5611', 'Drivmedel för personbilar'],
  ['5800', 'Resekostnader'],
  ['5831', 'Kost och logi i Sverige'],
  ['5842', 'Biljetter utrikes'],
  ['6071', 'Representation, avdragsgill'],
  ['6072', 'Representation, ej avdragsgill'],
  ['6110', 'Kontorsmateriel'],
  ['7321', 'Skattefria traktamenten i Sverige'],
  ['7331', 'Skattefria bilersättningar'],
];
export const KOMPETENSER: [string, string][] = [
  ['HLR', 'HLR och första hjälpen'],
  ['LYFT', 'Förflyttningsteknik och lyft'],
  ['DELEG', 'Delegering läkemedel'],
  ['KORB', 'Körkort B'],
  ['TRUCK', 'Truckkort A+B'],
  ['HYG', 'Hygienpass livsmedel'],
  ['CE', 'Körkort CE'],
  ['ID06', 'ID06 och säkerhetsutbildning'],
];
export const ARBSCHEMAN: { ArbSchema: string; BenText: string; days: [number, number, string, string, number][] }[] = [
  { ArbSchema: 'DAG', BenText: 'Dagtid 08–17, måndag–fredag', days: [1, 2, 3, 4, 5].map((d) => [1, d, '08:00', '17:00', 60]) },
  { ArbSchema: 'DAG75', BenText: 'Deltid 75 %, 08–14.30', days: [1, 2, 3, 4, 5].map((d) => [1, d, '08:00', '14:30', 30]) },
  {
    ArbSchema: 'SKIFT2',
    BenText: 'Tvåskift, rullande två veckor',
    days: [
      ...[1, 2, 3, 4, 5].map((d): [number, number, string, string, number] => [1, d, '06:00', '14:30', 30]),
      ...[1, 2, 3, 4, 5].map((d): [number, number, string, string, number] => [2, d, '14:00', '22:30', 30]),
    ],
  },
  {
    ArbSchema: 'HELG',
    BenText: 'Helgtjänst fredag–söndag',
    days: [
      [1, 5, '16:00', '23:00', 30],
      [1, 6, '10:00', '22:00', 60],
      [1, 7, '10:00', '20:00', 60],
    ],
  },
];
export const BEMUPPGIFTER: [string, string, boolean][] = [
  ['MORG', 'Morgonpass', false],
  ['DAG', 'Dagpass', false],
  ['KVALL', 'Kvällspass', false],
  ['NATT', 'Nattjour', false],
  ['AVL', 'Avlösning', false],
  ['INTRO', 'Introduktionspass', true],
];
export const OBREGLER: [string, string][] = [
  ['OB-KV', 'Kvällstillägg vardagar 19–22'],
  ['OB-NA', 'Nattillägg 22–06'],
  ['OB-HE', 'Helgtillägg fredag 19 – måndag 06'],
  ['OB-SH', 'Storhelgstillägg'],
];
export const EGENSKAPER: [string, string][] = [
  ['ROK', 'Rökfri miljö'],
  ['ALL', 'Pälsdjursallergi'],
  ['TECK', 'Teckenspråk'],
  ['KVIN', 'Önskar kvinnlig assistent'],
  ['BIL', 'Tillgång till bil'],
];
export const BRUKARE: [string, string, string][] = [
  ['B001', 'Elsa', 'Lindqvist'],
  ['B002', 'Gunnar', 'Åberg'],
  ['B003', 'Märta', 'Sundberg'],
  ['B004', 'Otto', 'Karlén'],
  ['B005', 'Siri', 'Holmgren'],
];
export const RESULT_UNITS: Record<string, [string, string][]> = {
  Projekt: [
    ['P100', 'Affärssystem Norrlandsbanken'],
    ['P200', 'Webbportal Region Västerbotten'],
    ['P300', 'Intern utveckling'],
  ],
  Kostnadsställe: [
    ['KS1', 'Luleå'],
    ['KS2', 'Umeå'],
    ['KS3', 'Sundsvall'],
  ],
  Byggprojekt: [
    ['BP21', 'Kv. Hammaren, Västerås'],
    ['BP22', 'Skolan i Tullinge'],
    ['BP23', 'Brf Sjöutsikten'],
  ],
  Fordon: [
    ['F01', 'Scania R450 ABC 123'],
    ['F02', 'Volvo FH16 DEF 456'],
    ['F03', 'Mercedes Sprinter GHI 789'],
  ],
  Kund: [
    ['K10', 'ICA Maxi Eskilstuna'],
    ['K20', 'Coop Västerås'],
    ['K30', 'Byggmax Enköping'],
  ],
  Avdelning: [
    ['A1', 'Support'],
    ['A2', 'Drift'],
  ],
  Aktivitet: [
    ['AK1', 'Felsökning'],
    ['AK2', 'Installation'],
    ['AK3', 'Utbildning'],
  ],
};
