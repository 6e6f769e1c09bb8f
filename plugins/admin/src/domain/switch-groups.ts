import { PORTAL_BOOLEAN_SWITCHES, type PortalInfo } from '@lonna/core/contracts';

/** The PortalInfo settings that hold a value rather than on/off. */
export const VALUED_SWITCHES = ['PassbyteTyp', 'AvvikandeStamplingGransMinuter', 'LoginTyp', 'NearAccidentsReportsAdmins'] as const;
export type ValuedSwitch = (typeof VALUED_SWITCHES)[number];
export type SwitchName = keyof PortalInfo;
export const SWITCH_NAMES = [...PORTAL_BOOLEAN_SWITCHES, ...VALUED_SWITCHES] as const;

/**
 * Every PortalInfo setting in the area an administrator looks for it in, in the order shown. A setting belongs to
 * exactly one area (test/switch-groups.test.ts); its label and one-line explanation are in the i18n files under
 * `admin.switches.<name>`.
 */
export const SWITCH_GROUPS: readonly { id: string; switches: readonly SwitchName[] }[] = [
  {
    id: 'time',
    switches: [
      'EnableTidrapport',
      'EnableKalendarie',
      'EnableStamplingar',
      'EnableGodkannaView',
      'EnableAttestera',
      'AllowKlockslag',
      'UseMandatoryKlockslag',
      'UseMandatoryBrukare',
      'UseMandatoryResEnhet1',
      'UseMandatoryResEnhet2',
      'UseMandatoryResEnhet3',
      'UseMandatoryResEnhet4',
      'UseMandatoryResEnhet5',
      'UseMandatoryResEnhet6',
      'UseAvvikandeStamplingVarning',
      'AvvikandeStamplingGransMinuter',
      'LockStamplingTid',
      'LockStamplingDelete',
    ],
  },
  {
    id: 'expenses',
    switches: [
      'EnableErsattningar',
      'EnableMilersattning',
      'EnableTraktamente',
      'EnableUtlagg',
      'EnableRepresentation',
      'EnableReserakning',
      'UseMandatoryReceipt',
      'UseErsMandatoryBrukare',
      'UseErsMandatoryResEnhet1',
      'UseErsMandatoryResEnhet2',
      'UseErsMandatoryResEnhet3',
      'UseErsMandatoryResEnhet4',
      'UseErsMandatoryResEnhet5',
      'UseErsMandatoryResEnhet6',
    ],
  },
  {
    id: 'staffing',
    switches: ['EnableBemanningView', 'PassbyteTyp', 'EnableAbsenceReports', 'EnableFranvarokalender', 'EnableLeaveApplications', 'EnableLeavePlanner'],
  },
  {
    id: 'hr',
    switches: [
      'EnableLonebesked',
      'EnableSaldon',
      'RequireBankIDLonebesked',
      'EnableAdressandring',
      'EnableKontaktpersoner',
      'EnableBarnregister',
      'EnableBankkonto',
      'EnableNarvarostatus',
      'EnableNearAccidentsReports',
      'NearAccidentsReportsAdmins',
    ],
  },
  { id: 'communication', switches: ['EnableMeddelanden', 'EnableDocumentsView', 'EnableDocumentsUpload', 'EnablePortalFeed'] },
  { id: 'prints', switches: ['EnableUtskrifter', 'EnableUtskriftProjektlista'] },
  { id: 'company', switches: ['LoginTyp', 'EnableSupportLogin', 'AcceptedDebitAccount'] },
];

/** the greatest deviation a punch may have from the schedule before it is flagged: a day */
export const DEVIATION_MINUTES_MAX = 24 * 60;
