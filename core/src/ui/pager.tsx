import type { PaginationInfo } from '../contracts/models';
import { useT } from '../i18n/runtime';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { IconButton } from './icon-button';
import { cx } from './cx';

export interface PagerProps {
  /** the answer's page (the wire's dv-pagination header) */
  pagination: PaginationInfo | null;
  onPage: (page: number) => void;
  /** what is counted, e.g. "{{count}} konton" already translated: shown after the page text */
  totalText?: string;
  disabled?: boolean;
  className?: string;
}

/** Previous / next page of a paged list, with "Sida 2 av 10" read out as one live status. Nothing when one page. */
export function Pager({ pagination, onPage, totalText, disabled = false, className }: PagerProps) {
  const t = useT();
  if (!pagination) return null;
  const { Page, TotalPages } = pagination;
  return (
    <nav aria-label={t('ui.pager.label')} className={cx('flex items-center justify-end gap-1 text-sm text-muted', className)}>
      <span role="status" className="mr-2">
        {TotalPages > 1 ? t('ui.pager.page', { page: Page, pages: TotalPages }) : null}
        {TotalPages > 1 && totalText ? ' · ' : null}
        {totalText}
      </span>
      {TotalPages > 1 && (
        <>
          <IconButton label={t('ui.pager.previous')} icon={<ChevronLeftIcon />} disabled={disabled || Page <= 1} onClick={() => onPage(Page - 1)} />
          <IconButton label={t('ui.pager.next')} icon={<ChevronRightIcon />} disabled={disabled || Page >= TotalPages} onClick={() => onPage(Page + 1)} />
        </>
      )}
    </nav>
  );
}
