import type { PortalBooleanSwitch } from '@lonna/core/contracts';

export type Profile = 'care' | 'consulting' | 'restaurant' | 'construction' | 'retail' | 'transport' | 'office';

export interface DemoCompany {
  FtgId: string;
  Namn: string;
  /** first nine digits; the tenth is the Luhn check digit */
  orgnr9: string;
  profile: Profile;
  employees: number;
  plus?: boolean;
  licenceOptions?: string[];
  archived?: boolean;
  sms?: boolean;
  flags?: Partial<Record<'UseLSS' | 'UsePerSchema' | 'UseFKSignering' | 'KalUseLonReady' | 'KalUseAttest' | 'Momspliktig' | 'EnforceBankIDAuth', boolean>>;
  brukareNamnTyp?: 'BRUKARE' | 'ARBETSLEDARE' | 'KUND';
  /** result-unit levels that are open, with their names */
  resultUnits?: Partial<Record<1 | 2 | 3 | 4 | 5 | 6, string>>;
  switches: PortalBooleanSwitch[];
  passbyteTyp?: 'C' | 'A' | 'F' | 'X';
}

const basic: PortalBooleanSwitch[] = [
  'EnableLonebesked',
  'EnableSaldon',
  'EnableAdressandring',
  'EnableKontaktpersoner',
  'EnableBankkonto',
  'EnableKalendarie',
  'EnableTidrapport',
  'EnableErsattningar',
  'EnableAttestera',
  'EnableUtskrifter',
];
const travel: PortalBooleanSwitch[] = ['EnableTraktamente', 'EnableMilersattning', 'EnableUtlagg', 'EnableRepresentation', 'EnableReserakning'];
const hr: PortalBooleanSwitch[] = [
  'EnableAbsenceReports',
  'EnableNearAccidentsReports',
  'EnableLeaveApplications',
  'EnableLeavePlanner',
  'EnableFranvarokalender',
];

/** Thirteen companies: the profiles the spec names, with varied licences and switches. */
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    FtgId: '1001',
    Namn: 'Omsorgen Personlig Assistans AB',
    orgnr9: '556712340',
    profile: 'care',
    employees: 36,
    plus: true,
    licenceOptions: ['HRTIL'],
    flags: { UseLSS: true, UsePerSchema: true, UseFKSignering: true, KalUseLonReady: true, KalUseAttest: true },
    brukareNamnTyp: 'BRUKARE',
    passbyteTyp: 'C',
    switches: [
      ...basic,
      ...hr,
      'EnableMeddelanden',
      'EnableDocumentsView',
      'EnableDocumentsUpload',
      'EnableBemanningView',
      'EnableGodkannaView',
      'AcceptedDebitAccount',
      'EnableStamplingar',
      'EnableMilersattning',
      'EnableUtlagg',
      // issue 19: per diem, representation and travel expense reports for the care company's employees too
      'EnableTraktamente',
      'EnableRepresentation',
      'EnableReserakning',
      'EnableNarvarostatus',
      'EnablePortalFeed',
      'UseMandatoryBrukare',
      'EnableBarnregister',
      'EnableUtskriftProjektlista',
    ],
  },
  {
    FtgId: '1002',
    Namn: 'Konsultbolaget Norr AB',
    orgnr9: '556834521',
    profile: 'consulting',
    employees: 28,
    plus: true,
    flags: { KalUseAttest: true, Momspliktig: true },
    resultUnits: { 1: 'Projekt', 2: 'Kostnadsställe' },
    passbyteTyp: 'X',
    switches: [...basic, ...travel, 'EnableMeddelanden', 'EnableDocumentsView', 'EnableUtskriftProjektlista', 'UseMandatoryResEnhet1', 'AllowKlockslag'],
  },
  {
    FtgId: '1003',
    Namn: 'Restaurang Smak & Doft AB',
    orgnr9: '559012876',
    profile: 'restaurant',
    employees: 22,
    flags: { KalUseLonReady: true },
    passbyteTyp: 'X',
    switches: [
      ...basic,
      'EnableStamplingar',
      'EnableGodkannaView',
      'UseMandatoryKlockslag',
      'AllowKlockslag',
      'UseAvvikandeStamplingVarning',
      'LockStamplingDelete',
    ],
  },
  {
    FtgId: '1004',
    Namn: 'Säkra Bygg AB',
    orgnr9: '556645902',
    profile: 'construction',
    employees: 25,
    sms: true,
    plus: true,
    flags: { KalUseAttest: true },
    resultUnits: { 1: 'Byggprojekt' },
    passbyteTyp: 'X',
    switches: [...basic, ...travel, 'EnableStamplingar', 'EnableNearAccidentsReports', 'UseMandatoryResEnhet1', 'UseMandatoryReceipt'],
  },
  {
    FtgId: '1005',
    Namn: 'Gamla Verkstaden i Borås AB',
    orgnr9: '556301125',
    profile: 'office',
    employees: 15,
    archived: true,
    passbyteTyp: 'X',
    switches: ['EnableLonebesked', 'EnableSaldon', 'EnableTidrapport'],
  },
  {
    FtgId: '1006',
    Namn: 'Hemtjänst Väst AB',
    orgnr9: '559101348',
    profile: 'care',
    employees: 30,
    plus: true,
    licenceOptions: ['HRTIL'],
    flags: { UseLSS: true, UsePerSchema: true, KalUseLonReady: true, KalUseAttest: true },
    brukareNamnTyp: 'KUND',
    passbyteTyp: 'A',
    switches: [...basic, ...hr, 'EnableBemanningView', 'EnableGodkannaView', 'EnableStamplingar', 'EnableMilersattning', 'UseMandatoryBrukare'],
  },
  {
    FtgId: '1007',
    Namn: 'Fjällstugan Turism i Åre AB',
    orgnr9: '556923417',
    profile: 'restaurant',
    employees: 18,
    passbyteTyp: 'X',
    flags: { KalUseLonReady: true },
    switches: [...basic, 'EnableStamplingar', 'EnableGodkannaView', 'AllowKlockslag'],
  },
  {
    FtgId: '1008',
    Namn: 'Städproffsen i Malmö AB',
    orgnr9: '559234781',
    profile: 'office',
    employees: 20,
    licenceOptions: ['HRTIL'],
    passbyteTyp: 'X',
    switches: [...basic, ...hr, 'EnableMilersattning', 'EnableUtlagg'],
  },
  {
    FtgId: '1009',
    Namn: 'Transport & Logistik Mälardalen AB',
    orgnr9: '556478234',
    profile: 'transport',
    employees: 34,
    plus: true,
    flags: { KalUseAttest: true, KalUseLonReady: true },
    resultUnits: { 1: 'Fordon', 3: 'Kund' },
    passbyteTyp: 'F',
    switches: [...basic, ...travel, 'EnableStamplingar', 'EnableGodkannaView', 'EnableBemanningView', 'EnableNarvarostatus', 'UseMandatoryResEnhet1'],
  },
  {
    FtgId: '1010',
    Namn: 'Tandvården Solrosen AB',
    orgnr9: '556590012',
    profile: 'office',
    employees: 16,
    plus: true,
    licenceOptions: ['HRTIL'],
    flags: { KalUseAttest: true },
    passbyteTyp: 'X',
    switches: [...basic, ...hr, 'EnableMeddelanden', 'EnableDocumentsView', 'EnablePortalFeed'],
  },
  {
    FtgId: '1011',
    Namn: 'Bageriet Kanelbullen HB',
    orgnr9: '969745123',
    profile: 'retail',
    employees: 15,
    passbyteTyp: 'X',
    switches: ['EnableLonebesked', 'EnableSaldon', 'EnableTidrapport', 'EnableStamplingar', 'EnableKalendarie'],
  },
  {
    FtgId: '1012',
    Namn: 'IT-Stöd Öresund AB',
    orgnr9: '559318264',
    profile: 'consulting',
    employees: 24,
    plus: true,
    flags: { KalUseAttest: true, Momspliktig: true, EnforceBankIDAuth: false },
    resultUnits: { 1: 'Projekt', 2: 'Avdelning', 4: 'Aktivitet' },
    passbyteTyp: 'X',
    switches: [...basic, ...travel, 'EnableMeddelanden', 'EnableDocumentsView', 'EnableDocumentsUpload', 'EnableUtskriftProjektlista', 'EnableSupportLogin'],
  },
  {
    FtgId: '1013',
    Namn: 'Assistansgruppen Sörmland AB',
    orgnr9: '556987345',
    profile: 'care',
    employees: 20,
    plus: true,
    flags: { UseLSS: true, UseFKSignering: true, KalUseLonReady: true },
    brukareNamnTyp: 'ARBETSLEDARE',
    passbyteTyp: 'C',
    switches: [...basic, 'EnableBemanningView', 'EnableGodkannaView', 'AcceptedDebitAccount', 'EnableStamplingar', 'UseMandatoryBrukare'],
  },
];
