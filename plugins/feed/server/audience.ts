import type { PostStatus } from '../src/contracts';

/** a post's audience and window, as the rule reads it (instants in epoch ms; Till 0 = no end) */
export interface Audience {
  /** the company the post was written in */
  FtgId: string;
  /** [] = the writing company alone */
  Foretag: readonly string[];
  /** [] = every role */
  Roller: readonly string[];
  /** [] = every department */
  Avdelningar: readonly string[];
  Fran: number;
  Till: number;
}

/** the signed-in person as the rule sees him: his role, the company he is in, and his departments there */
export interface Reader {
  role: string;
  companyId: string;
  departments: readonly string[];
}

/** scheduled before its start, published from its start, ended at its end (the end minute itself is no longer shown) */
export function statusAt(a: Pick<Audience, 'Fran' | 'Till'>, now: number): PostStatus {
  if (now < a.Fran) return 'scheduled';
  if (a.Till !== 0 && now >= a.Till) return 'ended';
  return 'published';
}

/** the companies a post speaks to */
export function companiesOf(a: Pick<Audience, 'FtgId' | 'Foretag'>): readonly string[] {
  return a.Foretag.length ? a.Foretag : [a.FtgId];
}

/**
 * The one rule of who sees a post: the company he is in is one of the post's, his role one of its roles (or it names
 * none), one of his departments one of its departments (or it names none), and the window is open now.
 */
export function isInAudience(a: Audience, who: Reader, now: number): boolean {
  if (!companiesOf(a).includes(who.companyId)) return false;
  if (a.Roller.length && !a.Roller.includes(who.role)) return false;
  if (a.Avdelningar.length && !a.Avdelningar.some((d) => who.departments.includes(d))) return false;
  return statusAt(a, now) === 'published';
}
