import { useState } from 'react';
import { useT } from '../i18n/runtime';
import { EyeIcon, EyeOffIcon } from './icons';
import { IconButton } from './icon-button';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/**
 * A text field for secrets with a show/hide toggle. Passwords are never trimmed
 * (a space can be part of one); the toggle is a real button whose name says what it will do.
 */
export function PasswordField({ trimOnBlur = false, autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      trimOnBlur={trimOnBlur}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          label={visible ? t('ui.hidePassword') : t('ui.showPassword')}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
          noTooltip
        />
      }
    />
  );
}
