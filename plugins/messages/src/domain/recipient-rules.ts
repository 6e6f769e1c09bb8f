import type { Role } from '@lonna/core/contracts';

/**
 * Whom each role may write to — the spec only says "recipients limited by the sender's data scope"; the rest is our
 * decision (README). Every sender may also write to the company's administrators and to the people of his data scope
 * (ctx.scope); a reply to a message received is always allowed.
 */
export interface RecipientRule {
  /** anyone of the company, any role, any department */
  wholeCompany: boolean;
  /** an employee: his supervisors (AVD of his department) and his department's colleagues too */
  ownDepartment: boolean;
  /** a department administrator: "everyone in department N" for his own departments */
  ownDepartments: boolean;
}

export const RECIPIENT_RULES: Record<Role, RecipientRule> = {
  LIC: { wholeCompany: true, ownDepartment: false, ownDepartments: false },
  ADM: { wholeCompany: true, ownDepartment: false, ownDepartments: false },
  FTG: { wholeCompany: true, ownDepartment: false, ownDepartments: false },
  AVD: { wholeCompany: false, ownDepartment: true, ownDepartments: true },
  LSS: { wholeCompany: false, ownDepartment: false, ownDepartments: false },
  BRU: { wholeCompany: false, ownDepartment: false, ownDepartments: false },
  PER: { wholeCompany: false, ownDepartment: true, ownDepartments: false },
};
