import { useT } from '@lonna/core';
import { Button, ConfirmDialog, Dialog, Spinner, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import type { Post, PostStatus } from '../../contracts';
import { FeedPost } from '../../shared/feed-post';
import {
  $deleting,
  $failed,
  $loading,
  $posts,
  $preview,
  $removing,
  deleteCancelled,
  deleteConfirmed,
  deleteRequested,
  editorOpened,
  previewClosed,
  previewOpened,
} from './model';
import { PostDialog } from './post-dialog';

const STATUS_STYLE: Record<PostStatus, string> = {
  scheduled: 'border-info text-on-surface',
  published: 'border-success text-on-surface',
  ended: 'border-border text-muted',
};

function StatusChip({ status }: { status: PostStatus }) {
  const t = useT();
  return (
    <span className={`inline-flex shrink-0 rounded-full border-2 px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status]}`}>{t(`feed.status.${status}`)}</span>
  );
}

/** who a post is for, in words: "Alla i företaget" or "Roller: PER · Avdelningar: 10" */
function audienceText(p: Post, t: ReturnType<typeof useT>): string {
  const parts: string[] = [];
  if (p.Foretag.length) parts.push(`${t('feed.fields.companies')}: ${p.Foretag.join(', ')}`);
  if (p.Roller.length) parts.push(`${t('feed.fields.roles')}: ${p.Roller.map((r) => t(`feed.roles.${r}`)).join(', ')}`);
  if (p.Avdelningar.length) parts.push(`${t('feed.fields.departments')}: ${p.Avdelningar.join(', ')}`);
  return parts.length ? parts.join(' · ') : t('feed.list.everyone');
}

function PostRow({ post }: { post: Post }) {
  const t = useT();
  const [preview, edit, remove] = useUnit([previewOpened, editorOpened, deleteRequested]);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 font-semibold break-words text-on-surface">{post.Rubrik}</h2>
          <StatusChip status={post.Status} />
          {post.Fastnalad && <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-on-surface">{t('feed.pinned')}</span>}
        </div>
        <p className="text-sm text-muted">{post.Till ? t('feed.list.window', { from: post.Fran, to: post.Till }) : t('feed.list.from', { from: post.Fran })}</p>
        <p className="text-sm text-muted break-words">{audienceText(post, t)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" onClick={() => edit(post)} aria-label={t('feed.list.changeOf', { title: post.Rubrik })}>
          {t('feed.list.change')}
        </Button>
        <Button variant="danger" onClick={() => remove(post)} aria-label={t('feed.list.deleteOf', { title: post.Rubrik })}>
          {t('feed.list.delete')}
        </Button>
        <Button variant="text" onClick={() => preview(post)} aria-label={t('feed.list.previewOf', { title: post.Rubrik })}>
          {t('feed.list.preview')}
        </Button>
      </div>
    </li>
  );
}

function PostList() {
  const t = useT();
  const [posts, loading, failed] = useUnit([$posts, $loading, $failed]);
  if (failed) return <p className="text-sm text-error">{t('feed.list.failed')}</p>;
  if (loading && posts.length === 0) return <Spinner label={t('feed.list.loading')} />;
  if (posts.length === 0) return <p className="text-muted">{t('feed.list.empty')}</p>;
  return (
    <ul aria-label={t('feed.list.label')} className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
      {posts.map((p) => (
        <PostRow key={p.Id} post={p} />
      ))}
    </ul>
  );
}

function PreviewDialog() {
  const t = useT();
  const [post, close] = useUnit([$preview, previewClosed]);
  return (
    <Dialog open={post !== null} onClose={close} title={t('feed.preview.title')} actions={<Button onClick={close}>{t('feed.close')}</Button>}>
      <p className="mb-3 text-xs text-muted">{t('feed.preview.hint')}</p>
      {post && (
        <div className="rounded-card border border-border bg-surface p-4">
          <FeedPost post={post} />
        </div>
      )}
    </Dialog>
  );
}

function DeleteDialog() {
  const t = useT();
  const [post, removing, confirm, cancel] = useUnit([$deleting, $removing, deleteConfirmed, deleteCancelled]);
  return (
    <ConfirmDialog
      open={post !== null}
      title={t('feed.delete.title')}
      text={t('feed.delete.text', { title: post?.Rubrik ?? '' })}
      confirmLabel={t('feed.delete.confirm')}
      cancelLabel={t('feed.cancel')}
      onConfirm={confirm}
      onCancel={cancel}
      busy={removing}
      danger
    />
  );
}

/** PortalFeedAdmin (/infopanel): the posts the writer manages with their status, write, preview and delete. */
export function InfopanelPage() {
  const t = useT();
  const [open] = useUnit([editorOpened]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title>{t('feed.title')}</Title>
        <Button onClick={() => open('new')}>{t('feed.list.new')}</Button>
      </div>
      <p className="text-sm text-muted">{t('feed.list.intro')}</p>
      <PostList />
      <PostDialog />
      <PreviewDialog />
      <DeleteDialog />
    </div>
  );
}
