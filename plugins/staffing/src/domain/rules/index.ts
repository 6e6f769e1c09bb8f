export {
  byEmployee,
  checkAssignment,
  checkEmployee,
  dailyRestFrom,
  type EmployeeFacts,
  type Interval,
  type PlanPass,
  type RuleId,
  type Violation,
  weeklyRestIn,
} from './check';
export { limitsFor, WORK_TIME_LIMITS, type LimitsOverride, type WorkTimeLimits } from './limits';
export { addDays, clampToMidnight, dayIndex, hhmmOf, isoOfDay, isoWeekday, minutesOf, mondayOf } from './time';
