import { useId, useRef, type ReactNode, type Ref } from 'react';
import { useT } from '../i18n/runtime';
import { Button } from './button';
import { cx } from './cx';
import { ScanIcon, TrashIcon, UploadIcon } from './icons';
import { IconButton } from './icon-button';

export interface FileUploadProps {
  label: ReactNode;
  /** the chosen file, if any */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** name shown for an already stored attachment (e.g. a receipt) when no new file is chosen */
  existingName?: string;
  /** removes the stored attachment (shown with existingName) */
  onRemoveExisting?: () => void;
  /** e.g. 'image/*,.pdf' */
  accept?: string;
  /** receipt scanning is available (the company has Plus) */
  scanEnabled?: boolean;
  /** scanning starts by itself after a file is chosen, so no Scan button (spec §2) */
  autoScan?: boolean;
  onScan?: () => void;
  scanning?: boolean;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  /** receives the choose-file button, so a form can focus the control when a file is missing */
  inputRef?: Ref<HTMLButtonElement>;
  className?: string;
}

/** Spec §2: the Scan button exists only when scanning is enabled and auto-scan is off. */
export function showScanButton(scanEnabled: boolean, autoScan: boolean): boolean {
  return scanEnabled && !autoScan;
}

/**
 * A hidden native file input driven by a styled button (the native one cannot be styled or
 * translated), the chosen file's name, a remove button, and optionally Scan.
 */
export function FileUpload({
  label,
  file,
  onFileChange,
  existingName,
  onRemoveExisting,
  accept,
  scanEnabled = false,
  autoScan = true,
  onScan,
  scanning = false,
  error,
  hint,
  disabled,
  id,
  inputRef: buttonRef,
  className,
}: FileUploadProps) {
  const t = useT();
  const autoId = useId();
  const fieldId = id ?? `fu${autoId.replace(/:/g, '')}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const name = file?.name ?? existingName;
  const hasFile = Boolean(name);

  const remove = () => {
    if (file) onFileChange(null);
    else onRemoveExisting?.();
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div role="group" aria-labelledby={`${fieldId}-label`} className={cx('flex flex-col gap-1', className)}>
      <span id={`${fieldId}-label`} className="text-sm font-medium text-on-surface">
        {label}
      </span>
      <input
        ref={inputRef}
        id={fieldId}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        disabled={disabled}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          if (chosen) onFileChange(chosen);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={buttonRef}
          variant="secondary"
          icon={<UploadIcon />}
          disabled={disabled || scanning}
          aria-describedby={describedIds(fieldId, hint, error)}
          onClick={() => inputRef.current?.click()}
        >
          {hasFile ? t('ui.changeFile') : t('ui.chooseFile')}
        </Button>
        <span id={`${fieldId}-name`} className={cx('min-w-0 flex-1 truncate text-sm', hasFile ? 'text-on-surface' : 'text-muted')}>
          {name ?? t('ui.noFile')}
        </span>
        {hasFile && <IconButton label={t('ui.removeFile')} icon={<TrashIcon />} onClick={remove} disabled={disabled || scanning} />}
        {showScanButton(scanEnabled, autoScan) && (
          <Button variant="primary" icon={<ScanIcon />} busy={scanning} disabled={disabled || !hasFile} onClick={onScan}>
            {scanning ? t('ui.scanning') : t('ui.scan')}
          </Button>
        )}
      </div>
      {error && (
        <p id={`${fieldId}-error`} className="text-xs font-medium text-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${fieldId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

function describedIds(id: string, hint: ReactNode, error?: string): string {
  return [`${id}-name`, error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
}
