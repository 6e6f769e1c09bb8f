import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { withGuideMessages } from '../src/i18n/guides/server-messages';
import { serverMessages } from '../src/i18n/server-messages';
import { addReceipt, createCompensation, downloadReceipt, listCompensations, removeCompensation, updateCompensation } from './compensations';
import type { CompensationsDb } from './db';
import { expenseGuide, getGuide, listVehicles, mileageGuide, reopenExpense, reopenMileage } from './guides';
import { initial } from './migrations/001-initial';
import { guides } from './migrations/002-guides';
import { perDiemGuide, reopenPerDiem } from './perdiem';
import { importRates, rateTables, removeRates } from './rates-import';
import { reopenRepresentation, representationGuide } from './representation';
import { getSettings, saveSettings } from './settings';
import { seedDemoCompensations } from './seed';
import { summary } from './summary';
import { traktamente } from './traktamente';
import { approveClaims, attestClaims, attestList } from './attest';
import { attest } from './migrations/003-attest';
import { periodIndex } from './migrations/004-period-index';
import { travelRules } from './migrations/005-travel-rules';
import { taxablePerDiem } from './migrations/006-taxable-per-diem';
import { createTravelRule, listTravelRules, removeTravelRule, travelRuleInForce, updateTravelRule } from './travel-rules';
import { claimsPayrollSection, exportPaxml, printCompensations, printTravel } from './output';

export type { CompensationsTables } from './db';

/** The compensations plugin's server half: compensations, their receipts, the mileage and out-of-pocket guides, per diem. */
export default defineServerPlugin<CompensationsDb>({
  id: 'compensations',
  version: pkg.version,
  core: '^1.0.0',
  // the status vocabulary (time) and the vehicle register (personal) are theirs
  dependencies: { time: '^1.0.0', personal: '^0.1.0' },
  migrations: {
    '001-initial': initial,
    '002-guides': guides,
    // the attest half: who approved and attested, when exported
    '003-attest': attest,
    // the month's list paged on an index (issue 22)
    '004-period-index': periodIndex,
    // the company's travel rules (reseregler)
    '005-travel-rules': travelRules,
    // the pay code of per diem above Skatteverket's tax-free amount
    '006-taxable-per-diem': taxablePerDiem,
  },
  endpoints: [
    listCompensations,
    createCompensation,
    updateCompensation,
    removeCompensation,
    addReceipt,
    downloadReceipt,
    listVehicles,
    getGuide,
    mileageGuide,
    reopenMileage,
    expenseGuide,
    reopenExpense,
    traktamente,
    summary,
    // the per diem and representation guides
    perDiemGuide,
    reopenPerDiem,
    representationGuide,
    reopenRepresentation,
    // the company's settings and imported per diem tables
    getSettings,
    saveSettings,
    rateTables,
    importRates,
    removeRates,
    listTravelRules,
    createTravelRule,
    updateTravelRule,
    removeTravelRule,
    // the rule in force for the per diem previews (whoever may claim per diem)
    travelRuleInForce,
    // the attest half: approve, attest, the PAXml export and the two prints
    attestList,
    approveClaims,
    attestClaims,
    exportPaxml,
    printCompensations,
    printTravel,
  ],
  // attested claims go to payroll in time's PAXml file too, beside the time transactions
  payrollSections: [claimsPayrollSection],
  seed: (db, { now }) => seedDemoCompensations(db, now),
  messages: withGuideMessages(serverMessages),
});
