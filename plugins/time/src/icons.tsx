/** The time plugin's icons (24px grid, stroke 1.8, currentColor), in the style of the shell's. */
type P = { className?: string };
const svg = (d: string) =>
  function Icon({ className }: P) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className}
      >
        <path d={d} />
      </svg>
    );
  };

export const TimeReportIcon = svg('M8 3v3m8-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm3 8h3m-3 4h6');
export const CalendarMonthIcon = svg(
  'M8 3v3m8-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm3 8h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01',
);
export const ClockIcon = svg('M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z');
export const ScheduleIcon = svg('M4 6h16M4 12h10M4 18h7m7-3v3l2 1');
export const ApproveIcon = svg('M9 12l2 2 4-4m6 2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z');
export const AttestIcon = svg('M9 12l2 2 4-4M7 3h10l3 3v15H4V3h3Z');
export const PrintIcon = svg('M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2m-10-3h10v7H7v-7Z');
/** a day ticked off as planned */
export const AsPlannedIcon = svg('M4 12l5 5L20 6');
export const PlusIcon = svg('M12 5v14M5 12h14');
export const LockIcon = svg('M7 11V8a5 5 0 0 1 10 0v3M6 11h12v10H6V11Z');
export const DownloadIcon = svg('M12 4v11m0 0 4-4m-4 4-4-4M5 20h14');
export const HistoryIcon = svg('M3 12a9 9 0 1 0 3-6.7M3 4v4h4m5-1v5l3 2');
