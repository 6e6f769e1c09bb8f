/** The list's period: one calendar month at a time ('YYYY-MM'), stepped back and forth. */
export interface Period {
  From: string;
  To: string;
}

export function monthPeriod(month: string): Period {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { From: `${month}-01`, To: `${month}-${String(last).padStart(2, '0')}` };
}

export function stepMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}
