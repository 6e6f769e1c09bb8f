import type { ReactNode } from 'react';

/** a warning line: a warning-coloured dot beside the words (the text keeps the surface's contrast in light and dark) */
export function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-on-surface">
      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-warning" />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}
