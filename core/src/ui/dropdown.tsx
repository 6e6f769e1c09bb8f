import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { useT } from '../i18n/runtime';
import { createOptionFilter, selectionSummary } from './dropdown-rules';
import { FieldShell } from './field-shell';
import { LongDropdown, type DropdownOption } from './dropdown-long';

export type { DropdownOption } from './dropdown-long';

interface DropdownBase {
  label: ReactNode;
  options: readonly DropdownOption[];
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

export interface SingleDropdownProps extends DropdownBase {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

export interface MultipleDropdownProps extends DropdownBase {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type DropdownProps = SingleDropdownProps | MultipleDropdownProps;

/**
 * Searchable dropdown. Typing filters the options; single or multiple choice; rows are 48px, the list is capped at
 * 200px after 5 rows, and more than three chosen values are summarised as "4 st". One combobox for every length
 * (./dropdown-long.tsx): above 100 options (employee selectors of large companies) it renders only the visible rows.
 */
export function Dropdown(props: DropdownProps) {
  const { label, options, error, hint, required, disabled, placeholder, id, name, inputRef, className } = props;
  const t = useT();
  const autoId = useId();
  const fieldId = id ?? `dd${autoId.replace(/:/g, '')}`;
  const invalid = Boolean(error);

  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const filterOptions = useMemo(() => createOptionFilter(options), [options]);
  const selected: DropdownOption[] = props.multiple
    ? props.value.map((v) => byValue.get(v)).filter((o): o is DropdownOption => Boolean(o))
    : props.value != null && byValue.has(props.value)
      ? [byValue.get(props.value)!]
      : [];
  const summary = selectionSummary(
    selected.map((o) => o.label),
    t,
  );
  const chosen = new Set(selected.map((o) => o.value));

  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error} className={className}>
      <LongDropdown
        fieldId={fieldId}
        label={label}
        options={options}
        filter={filterOptions}
        multiple={Boolean(props.multiple)}
        chosen={chosen}
        summary={summary}
        onPick={(option) => {
          if (props.multiple)
            props.onChange(props.value.includes(option.value) ? props.value.filter((v) => v !== option.value) : [...props.value, option.value]);
          else props.onChange(option.value);
        }}
        invalid={invalid}
        required={required}
        disabled={disabled}
        placeholder={placeholder}
        hasHint={hint !== undefined}
        name={name}
        inputRef={inputRef}
      />
    </FieldShell>
  );
}
