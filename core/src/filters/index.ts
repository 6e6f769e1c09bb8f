export * from './model';
export { parseTimeReportOptions } from './time-report-options';
