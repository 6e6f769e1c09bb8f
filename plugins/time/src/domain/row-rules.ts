import { careRecipientRequired, isValidTime, normalizeTime, resultUnitRequired, type ResultUnitNumber } from '@lonna/core/validation';
import type { RowInput } from '../contracts';
import { hoursBetween } from './dates';

/**
 * The time report's row rules (spec §5 "Time report: hours required, or hours
 * or start and end time, or start and end time"), pure so the client and the
 * tests run the very same function the server does.
 */
export type TimeVariant = 'hours' | 'hoursOrClock' | 'clock';

/** UseMandatoryKlockslag wins over AllowKlockslag; neither means hours only. */
export function timeVariant(portal: { UseMandatoryKlockslag?: unknown; AllowKlockslag?: unknown }): TimeVariant {
  if (portal.UseMandatoryKlockslag) return 'clock';
  if (portal.AllowKlockslag) return 'hoursOrClock';
  return 'hours';
}

export interface RowRuleContext {
  variant: TimeVariant;
  /** FtgInfo and PortalInfo flags the rules read */
  flags: Record<string, unknown>;
  /** the time code's unit: 'h' hours, 'dag' days; undefined = the code does not exist */
  unit: string | undefined;
  careRecipients: ReadonlySet<string>;
  /** result units per level 1..6 */
  resultUnits: ReadonlyMap<number, ReadonlySet<string>>;
  accounts: ReadonlySet<string>;
}

export interface CleanRow {
  TidKod: string;
  Timmar: number;
  Start: string;
  Slut: string;
  Brukare: string;
  ResEnhet1: string;
  ResEnhet2: string;
  ResEnhet3: string;
  ResEnhet4: string;
  ResEnhet5: string;
  ResEnhet6: string;
  Konto: string;
  Text: string;
}

/** a failed rule: the field and the message key under `time.rules.` */
export interface RowProblem {
  field: string;
  rule: string;
  params?: Record<string, unknown>;
}

const LEVELS: ResultUnitNumber[] = [1, 2, 3, 4, 5, 6];
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whether result unit level n is shown on a time row: open for the company and registered on time. */
export function resultUnitOpen(n: number, flags: Record<string, unknown>): boolean {
  return Boolean(flags[`OpenResEnhet${n}`] && flags[`RegResEnh${n}`]);
}

export function checkRow(input: RowInput, ctx: RowRuleContext): { row: CleanRow } | { problem: RowProblem } {
  const fail = (field: string, rule: string, params?: Record<string, unknown>) => ({ problem: { field, rule, params } });
  const tidKod = input.TidKod.trim();
  if (!tidKod) return fail('TidKod', 'required');
  if (ctx.unit === undefined) return fail('TidKod', 'unknownCode', { code: tidKod });

  const startText = (input.Start ?? '').trim();
  const endText = (input.Slut ?? '').trim();
  if (!isValidTime(startText)) return fail('Start', 'invalidTime');
  if (!isValidTime(endText)) return fail('Slut', 'invalidTime');
  const Start = normalizeTime(startText);
  const Slut = normalizeTime(endText);
  const hours = input.Timmar ?? null;
  // NaN: the field's text was not hours (the hours field reads every keystroke and never keeps an old value)
  if (hours !== null && Number.isNaN(hours)) return fail('Timmar', 'hoursFormat');
  if (hours !== null && (!Number.isFinite(hours) || hours <= 0)) return fail('Timmar', 'positive');

  let Timmar: number;
  if (ctx.unit === 'dag') {
    // day codes (semester, parental leave) count days: part of one day, never clock times
    if (Start || Slut) return fail('Start', 'noClockForDays');
    if (hours === null) return fail('Timmar', 'required');
    if (hours > 1) return fail('Timmar', 'atMostOneDay');
    Timmar = round2(hours);
  } else {
    const hasClock = Boolean(Start || Slut);
    if (hasClock && !Start) return fail('Start', 'required');
    if (hasClock && !Slut) return fail('Slut', 'required');
    if (hasClock && Start === Slut) return fail('Slut', 'endEqualsStart');
    if (ctx.variant === 'hours') {
      if (hasClock) return fail('Start', 'clockNotAllowed');
      if (hours === null) return fail('Timmar', 'required');
      Timmar = round2(hours);
    } else if (ctx.variant === 'clock' && !hasClock) {
      return fail(Start ? 'Slut' : 'Start', 'required');
    } else if (hasClock) {
      const span = hoursBetween(Start, Slut);
      // hours below the span leave room for a break; more than the span cannot be
      if (hours !== null && hours > span) return fail('Timmar', 'moreThanSpan', { span });
      Timmar = round2(hours ?? span);
    } else {
      if (hours === null) return fail('Timmar', 'hoursOrClock');
      Timmar = round2(hours);
    }
    if (Timmar > 24) return fail('Timmar', 'atMost24');
  }

  const Brukare = (input.Brukare ?? '').trim();
  const useLss = Boolean(ctx.flags.UseLSS);
  if (!useLss && Brukare) return fail('Brukare', 'notUsed');
  if (careRecipientRequired({ UseLSS: useLss, UseMandatoryBrukare: Boolean(ctx.flags.UseMandatoryBrukare) }) && !Brukare) return fail('Brukare', 'required');
  if (Brukare && !ctx.careRecipients.has(Brukare)) return fail('Brukare', 'unknownCareRecipient', { code: Brukare });

  const units = {} as Record<`ResEnhet${ResultUnitNumber}`, string>;
  for (const n of LEVELS) {
    const value = (input[`ResEnhet${n}`] ?? '').trim();
    const open = resultUnitOpen(n, ctx.flags);
    if (!open && value) return fail(`ResEnhet${n}`, 'notUsed');
    if (open && resultUnitRequired(n, ctx.flags as never) && !value) return fail(`ResEnhet${n}`, 'required');
    if (value && !ctx.resultUnits.get(n)?.has(value)) return fail(`ResEnhet${n}`, 'unknownResultUnit', { code: value });
    units[`ResEnhet${n}`] = value;
  }

  const Konto = (input.Konto ?? '').trim();
  if (Konto && !ctx.accounts.has(Konto)) return fail('Konto', 'unknownAccount', { code: Konto });
  const Text = (input.Text ?? '').trim();

  return { row: { TidKod: tidKod, Timmar, Start, Slut, Brukare, ...units, Konto, Text } };
}

/** what the punch clock sends at punch in: the care recipient and result unit 1 chosen on the clock */
export interface PunchInInput {
  Brukare?: string;
  ResEnhet1?: string;
}

/** what the punch-in rule needs: the flags and the company's care recipients and level-1 result units */
export interface PunchInRuleContext {
  flags: Record<string, unknown>;
  careRecipients: ReadonlySet<string>;
  resultUnits1: ReadonlySet<string>;
}

/**
 * Punching in (README "Punches"): the care recipient when the company requires it on time (`careRecipientRequired`),
 * result unit 1 when required (`resultUnitRequired`), and what is chosen must exist. The clock runs it before sending
 * (the field error without a round trip), the server again (400 naming the field, nothing written).
 */
export function checkPunchIn(input: PunchInInput, ctx: PunchInRuleContext): { punch: { Brukare: string; ResEnhet1: string } } | { problem: RowProblem } {
  const fail = (field: string, rule: string, params?: Record<string, unknown>) => ({ problem: { field, rule, params } });
  const Brukare = (input.Brukare ?? '').trim();
  const ResEnhet1 = (input.ResEnhet1 ?? '').trim();
  if (careRecipientRequired({ UseLSS: Boolean(ctx.flags.UseLSS), UseMandatoryBrukare: Boolean(ctx.flags.UseMandatoryBrukare) }) && !Brukare) {
    return fail('Brukare', 'required');
  }
  if (resultUnitRequired(1, ctx.flags as never) && !ResEnhet1) return fail('ResEnhet1', 'required');
  if (Brukare && !ctx.careRecipients.has(Brukare)) return fail('Brukare', 'unknownCareRecipient', { code: Brukare });
  if (ResEnhet1 && !ctx.resultUnits1.has(ResEnhet1)) return fail('ResEnhet1', 'unknownResultUnit', { code: ResEnhet1 });
  return { punch: { Brukare, ResEnhet1 } };
}

/** a day's hours may not pass 24 (hour codes only; day codes count days) */
export const MAX_DAY_HOURS = 24;

/** the company time code of worked hours: punches become rows of it, and "as planned" reports the schedule with it */
export const WORKED_TIME_CODE = 'ARB';
