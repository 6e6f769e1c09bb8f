import { swedishWallClock } from '@lonna/core/validation';

/** The wall clock in Sweden: punches are stamped in local time, whatever the server's zone (the one rule is core's). */
export const stockholm = swedishWallClock;
