// @lonna/core/ui — the widget kit. Styles: `@import "@lonna/core/ui/styles.css"` after Tailwind.
export { cx } from './cx';
export { UI_NAMESPACE } from './i18n';
export { uiMessages, addUiMessages } from './i18n/all';
export * from './icons';
export { StrokeIcon } from './stroke-icon';
export { Button, focusRing, type ButtonProps, type ButtonVariant } from './button';
export { IconButton, type IconButtonProps } from './icon-button';
export { Tooltip, type TooltipProps } from './tooltip';
export { Dialog, DEFAULT_DIALOG_WIDTH, type DialogProps } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { FieldShell, inputClass, type FieldShellProps } from './field-shell';
export { TextField, type TextFieldProps } from './text-field';
export { TextArea } from './text-area';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { Tabs, type TabsProps, type TabItem } from './tabs';
export { Spinner, type SpinnerProps } from './spinner';
export { Title, type TitleProps } from './title';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Select, type SelectProps, type SelectOption } from './select';
export { Snackbar, type SnackbarProps, type SnackbarMessage, type SnackbarColor } from './snackbar';
export { Menu, type MenuProps, type MenuEntry } from './menu';
export { Calendar, type CalendarProps, type Holiday } from './calendar';
export { calendarWeeks, dateOf, isoOf, type CalendarDay, type CalendarWeek } from './calendar-grid';
export { dateFnsLocale, useDateFnsLocale } from './date-locale';
export { DatePicker, DATE_INPUT_MAX, type DatePickerProps } from './date-picker';
export { NumberField, formatNumberForField, type NumberFieldProps } from './number-field';
export { HoursField, type HoursFieldProps } from './hours-field';
export { Dropdown, type DropdownProps, type DropdownOption, type SingleDropdownProps, type MultipleDropdownProps } from './dropdown';
export {
  dropdownListHeight,
  selectionSummary,
  matchesQuery,
  createOptionFilter,
  foldForSearch,
  DROPDOWN_ITEM_HEIGHT,
  DROPDOWN_LIST_HEIGHT,
  DROPDOWN_CAP_AFTER_ITEMS,
  DROPDOWN_SUMMARY_AFTER,
  DROPDOWN_VIRTUAL_AFTER,
} from './dropdown-rules';
export { FileUpload, showScanButton, type FileUploadProps } from './file-upload';
export * from './form';
export { Switch, type SwitchProps } from './switch';
export { Pager, type PagerProps } from './pager';
export { DataTable, type DataColumn, type DataSort, type DataTableProps } from './data-table';
export { lookupText } from './lookup-text';
export { WidgetGallery } from './gallery/widget-gallery';
export { useMediaQuery, DESKTOP_QUERY } from './use-media-query';
