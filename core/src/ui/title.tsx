import type { ReactNode } from 'react';
import { cx } from './cx';

export interface TitleProps {
  children: ReactNode;
  level?: 1 | 2 | 3;
  className?: string;
  id?: string;
}

const STYLE = {
  1: 'text-2xl font-semibold tracking-tight',
  2: 'text-xl font-semibold',
  3: 'text-base font-semibold',
} as const;

/** A real heading element, so the page outline stays correct for screen-reader users. */
export function Title({ children, level = 1, className, id }: TitleProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={cx('text-on-surface', STYLE[level], className)}>
      {children}
    </Tag>
  );
}
