export { parseDateShorthand, isValidDate, isEmptyDate, toIsoDate, daysInMonth, expandTwoDigitYear, EMPTY_DATE_VALUE } from './dates';
export { formatNumber, formatNumberAuto, parseNumber } from './numbers';
