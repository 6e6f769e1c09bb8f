import { useT } from '../i18n/runtime';
import { cx } from './cx';

export interface SpinnerProps {
  /** announced to screen readers; defaults to "Laddar …" in the current language */
  label?: string;
  /** visually show the label next to the ring */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-[3px]', lg: 'size-10 border-4' } as const;

/** role=status so the label is announced politely when the spinner appears. */
export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  const t = useT();
  const text = label ?? t('ui.loading');
  return (
    <span role="status" className={cx('inline-flex items-center gap-2', className)}>
      <span aria-hidden="true" className={cx('lonna-motion inline-block animate-spin rounded-full border-current border-r-transparent', SIZES[size])} />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{text}</span>
    </span>
  );
}
