import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useId, useMemo, useState, type ComponentType, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useT } from '../i18n/runtime';
import { cx } from './cx';
import { DROPDOWN_ITEM_HEIGHT, DROPDOWN_VIRTUAL_AFTER, dropdownListHeight, createOptionFilter, selectionSummary } from './dropdown-rules';
import { describedBy, errorId, FieldShell, hintId, inputClass } from './field-shell';
import { LongDropdown, OPTION_ROW_CLASS, OptionRowContent, type DropdownOption } from './dropdown-long';
import { ChevronDownIcon } from './icons';

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

// Headless UI types single vs multiple value through generics that one component serving both
// modes cannot satisfy; the props below are checked by our own DropdownProps instead.
const AnyCombobox = Combobox as unknown as ComponentType<Record<string, unknown> & { children: ReactNode }>;

/**
 * Searchable dropdown. Typing filters the options; single or multiple choice; rows are 48px, the list is capped at
 * 200px after 5 rows, and more than three chosen values are summarised as "4 st". Up to 100 options: Headless UI's
 * Combobox; longer lists (employee selectors of large companies): ./dropdown-long.tsx, which renders only the visible
 * rows and keeps a keystroke within a frame.
 */
export function Dropdown(props: DropdownProps) {
  const { label, options, error, hint, required, disabled, placeholder, id, name, inputRef, className } = props;
  const t = useT();
  const autoId = useId();
  const fieldId = id ?? `dd${autoId.replace(/:/g, '')}`;
  const [query, setQuery] = useState('');
  const invalid = Boolean(error);

  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const filterOptions = useMemo(() => createOptionFilter(options), [options]);
  const long = options.length > DROPDOWN_VIRTUAL_AFTER;
  // the long list filters inside its own component, on its own state
  const filtered = useMemo(() => (long ? [] : filterOptions(query)), [long, filterOptions, query]);
  const selected: DropdownOption[] = props.multiple
    ? props.value.map((v) => byValue.get(v)).filter((o): o is DropdownOption => Boolean(o))
    : props.value != null && byValue.has(props.value)
      ? [byValue.get(props.value)!]
      : [];
  const summary = selectionSummary(
    selected.map((o) => o.label),
    t,
  );
  const maxHeight = dropdownListHeight(filtered.length);
  const chosen = new Set(selected.map((o) => o.value));

  const onChange = (next: DropdownOption | DropdownOption[] | null) => {
    if (props.multiple) props.onChange(((next as DropdownOption[] | null) ?? []).map((o) => o.value));
    else props.onChange((next as DropdownOption | null)?.value ?? null);
  };

  const renderOption = (option: DropdownOption) => (
    <ComboboxOption key={option.value} value={option} disabled={option.disabled} style={{ height: DROPDOWN_ITEM_HEIGHT }} className={OPTION_ROW_CLASS}>
      <OptionRowContent option={option} />
    </ComboboxOption>
  );

  if (long)
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

  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error} className={className}>
      <AnyCombobox
        value={props.multiple ? selected : (selected[0] ?? null)}
        onChange={onChange}
        multiple={props.multiple}
        disabled={disabled}
        by="value"
        name={name}
        // a click anywhere on the field opens the list, not only the chevron (issue 13)
        immediate
        onClose={() => setQuery('')}
      >
        <div className="relative">
          <ComboboxInput
            ref={inputRef}
            id={fieldId}
            autoComplete="off"
            placeholder={placeholder}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            aria-describedby={describedBy(invalid && errorId(fieldId), hint !== undefined && hintId(fieldId))}
            displayValue={() => summary}
            onChange={(e) => setQuery(e.target.value)}
            // the field shows the choice; selecting it on focus lets typing start a fresh search
            onFocus={(e) => e.target.select()}
            className={inputClass(invalid, 'pr-12')}
          />
          <ComboboxButton
            // Headless UI names the listbox after this button, so it carries the field's label when it is text
            aria-label={typeof label === 'string' ? label : t('ui.showOptions')}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-control text-muted outline-none focus-visible:ring-2 focus-visible:ring-focus"
          >
            <ChevronDownIcon />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor={{ to: 'bottom start', gap: 4, padding: 8 }}
          // non-modal: the page stays readable (its heading and the field's own label are not hidden while open)
          modal={false}
          data-list-height={maxHeight ?? 'auto'}
          // Headless UI's anchor computes max-height from --anchor-max-height (capped by the free space);
          // the literal class is for Tailwind's scanner, the inline variable for everything else
          style={maxHeight ? ({ '--anchor-max-height': `${maxHeight}px` } as CSSProperties) : undefined}
          className={cx(
            'z-50 w-(--input-width) min-w-60 overflow-y-auto rounded-card border border-border bg-surface py-1 shadow-overlay outline-none empty:invisible',
            maxHeight !== undefined && '[--anchor-max-height:200px]',
          )}
        >
          {filtered.length === 0 ? (
            <div className="flex items-center px-4 text-sm text-muted" style={{ height: DROPDOWN_ITEM_HEIGHT }}>
              {t('ui.noResults')}
            </div>
          ) : (
            filtered.map(renderOption)
          )}
        </ComboboxOptions>
      </AnyCombobox>
    </FieldShell>
  );
}
