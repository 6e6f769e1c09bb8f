import type { Messages } from '../../plugin/types';

const en = {
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  loading: 'Loading …',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  closeMessage: 'Close the message',
  noResults: 'No matches',
  pager: { label: 'Pages', page: 'Page {{page}} of {{pages}}', previous: 'Previous page', next: 'Next page' },
  matchCount: 'Matches: {{count}}',
  showOptions: 'Show options',
  selectedCount: '{{count}} selected',
  chooseDate: 'Choose date',
  datePlaceholder: 'YYYY-MM-DD',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  week: 'Week',
  weekShort: 'wk',
  holiday: 'Public holiday',
  today: 'Today',
  chooseFile: 'Choose file',
  changeFile: 'Change file',
  removeFile: 'Remove the file',
  noFile: 'No file chosen',
  scan: 'Scan',
  scanning: 'Scanning …',
  hoursInvalid: 'Write hours as 7.5, 7:30 or 7 h 30 min.',
  hoursHint: 'E.g. 7.5 · 7:30 · 7 h 30 min',
  /** spec §8: the text of a lookup whose id is not in its list */
  missing: '<Missing>',
  UnsavedChanges: {
    Title: 'Unsaved changes',
    Text: 'You have changes that are not saved. Do you want to leave anyway? Your changes will be lost.',
    Leave: 'Leave',
    Stay: 'Stay',
  },
  gallery: {
    title: 'Widget gallery',
    intro: 'Every shared widget with example data, in the light and the dark theme.',
    darkTheme: 'Dark theme',
    lightTheme: 'Light theme',
  },
} satisfies Messages;

export default en;
