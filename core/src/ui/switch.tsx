import { Field, Label, Switch as HSwitch, Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** An on/off setting that applies at once (Headless UI Switch, role=switch); for form choices use Checkbox. */
export function Switch({ label, checked, onChange, hint, disabled, className }: SwitchProps) {
  return (
    <Field disabled={disabled} className={cx('flex min-h-11 items-center justify-between gap-4', className)}>
      <span className="flex flex-col">
        <Label className="text-sm text-on-surface data-disabled:opacity-70">{label}</Label>
        {hint && <Description className="text-xs text-muted">{hint}</Description>}
      </span>
      <HSwitch
        checked={checked}
        onChange={onChange}
        className={cx(
          'group lonna-motion relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 transition',
          'border-border bg-surface-2 data-checked:border-primary data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-50',
          'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
        )}
      >
        <span
          aria-hidden="true"
          className="lonna-motion inline-block size-5 translate-x-0.5 rounded-full bg-muted shadow transition group-data-checked:translate-x-5.5 group-data-checked:bg-on-primary"
        />
      </HSwitch>
    </Field>
  );
}
