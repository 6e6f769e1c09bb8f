import { personnummer } from '../../src/host/domain/luhn';

/** A controllable clock (epoch ms). */
export function fakeClock(start = Date.UTC(2026, 10, 21, 9, 0, 0)) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

/** valid 12-digit personal numbers */
export const ANNA = personnummer(new Date(Date.UTC(1985, 4, 17)), 123);
export const BERTIL = personnummer(new Date(Date.UTC(1972, 0, 3)), 456);
/** a valid personal number nobody in the tests has an account for */
export const NOBODY = personnummer(new Date(Date.UTC(1990, 0, 1)), 238);
export const CLIENT_IP = '192.0.2.10';
