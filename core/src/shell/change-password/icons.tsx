import type { SVGProps } from 'react';

// Same style as the shell's icons: 24px grid strokes, decorative (the menu item carries the name).
export const KeyIcon = ({ className, ...p }: SVGProps<SVGSVGElement>) => (
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
    {...p}
  >
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2L20 3M16 7l3 3M14 9l2 2" />
  </svg>
);
