import type { ProjectDimension } from '../src/contracts';

/** One employee's hours on one project (a result unit or a care recipient) in the period. */
export interface ProjectLine {
  project: string;
  AnstNr: string;
  hours: number;
}

/**
 * Hours per project and employee: the rows' hours summed where the row names the project in the chosen dimension
 * (day codes such as vacation count days, never hours — totals.ts's rule — so they stay out). Rows without a value
 * in the dimension gather under '' (the print names it "no project"), last. Sorted by project, then employee number.
 */
export function projectLines(
  rows: readonly ({ AnstNr: string; TidKod: string; Timmar: number | string } & Partial<Record<ProjectDimension, string>>)[],
  dimension: ProjectDimension,
  dayCodes: ReadonlySet<string>,
): ProjectLine[] {
  const sums = new Map<string, ProjectLine>();
  for (const r of rows) {
    if (dayCodes.has(r.TidKod)) continue;
    const project = r[dimension] ?? '';
    const key = `${project}\u0000${r.AnstNr}`;
    const line = sums.get(key) ?? { project, AnstNr: r.AnstNr, hours: 0 };
    line.hours += Number(r.Timmar);
    sums.set(key, line);
  }
  return [...sums.values()]
    .filter((l) => l.hours !== 0)
    .sort((a, b) =>
      (a.project === '') !== (b.project === '') ? (a.project === '' ? 1 : -1) : a.project.localeCompare(b.project, 'sv') || Number(a.AnstNr) - Number(b.AnstNr),
    );
}
