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
    // data-loading: something on the screen is still loading (the browser's app replaces the server's first view only
    // once none is left, apps/portal/src/main.tsx)
    <span role="status" data-loading="" className={cx('inline-flex items-center gap-2', className)}>
      <span aria-hidden="true" className={cx('lonna-motion inline-block animate-spin rounded-full border-current border-r-transparent', SIZES[size])} />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{text}</span>
    </span>
  );
}
