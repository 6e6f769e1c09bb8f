const WITH_COLON = /^(\d{1,2}):(\d{2})$/;
const DIGITS_ONLY = /^\d{1,4}$/;

/** Hour and minute of a time entry, or null. Accepts 'H', 'HH', 'HMM', 'HHMM', 'H:MM', 'HH:MM'. */
function splitTime(s: string): [number, number] | null {
  const t = s.trim();
  const m = WITH_COLON.exec(t);
  if (m) return [Number(m[1]), Number(m[2])];
  if (!DIGITS_ONLY.test(t)) return null;
  if (t.length <= 2) return [Number(t), 0];
  return [Number(t.slice(0, -2)), Number(t.slice(-2))];
}

function inRange([h, m]: [number, number]): boolean {
  // 24 is allowed as the end of the day only (24:00), as staffing adjusts passes to 24:00
  return m >= 0 && m <= 59 && h >= 0 && (h < 24 || (h === 24 && m === 0));
}

/** Valid when empty, or digits and colon only with hour 0–24 and minute 0–59 ('24:00' is the latest). */
export function isValidTime(s: string | null | undefined): boolean {
  if (s == null || s.trim() === '') return true;
  const parts = splitTime(s);
  return parts !== null && inRange(parts);
}

/** 'HH:MM' for a valid non-empty time entry ('830' → '08:30'), else ''. */
export function normalizeTime(s: string | null | undefined): string {
  if (s == null) return '';
  const parts = splitTime(s);
  if (!parts || !inRange(parts)) return '';
  return `${String(parts[0]).padStart(2, '0')}:${String(parts[1]).padStart(2, '0')}`;
}
