import { useT } from '@lonna/core';
import { Button } from '@lonna/core/ui';
import { useId, useState } from 'react';
import { CARD_TEXT_SHOWN, type FeedItem } from '../contracts';
import { plainText } from './markup';
import { PostText } from './post-text';

/** the date part of a Swedish wall-clock time, as the portal writes dates */
const dateOf = (wall: string) => wall.slice(0, 10);

/**
 * One post as its readers see it (the dashboard card and the writer's preview): title, pinned mark, picture, the
 * text — a long one shortened with "more" — and who wrote it when.
 */
export function FeedPost({
  post,
  headingLevel = 3,
}: {
  post: Pick<FeedItem, 'Rubrik' | 'Text' | 'Bild' | 'Fastnalad' | 'Fran' | 'Forfattare'>;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const textId = useId();
  const plain = plainText(post.Text);
  const long = plain.length > CARD_TEXT_SHOWN;
  const [open, setOpen] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <Heading className="min-w-0 text-base font-semibold break-words text-on-surface">{post.Rubrik}</Heading>
        {post.Fastnalad && <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-on-surface">{t('feed.pinned')}</span>}
      </div>
      {post.Bild && <img src={post.Bild} alt="" loading="lazy" className="max-h-64 w-full rounded-control bg-surface-2 object-cover" />}
      <div id={textId}>
        {long && !open ? (
          <p className="text-sm break-words text-on-surface">{`${plain.slice(0, CARD_TEXT_SHOWN).trimEnd()}…`}</p>
        ) : (
          <PostText text={post.Text} />
        )}
      </div>
      {long && (
        <Button variant="text" className="self-start" aria-expanded={open} aria-controls={textId} onClick={() => setOpen((o) => !o)}>
          {open ? t('feed.card.less') : t('feed.card.more')}
        </Button>
      )}
      <p className="text-xs text-muted">
        {post.Forfattare} · <time dateTime={dateOf(post.Fran)}>{dateOf(post.Fran)}</time>
      </p>
    </article>
  );
}
