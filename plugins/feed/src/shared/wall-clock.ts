import { swedishWallClock } from '@lonna/core/validation';

/**
 * Swedish wall-clock time 'YYYY-MM-DD HH:MM' ↔ instants (Europe/Stockholm, whatever the machine's zone). A time in the
 * hour skipped in spring is the hour after; one in the hour repeated in autumn is its first occurrence (summer time).
 */
export function wallClockOf(at: number): string {
  const { date, time } = swedishWallClock(new Date(at));
  return `${date} ${time}`;
}

/** how far Stockholm's wall clock is ahead of UTC at an instant (ms) */
function offsetAt(at: number): number {
  const [date, time] = wallClockOf(at).split(' ') as [string, string];
  return Date.parse(`${date}T${time}:00Z`) - Math.floor(at / 60_000) * 60_000;
}

export function instantOf(wall: string): number {
  const [date, time] = wall.split(' ') as [string, string];
  const utc = Date.parse(`${date}T${time}:00Z`);
  // two candidates: the offset before and after a change; the earliest that reads back as the same wall clock wins
  const candidates = [utc - offsetAt(utc - 3 * 3_600_000), utc - offsetAt(utc + 3 * 3_600_000)].sort((a, b) => a - b);
  for (const c of candidates) if (wallClockOf(c) === wall) return c;
  // the skipped hour (02:30 on the spring night): read with winter time's offset, it is 03:30 summer time
  return candidates[1]!;
}
