import { addDays, daysBetween } from './dates';
import { sickPayRulesOn } from './sick-pay-rules';

export type MilestoneKey = 'qualifying' | 'certificate' | 'fkNotice';
/**
 * upcoming: its day has not come · due: it applies now (the action is to be taken) · passed: its window is over ·
 * notReached: the employee recovered before it
 */
export type MilestoneState = 'upcoming' | 'due' | 'passed' | 'notReached';
export interface Milestone {
  Key: MilestoneKey;
  /** the day of the sick period it starts on (1 = the first day) */
  Dag: number;
  /** the date it starts on */
  Datum: string;
  /** the last date it applies (the FK notice's deadline; for the others the same as Datum or the end of the period) */
  Senast: string;
  State: MilestoneState;
  Kalla: string;
}

/**
 * The sick-pay milestones of a sick notice, from its first day, today and its recovery day ('' = still sick), in
 * calendar days. The last sick day is the day before recovery.
 */
export function sickPayTimeline(first: string, today: string, recovered: string): Milestone[] {
  const rules = sickPayRulesOn(first);
  const lastSick = recovered ? addDays(recovered, -1) : null;
  const day = (n: number) => addDays(first, n - 1);
  const state = (start: string, end: string | null): MilestoneState => {
    if (lastSick !== null && start > lastSick) return 'notReached';
    if (today < start) return 'upcoming';
    if (end !== null && today > end) return 'passed';
    return 'due';
  };
  const fkStart = day(rules.sickPayLastDay + 1);
  const fkEnd = day(rules.sickPayLastDay + rules.fkNoticeWithinDays);
  const qualifying = day(1);
  // the certificate applies as long as the period lasts: passed once the employee is back
  const certificate = day(rules.certificateFromDay);
  const certificateEnd = lastSick ?? null;
  return [
    { Key: 'qualifying', Dag: 1, Datum: qualifying, Senast: qualifying, State: state(qualifying, qualifying), Kalla: rules.source.qualifying },
    {
      Key: 'certificate',
      Dag: rules.certificateFromDay,
      Datum: certificate,
      Senast: certificateEnd ?? certificate,
      State: state(certificate, certificateEnd),
      Kalla: rules.source.certificate,
    },
    { Key: 'fkNotice', Dag: rules.sickPayLastDay + 1, Datum: fkStart, Senast: fkEnd, State: state(fkStart, fkEnd), Kalla: rules.source.fkNotice },
  ];
}

/** the sick period's day number on a date (1 = the first day) */
export const sickDay = (first: string, date: string): number => daysBetween(first, date) + 1;
