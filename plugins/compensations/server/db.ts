import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';
import type { VehiclesReadModel } from '@lonna/plugin-personal/contracts';
import type { CompensationsWriteModel } from '../src/contracts';

/**
 * The tables this plugin owns. `compensations` is the KalArt row; `compensations_guides` keeps a guide's answers so it
 * can be reopened (its compensations point to it); `compensations_settings` the company's pay codes and mileage rate.
 * Times are epoch ms, like the host's own tables. `compensations` is the published write model (src/contracts.ts
 * `CompensationsWriteModel`) plus the attest half, this plugin's own.
 */
export interface CompensationsTable extends CompensationsWriteModel {
  /** the attest half (migration 002): who approved and attested, when, and when it went to payroll (0 = not done) */
  ApprovedBy?: string;
  ApprovedAt?: number;
  AttestedBy?: string;
  AttestedAt?: number;
  ExportedAt?: number;
}
export interface CompensationsGuidesTable {
  Id: string;
  FtgId: string;
  AnstNr: string;
  Kind: 'MILEAGE' | 'EXPENSE' | 'PERDIEM' | 'REPR';
  Input: string;
  CreatedAt: number;
}
export interface CompensationsSettingsTable {
  FtgId: string;
  /** SEK per mil the company pays for the employee's own car; 0 = the tax-free rate */
  MilErsattning: number;
  LonKodMil: string;
  LonKodMilSkattepliktig: string;
  LonKodUtlagg: string;
  /** per diem in Sweden / abroad, and representation (migration 002) */
  LonKodTraktInrikes: string;
  LonKodTraktUtrikes: string;
  LonKodRepresentation: string;
  /** per diem a company rule pays above Skatteverket's tax-free amount (migration 006) */
  LonKodTraktSkattepliktig: string;
}
/** a company's imported per diem table of a year (Skatteverket's normalbelopp), read before the shipped tables */
export interface CompensationsRatesTable {
  FtgId: string;
  Ar: number;
  Land: string;
  /** '' when the row has no code; SE = Sweden's maximibelopp */
  Landskod: string;
  /** kronor per full day; null = a cross-reference to Se */
  Belopp: number | null;
  Se: string;
  ImportedAt: number;
  ImportedBy: string;
}
/** a company's travel rule (migration 004): `Intervall` is the JSON of src/rules/travel-rules.ts `TravelRuleInterval[]` */
export interface CompensationsTravelRulesTable {
  Id: string;
  FtgId: string;
  GiltigFran: string;
  Regelverk: string;
  Intervall: string;
  Natt: number;
  MaxRepresentation: number;
  AvresaFore: string;
  HemkomstEfter: string;
  HalvdagTimmar: number;
  UpdatedBy: string;
  UpdatedAt: number;
}
export interface CompensationsTables {
  compensations: CompensationsTable;
  compensations_guides: CompensationsGuidesTable;
  compensations_settings: CompensationsSettingsTable;
  compensations_rates: CompensationsRatesTable;
  compensations_travel_rules: CompensationsTravelRulesTable;
  /** the personal plugin's published read model (read only) */
  personal_vehicles: VehiclesReadModel;
}

export type CompensationsDb = PluginDb<CompensationsTables>;
export type CompensationsCtx = CompanyContext<CompensationsDb>;
export const handle = handlerFor<CompensationsTables>();
/** the host's upload kind for receipts (images and PDF) */
export const FILE_KIND = 'receipt';
