import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useId, useMemo, useState, type ComponentType, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useT } from '../i18n/runtime';
import { cx } from './cx';
import { DROPDOWN_ITEM_HEIGHT, DROPDOWN_VIRTUAL_AFTER, dropdownListHeight, createOptionFilter, selectionSummary } from './dropdown-rules';
import { describedBy, errorId, FieldShell, hintId, inputClass } from './field-shell';
import { CheckIcon, ChevronDownIcon } from './icons';

export interface DropdownOption {
  value: string;
  label: string;
  /** second line, e.g. an employee number */
  description?: string;
  disabled?: boolean;
}

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
/** the value of the disabled "no matches" row a virtual list shows instead of an empty list */
const NO_MATCH = '\u0000no-match';

const AnyCombobox = Combobox as unknown as ComponentType<Record<string, unknown> & { children: ReactNode }>;

/**
 * Searchable dropdown (Headless UI Combobox). Typing filters the options; single or multiple
 * choice; rows are 48px, the list is capped at 200px after 5 rows, and more than three chosen
 * values are summarised as "4 st". Very long lists render only the visible rows.
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
  const filtered = useMemo(() => filterOptions(query), [filterOptions, query]);
  const selected: DropdownOption[] = props.multiple
    ? props.value.map((v) => byValue.get(v)).filter((o): o is DropdownOption => Boolean(o))
    : props.value != null && byValue.has(props.value)
      ? [byValue.get(props.value)!]
      : [];
  const summary = selectionSummary(
    selected.map((o) => o.label),
    t,
  );
  // decided by the whole list, not the matches, so the mode never flips while the list is open
  const virtual = options.length > DROPDOWN_VIRTUAL_AFTER;
  const noMatch: DropdownOption = { value: NO_MATCH, label: t('ui.noResults'), disabled: true };
  const virtualOptions = virtual && filtered.length === 0 ? [noMatch] : filtered;
  const maxHeight = dropdownListHeight(filtered.length);

  const onChange = (next: DropdownOption | DropdownOption[] | null) => {
    if (props.multiple) props.onChange(((next as DropdownOption[] | null) ?? []).map((o) => o.value));
    else props.onChange((next as DropdownOption | null)?.value ?? null);
  };

  const renderOption = (option: DropdownOption) => (
    <ComboboxOption
      key={option.value}
      value={option}
      disabled={option.disabled}
      style={{ height: DROPDOWN_ITEM_HEIGHT }}
      // h-12 too: in virtual mode Headless UI replaces the inline style with its positioning
      className="group flex h-12 w-full shrink-0 cursor-pointer items-center gap-3 px-3 text-sm text-on-surface select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-primary-soft"
    >
      <CheckIcon className="invisible size-5 shrink-0 text-primary group-data-selected:visible" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate group-data-selected:font-semibold">{option.label}</span>
        {option.description && <span className="truncate text-xs text-muted">{option.description}</span>}
      </span>
    </ComboboxOption>
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
        virtual={virtual ? { options: virtualOptions, disabled: (o: DropdownOption | null) => Boolean(o?.disabled) } : undefined}
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
          {virtual ? (
            ({ option }: { option: DropdownOption }) => renderOption(option)
          ) : filtered.length === 0 ? (
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
