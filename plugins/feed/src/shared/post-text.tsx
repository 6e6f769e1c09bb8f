import { cx } from '@lonna/core/ui';
import type { ReactNode } from 'react';
import { parseMarkup, type Inline } from './markup';

function piece(i: Inline, key: number): ReactNode {
  switch (i.kind) {
    case 'bold':
      return <strong key={key}>{i.text}</strong>;
    case 'italic':
      return <em key={key}>{i.text}</em>;
    case 'link':
      return (
        <a key={key} href={i.href} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2 break-words">
          {i.text}
        </a>
      );
    case 'break':
      return <br key={key} />;
    default:
      return i.text;
  }
}

/** A post's text with its safe formatting (src/shared/markup.ts): React elements only, never HTML from the post. */
export function PostText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cx('flex flex-col gap-2 text-sm break-words text-on-surface', className)}>
      {parseMarkup(text).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own; the text is re-parsed whole
        <p key={i}>{p.map(piece)}</p>
      ))}
    </div>
  );
}
