import type { PunchInRuleContext, RowRuleContext } from './row-rules';
import { timeVariant } from './row-rules';

/**
 * The row rules' context on the client, from the cached lists. A list not
 * loaded yet checks nothing (the server checks again on save).
 */
const anything: ReadonlySet<string> = { has: () => true } as unknown as ReadonlySet<string>;
const setOf = (xs: readonly string[] | null | undefined) => (xs ? new Set(xs) : anything);

export interface ClientLists {
  timeCodes: readonly { TidKod: string; Enhet: string }[] | null;
  careRecipients: readonly { Brukare: string }[] | null;
  resultUnits: Record<string, readonly { ResEnh: string }[]> | null;
  accounts: readonly { Konto: string }[] | null;
}

export function clientRuleContext(flags: Record<string, unknown>, lists: ClientLists, tidKod: string): RowRuleContext {
  const code = lists.timeCodes?.find((c) => c.TidKod === tidKod);
  const resultUnits = new Map<number, ReadonlySet<string>>();
  for (const n of [1, 2, 3, 4, 5, 6]) resultUnits.set(n, lists.resultUnits ? setOf(lists.resultUnits[`ResEnh${n}`]?.map((u) => u.ResEnh) ?? []) : anything);
  return {
    variant: timeVariant(flags),
    flags,
    // unknown while the list loads: treat as hours
    unit: lists.timeCodes ? code?.Enhet : 'h',
    careRecipients: setOf(lists.careRecipients?.map((c) => c.Brukare)),
    resultUnits,
    accounts: setOf(lists.accounts?.map((a) => a.Konto)),
  };
}

/** The punch-in rule's context on the clock, from the cached lists (a list not loaded yet checks nothing). */
export function clientPunchInContext(flags: Record<string, unknown>, lists: Pick<ClientLists, 'careRecipients' | 'resultUnits'>): PunchInRuleContext {
  return {
    flags,
    careRecipients: setOf(lists.careRecipients?.map((c) => c.Brukare)),
    resultUnits1: lists.resultUnits ? setOf(lists.resultUnits.ResEnh1?.map((u) => u.ResEnh) ?? []) : anything,
  };
}
