import { timeSharedMessages } from './shared-messages';

export default {
  ...timeSharedMessages.sv,
  title: 'Tid',
  groups: { time: 'Tid', reports: 'Rapporter' },
  nav: {
    timereport: 'Tidrapport', calendar: 'Kalendarie', punches: 'Stämplingar', schedule: 'Schema', approve: 'Godkänn tid', attest: 'Attestera',
    printTimeReport: 'Utskrift tidrapport', printAttestList: 'Utskrift attestlista',
  },
  common: {
    noEmployee: 'Välj en anställd för att se och rapportera tid.',
    days: '{{n}} dag', today: 'Idag',
    employee: 'Anställd', chooseEmployee: 'Välj anställd', employeeNumber: 'Anst.nr', inactive: 'avslutad', showInactive: 'Visa avslutade',
    filters: 'Urval', week: 'v. {{week}}', print: 'Skriv ut', close: 'Stäng', cancel: 'Avbryt', loading: 'Laddar tider …',
  },
  careRecipient: { BRUKARE: 'Brukare', KUND: 'Kund', ARBETSLEDARE: 'Arbetsledare' },
  period: {
    previous: 'Föregående period', next: 'Nästa period', from: 'Från', to: 'Till', locked: 'Lås perioden',
    lockedHint: 'Perioden behålls när du byter vy.', invalid: 'Till måste vara samma dag eller efter Från, högst 93 dagar.',
  },
  status: { OPEN: 'Ej godkänd', APPROVED: 'Godkänd', APPROVED_NOT_ATTESTED: 'Ej attesterad', ATTESTED: 'Attesterad', LOCKED: 'Låst' },
  timereport: {
    title: 'Tidrapport', approvePeriod: 'Godkänn perioden', showAutoCalc: 'Visa schemaberäknade rader', showKonterat: 'Visa kontering',
    totals: 'Summering', reported: 'Rapporterat', scheduled: 'Schemalagt', days: 'Dagar i perioden',
    scheduleShort: 'Schema {{start}}–{{end}} ({{hours}} h)', addRowOn: 'Lägg till rad {{date}}', lockedDay: 'Dagen är låst för ändringar.',
    fromPunch: 'Från stämpling', account: 'Konto {{account}}', defaultAccount: 'Standardkontering', editRow: 'Ändra rad {{code}}, {{hours}} timmar',
    autoCalc: 'Enligt schema: {{start}}–{{end}}, {{hours}} h (beräknad, ingen rad rapporterad)',
  },
  editor: {
    newTitle: 'Ny tidrad', editTitle: 'Ändra tidrad', save: 'Spara', delete: 'Ta bort', confirmDelete: 'Ja, ta bort', deleteQuestion: 'Vill du ta bort raden?',
    days: 'Antal dagar', none: 'Ingen', resultUnit: 'Resultatenhet {{n}}',
    hoursOrClockHint: 'Ange timmar, eller start och slut. Färre timmar än mellan start och slut drar av rast.',
    hoursBreakHint: 'Lämna tomt för hela tiden mellan start och slut, eller ange färre timmar för rast.',
    conflict: 'Någon annan har ändrat dagen medan du arbetade. Dina uppgifter finns kvar här; dagen är uppdaterad – kontrollera och spara igen.',
  },
  punches: {
    title: 'Stämplingar', clock: 'Stämpelklocka', inSince: 'Instämplad sedan {{time}}', notIn: 'Inte instämplad',
    punchIn: 'Stämpla in', punchOut: 'Stämpla ut', list: 'Stämplingar i perioden', none: 'Inga stämplingar i perioden.',
    editTitle: 'Ändra stämpling', editOne: 'Ändra stämplingen {{date}} {{from}}–{{to}}', timeLocked: 'Företaget har låst stämplingstiderna.',
    deviates: 'Avviker {{minutes}} min från schemat (gräns {{limit}} min)',
  },
  calendar: {
    title: 'Kalendarie', month: 'Månadens dagar', legend: 'Förklaring',
    weekday1: 'Mån', weekday2: 'Tis', weekday3: 'Ons', weekday4: 'Tor', weekday5: 'Fre', weekday6: 'Lör', weekday7: 'Sön',
  },
  schedule: { periods: 'Schemaperioder', fromDate: 'Från {{date}}:', noSchedule: 'Inget schema', title: 'Schema', total: 'Schemalagd tid i perioden: {{hours}} h', off: 'Ledig', breakAndHours: '{{schema}} · rast {{minutes}} min · {{hours}} h' },
  bulk: {
    employees: 'Anställda i perioden', department: 'Avdelning', allDepartments: 'Alla avdelningar', selectAll: 'Markera alla', selected: '{{count}} markerade',
    empty: 'Inga anställda med tider i perioden.', done: '{{changed}} dagar ändrades, {{skipped}} hoppades över.',
  },
  approve: {
    title: 'Godkänn tid', approve: 'Godkänn', unapprove: 'Ta bort godkännande',
    intro: 'Godkänn de markerade anställdas dagar i perioden. Godkända dagar låses för den anställde och kan sedan attesteras.',
  },
  attest: {
    title: 'Attestera', attest: 'Attestera', unattest: 'Ta bort attest', export: 'Exportera PAXml', printList: 'Skriv ut attestlista',
    intro: 'Attestera de markerade anställdas tider i perioden och exportera dem till lönesystemet (PAXml). Exporterade dagar låses.',
    introWithApproval: 'Godkända dagar kan attesteras. Exportera sedan attesterade tider till lönesystemet (PAXml); exporterade dagar låses.',
  },
  print: {
    timeReportTitle: 'Utskrift tidrapport', attestListTitle: 'Utskrift attestlista', download: 'Skriv ut (PDF)',
    timeReportIntro: 'Välj anställd och period. Tidrapporten skapas som PDF med alla rader, summor per tidkod och plats för underskrift.',
  },
  audit: {
    open: 'Ändringslogg', title: 'Ändringslogg för perioden', empty: 'Inga ändringar i perioden.',
    row: { create: 'Rad tillagd', update: 'Rad ändrad', delete: 'Rad borttagen' },
    punch: { in: 'Instämpling', out: 'Utstämpling', update: 'Stämpling ändrad', delete: 'Stämpling borttagen' },
    day: { approve: 'Godkänd', unapprove: 'Godkännande borttaget', attest: 'Attesterad', unattest: 'Attest borttagen', export: 'Exporterad till lön' },
  },
};
