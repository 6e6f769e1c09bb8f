import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** shows a spinner, sets aria-busy and blocks clicks (the label stays, so the name does not change) */
  busy?: boolean;
  icon?: ReactNode;
}

/** Shared focus ring: 2px ring in the focus colour with an offset, visible only for keyboard focus. */
export const focusRing = 'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:brightness-110 active:brightness-95',
  secondary: 'border border-primary bg-surface text-primary hover:bg-primary-soft',
  text: 'bg-transparent text-primary hover:bg-primary-soft',
  danger: 'bg-error text-on-error hover:brightness-110 active:brightness-95',
};

/** min-h-11 / min-w-11 = 44px touch target (WCAG 2.5.5). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy = false, icon, type = 'button', className, children, disabled, onClick, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-busy={busy || undefined}
      // aria-disabled keeps a busy button focusable, so focus is not lost mid-action
      aria-disabled={busy || undefined}
      disabled={disabled}
      onClick={(e) => {
        if (busy) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
      className={cx(
        'lonna-motion inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-control px-4 text-sm font-semibold transition',
        'disabled:cursor-not-allowed disabled:opacity-50',
        busy && 'cursor-progress',
        VARIANTS[variant],
        focusRing,
        className,
      )}
      {...rest}
    >
      {busy ? (
        <span aria-hidden="true" className="lonna-motion inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />
      ) : (
        icon && (
          <span aria-hidden="true" className="inline-flex">
            {icon}
          </span>
        )
      )}
      {children}
    </button>
  );
});
