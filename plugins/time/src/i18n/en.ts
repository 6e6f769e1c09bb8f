import { timeSharedMessages } from './shared-messages';

export default {
  ...timeSharedMessages.en,
  title: 'Time',
  groups: { time: 'Time', reports: 'Reports' },
  nav: {
    timereport: 'Time report', calendar: 'Calendar', punches: 'Clock punches', schedule: 'Schedule', approve: 'Approve time', attest: 'Attest',
    printTimeReport: 'Print time report', printAttestList: 'Print attest list',
  },
  common: {
    noEmployee: 'Choose an employee to see and report time.',
    days: '{{n}} d', today: 'Today',
    employee: 'Employee', chooseEmployee: 'Choose employee', employeeNumber: 'No.', inactive: 'left', showInactive: 'Show former employees',
    filters: 'Selection', week: 'wk {{week}}', print: 'Print', close: 'Close', cancel: 'Cancel', loading: 'Loading time …',
  },
  careRecipient: { BRUKARE: 'Care recipient', KUND: 'Customer', ARBETSLEDARE: 'Supervisor' },
  period: {
    previous: 'Previous period', next: 'Next period', from: 'From', to: 'To', locked: 'Lock the period',
    lockedHint: 'The period stays when you change views.', invalid: 'To must be on or after From, at most 93 days.',
  },
  status: { OPEN: 'Not approved', APPROVED: 'Approved', APPROVED_NOT_ATTESTED: 'Not attested', ATTESTED: 'Attested', LOCKED: 'Locked' },
  timereport: {
    title: 'Time report', approvePeriod: 'Approve the period', showAutoCalc: 'Show rows calculated from the schedule', showKonterat: 'Show accounting',
    totals: 'Summary', reported: 'Reported', scheduled: 'Scheduled', days: 'Days in the period',
    scheduleShort: 'Schedule {{start}}–{{end}} ({{hours}} h)', addRowOn: 'Add a row on {{date}}', lockedDay: 'The day is locked for changes.',
    fromPunch: 'From a clock punch', account: 'Account {{account}}', defaultAccount: 'Default accounting', editRow: 'Edit row {{code}}, {{hours}} hours',
    autoCalc: 'By schedule: {{start}}–{{end}}, {{hours}} h (calculated, no row reported)',
  },
  editor: {
    newTitle: 'New time row', editTitle: 'Edit time row', save: 'Save', delete: 'Delete', confirmDelete: 'Yes, delete', deleteQuestion: 'Do you want to delete the row?',
    days: 'Number of days', none: 'None', resultUnit: 'Result unit {{n}}',
    hoursOrClockHint: 'Enter hours, or a start and end. Fewer hours than between start and end deduct a break.',
    hoursBreakHint: 'Leave empty for the whole time between start and end, or enter fewer hours for a break.',
    conflict: 'Someone else changed the day while you were working. Your entries are still here; the day has been reloaded – check it and save again.',
  },
  punches: {
    title: 'Clock punches', clock: 'Time clock', inSince: 'Clocked in since {{time}}', notIn: 'Not clocked in',
    punchIn: 'Clock in', punchOut: 'Clock out', list: 'Punches in the period', none: 'No punches in the period.',
    editTitle: 'Edit punch', editOne: 'Edit the punch on {{date}} {{from}}–{{to}}', timeLocked: 'The company has locked punch times.',
    deviates: 'Differs {{minutes}} min from the schedule (limit {{limit}} min)',
  },
  calendar: {
    title: 'Calendar', month: 'Days of the month', legend: 'Legend',
    weekday1: 'Mon', weekday2: 'Tue', weekday3: 'Wed', weekday4: 'Thu', weekday5: 'Fri', weekday6: 'Sat', weekday7: 'Sun',
  },
  schedule: { periods: 'Schedule periods', fromDate: 'From {{date}}:', noSchedule: 'No schedule', title: 'Schedule', total: 'Scheduled time in the period: {{hours}} h', off: 'Off', breakAndHours: '{{schema}} · break {{minutes}} min · {{hours}} h' },
  bulk: {
    employees: 'Employees in the period', department: 'Department', allDepartments: 'All departments', selectAll: 'Select all', selected: '{{count}} selected',
    empty: 'No employees with time in the period.', done: '{{changed}} days changed, {{skipped}} skipped.',
  },
  approve: {
    title: 'Approve time', approve: 'Approve', unapprove: 'Withdraw approval',
    intro: 'Approve the selected employees’ days in the period. Approved days are locked for the employee and can then be attested.',
  },
  attest: {
    title: 'Attest', attest: 'Attest', unattest: 'Withdraw attest', export: 'Export PAXml', printList: 'Print attest list',
    intro: 'Attest the selected employees’ time in the period and export it to payroll (PAXml). Exported days are locked.',
    introWithApproval: 'Approved days can be attested. Then export attested time to payroll (PAXml); exported days are locked.',
  },
  print: {
    timeReportTitle: 'Print time report', attestListTitle: 'Print attest list', download: 'Print (PDF)',
    timeReportIntro: 'Choose employee and period. The time report is made as a PDF with every row, totals per time code and room for signatures.',
  },
  audit: {
    open: 'Change log', title: 'Change log of the period', empty: 'No changes in the period.',
    row: { create: 'Row added', update: 'Row changed', delete: 'Row deleted' },
    punch: { in: 'Clock-in', out: 'Clock-out', update: 'Punch changed', delete: 'Punch deleted' },
    day: { approve: 'Approved', unapprove: 'Approval withdrawn', attest: 'Attested', unattest: 'Attest withdrawn', export: 'Exported to payroll' },
  },
};
