import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { FeedPost } from '../../shared/feed-post';
import { $failed, $items } from './model';

/** the newest posts shown; older ones wait until these end (a card, not an archive) */
const SHOWN = 5;

/** The feed on the dashboard: pinned first, then newest; live (the query refreshes on the feed's push frames). */
export function FeedCard() {
  const t = useT();
  const [items, failed] = useUnit([$items, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('feed.card.failed')}</p>;
  if (!items) return <Spinner />;
  if (items.length === 0) return <p className="text-sm text-muted">{t('feed.card.empty')}</p>;
  return (
    <ul aria-label={t('feed.card.title')} className="flex flex-col divide-y divide-border">
      {items.slice(0, SHOWN).map((p) => (
        <li key={p.Id} className="py-3 first:pt-0 last:pb-0">
          <FeedPost post={p} />
        </li>
      ))}
    </ul>
  );
}
