/**
 * The role data scope: which employees of the selected company a caller's role lets them see and change.
 * Decided once, by the host, for every plugin (docs/SECURITY.md § Role data scope):
 *
 * | role        | scope                                                                 |
 * |-------------|-----------------------------------------------------------------------|
 * | PER         | own employee (the account's AnstNr in its home company), else none    |
 * | AVD         | employees of the departments the account administers in the company  |
 * | BRU         | employees assigned to the account's own care recipient (Brukare)      |
 * | LSS         | employees of the care recipients in the account's responsibility list |
 * | FTG ADM LIC | the whole company                                                     |
 *
 * A handler never re-derives this from the role: it asks `ctx.scope`.
 */
export type ScopeBasis = 'company' | 'ownEmployee' | 'departments' | 'careRecipients' | 'none';

export interface EmployeeScope {
  /** true: every employee of the company (FTG, ADM, LIC); `anstNrs` is then empty — filter nothing */
  readonly all: boolean;
  /** when not `all`: the employee numbers in scope, ascending by number (may be empty) */
  readonly anstNrs: readonly string[];
  /** why the scope is what it is (for explanations and tests) */
  readonly basis: ScopeBasis;
  /** whether an employee number is in scope (always true when `all`; existence is the handler's 404) */
  includes(anstNr: string): boolean;
}

export interface DataScope {
  /** the caller's employee scope in the call's company, computed once per call */
  employees(): Promise<EmployeeScope>;
  /** throws the explained 403 (dvCode 40300, naming the employee and the scope) unless the employee is in scope */
  assertEmployee(anstNr: string): Promise<void>;
  /** the same for a list: one number outside the scope refuses the whole call (nothing is changed) */
  assertEmployees(anstNrs: readonly string[]): Promise<void>;
}
