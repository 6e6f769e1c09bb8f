import { useState } from 'react';
import { useT } from '../../i18n/runtime';
import { cx, EyeIcon, EyeOffIcon, focusRing, TextField, type PasswordFieldProps } from '../../ui';

/**
 * The widget kit's PasswordField, minus its IconButton: IconButton always brings
 * Floating UI (its tooltip), ~18 KB gzip that the sign-in screen's 150 KB budget
 * cannot carry. Same behaviour: never trimmed, a real toggle button named for what it does.
 */
export function SignInPasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      trimOnBlur={false}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          aria-label={visible ? t('ui.hidePassword') : t('ui.showPassword')}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
          className={cx('inline-flex size-11 items-center justify-center rounded-control text-muted hover:bg-primary-soft hover:text-on-surface', focusRing)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
