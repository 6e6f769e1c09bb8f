import { createEvent, createStore } from 'effector';
import type { PerListaItem } from '../contracts/models';
import { companyChanged, loggedOut } from '../session/model';

/** Spec §3 "Shared filters": the filter state every page reads, with the spec's defaults. */
export type CalendarDisplayMode = 'DATE' | 'WEEK' | 'MONTH';
export type StaffingCalendarType = 'day' | 'week' | 'month';

export interface DateFilter {
  From: string;
  To: string;
  Locked: boolean;
}

export interface SharedFilters {
  showInactiveEmployeesInEmployeeSelector: boolean;
  selectedEmployee: PerListaItem | null;
  calendarDisplayMode: CalendarDisplayMode;
  showAutoCalc: boolean;
  showKonterat: boolean;
  staffingCalendarType: StaffingCalendarType;
  staffingHours: { from: number; to: number };
  dateFilter: DateFilter;
}

export const DEFAULT_FILTERS: SharedFilters = {
  showInactiveEmployeesInEmployeeSelector: false,
  selectedEmployee: null,
  calendarDisplayMode: 'DATE',
  showAutoCalc: true,
  showKonterat: false,
  staffingCalendarType: 'week',
  staffingHours: { from: 6, to: 18 },
  dateFilter: { From: '', To: '', Locked: false },
};

export const showInactiveEmployeesToggled = createEvent<boolean>();
export const employeeSelected = createEvent<PerListaItem | null>();
export const calendarDisplayModeChanged = createEvent<CalendarDisplayMode>();
export const showAutoCalcToggled = createEvent<boolean>();
export const showKonteratToggled = createEvent<boolean>();
export const staffingCalendarTypeChanged = createEvent<StaffingCalendarType>();
export const staffingHoursChanged = createEvent<{ from: number; to: number }>();
export const dateFilterChanged = createEvent<Partial<DateFilter>>();

export const $showInactiveEmployees = createStore(DEFAULT_FILTERS.showInactiveEmployeesInEmployeeSelector).on(showInactiveEmployeesToggled, (_, v) => v);
/** reset on company change (spec §4) */
export const $selectedEmployee = createStore<PerListaItem | null>(DEFAULT_FILTERS.selectedEmployee)
  .on(employeeSelected, (_, e) => e)
  .reset(companyChanged, loggedOut);
export const $calendarDisplayMode = createStore<CalendarDisplayMode>(DEFAULT_FILTERS.calendarDisplayMode).on(calendarDisplayModeChanged, (_, v) => v);
export const $showAutoCalc = createStore(DEFAULT_FILTERS.showAutoCalc).on(showAutoCalcToggled, (_, v) => v);
export const $showKonterat = createStore(DEFAULT_FILTERS.showKonterat).on(showKonteratToggled, (_, v) => v);
export const $staffingCalendarType = createStore<StaffingCalendarType>(DEFAULT_FILTERS.staffingCalendarType).on(staffingCalendarTypeChanged, (_, v) => v);
export const $staffingHours = createStore(DEFAULT_FILTERS.staffingHours).on(staffingHoursChanged, (current, v) =>
  v.from >= 0 && v.to <= 24 && v.from < v.to ? v : current,
);
/** a locked date filter keeps its period when pages change theirs */
export const $dateFilter = createStore<DateFilter>(DEFAULT_FILTERS.dateFilter).on(dateFilterChanged, (f, patch) =>
  f.Locked && (patch.From !== undefined || patch.To !== undefined) && patch.Locked !== false ? f : { ...f, ...patch },
);

for (const s of [$showInactiveEmployees, $calendarDisplayMode, $showAutoCalc, $showKonterat, $staffingCalendarType, $staffingHours, $dateFilter]) {
  (s as unknown as { reset: (e: typeof loggedOut) => void }).reset(loggedOut);
}
