import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from './button';
import { cx } from './cx';
import { Tooltip } from './tooltip';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** accessible name (aria-label) and tooltip text */
  label: string;
  icon: ReactNode;
  /** skip the tooltip, e.g. inside a text field where it would cover the input */
  noTooltip?: boolean;
}

/** A 44px square icon-only button. The label doubles as tooltip so sighted mouse users learn it too. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, noTooltip = false, type = 'button', className, ...rest },
  ref,
) {
  const button = (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={cx(
        'lonna-motion inline-flex size-11 shrink-0 items-center justify-center rounded-full text-on-surface transition',
        'hover:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-50',
        focusRing,
        className,
      )}
      {...rest}
    >
      <span aria-hidden="true" className="inline-flex">
        {icon}
      </span>
    </button>
  );
  return noTooltip ? (
    button
  ) : (
    <Tooltip content={label} visualOnly>
      {button}
    </Tooltip>
  );
});
