import type { SVGProps } from 'react';

/**
 * The frame of every drawer and button icon (24px grid, 2px round strokes, decorative: the control carrying it has
 * the accessible name). A plugin's icon is its paths inside: `<StrokeIcon {...p}><path d="…" /></StrokeIcon>`.
 */
export function StrokeIcon({ children, className, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-5'}
      {...rest}
    >
      {children}
    </svg>
  );
}
