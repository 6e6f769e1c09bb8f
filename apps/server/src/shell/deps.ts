import type { Directory } from '../auth/directory';
import type { ThrottleConfig } from '../auth/throttle';

/** What the shell's handlers need from the host besides the handler context. */
export interface ShellDeps {
  directory: Directory;
  throttle: ThrottleConfig;
  firstSalaryYear: number;
  now(): Date;
}
