export { byEmployee, checkAssignment, checkEmployee, type EmployeeFacts, type PlanPass, type RuleId, type Violation } from './check';
export { limitsFor, WORK_TIME_LIMITS, type LimitsOverride, type WorkTimeLimits } from './limits';
export { addDays, clampToMidnight, dayIndex, hhmmOf, isoOfDay, isoWeekday, minutesOf, mondayOf } from './time';
