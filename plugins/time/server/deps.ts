/** What the host gives the time plugin's server half. */
export interface TimeDeps {
  now: () => Date;
  /** a day's rows changed: the push hook (the socket itself is another issue; clients also refresh on focus) */
  changed: (change: { FtgId: string; AnstNr: string; Datum: string }) => void;
}
