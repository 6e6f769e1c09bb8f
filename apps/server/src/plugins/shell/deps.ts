import type { Directory } from '../../host/auth/directory';
import type { SignInPolicy } from '../security/policy';
import type { ThrottleConfig } from '../../host/auth/throttle';
import type { EmployeeRegister } from './employee-register';

/** What the shell's handlers need from the host besides the handler context. */
export interface ShellDeps {
  directory: Directory;
  register: EmployeeRegister;
  throttle: ThrottleConfig;
  firstSalaryYear: number;
  /** login types, the SMS step and EnforceBankIDAuth (auth/security) */
  policy: SignInPolicy;
  now(): Date;
}
