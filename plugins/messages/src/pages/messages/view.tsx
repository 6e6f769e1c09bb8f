import { snackbarShown, useT } from '@lonna/core';
import { Button, cx, focusRing, Spinner, Tabs, TextField, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { MessageItem } from '../../contracts';
import { ComposeDialog } from './compose';
import { MessageDialog } from './message-dialog';
import {
  $folder,
  $items,
  $listFailed,
  $listLoading,
  $searchText,
  composeOpened,
  type Folder,
  folderChosen,
  messageOpened,
  replySent,
  searchChanged,
} from './model';

function Row({ m, folder }: { m: MessageItem; folder: Folder }) {
  const t = useT();
  const open = useUnit(messageOpened);
  const unread = folder === 'inbox' && !m.Opened;
  const who = folder === 'inbox' ? m.From : t('messages.toWhom', { to: m.To });
  const state =
    folder === 'inbox' ? (m.Opened ? t('messages.opened') : t('messages.unread')) : t('messages.openedCount', { n: m.OpenedCount, of: m.RecipientCount });
  return (
    <li>
      <button
        type="button"
        onClick={() => open({ folder, Id: m.Id, Opened: m.Opened })}
        aria-label={`${m.Subject}, ${who}, ${m.Date}, ${state}`}
        className={cx('flex w-full min-h-11 flex-col gap-1 px-4 py-3 text-left hover:bg-primary-soft sm:flex-row sm:items-baseline sm:gap-4', focusRing)}
      >
        <span className="flex min-w-0 flex-1 items-baseline gap-2">
          {unread && <span aria-hidden="true" className="size-2 shrink-0 translate-y-[-1px] rounded-full bg-primary" />}
          <span className={cx('min-w-0 break-words', unread ? 'font-semibold text-on-surface' : 'text-on-surface')}>{m.Subject}</span>
          {m.Attachments > 0 && <span className="shrink-0 text-xs text-muted">📎 {m.Attachments}</span>}
        </span>
        <span className="min-w-0 text-sm break-words text-muted sm:w-56 sm:shrink-0">{who}</span>
        <span className="flex shrink-0 gap-2 text-xs text-muted sm:w-36 sm:justify-end">
          <time dateTime={m.Date}>{m.Date}</time>
          <span>· {state}</span>
        </span>
      </button>
    </li>
  );
}

function FolderList({ folder }: { folder: Folder }) {
  const t = useT();
  const [items, loading, failed] = useUnit([$items, $listLoading, $listFailed]);
  if (failed) return <p className="text-sm text-error">{t('messages.loadFailed')}</p>;
  if (loading && items.length === 0) return <Spinner label={t('messages.loading')} showLabel />;
  if (items.length === 0) return <p className="text-muted">{t(folder === 'inbox' ? 'messages.emptyInbox' : 'messages.emptySent')}</p>;
  return (
    <ul aria-label={t(folder === 'inbox' ? 'messages.inbox' : 'messages.sent')} className="divide-y divide-border rounded-card border border-border bg-surface">
      {items.map((m) => (
        <Row key={m.Id} m={m} folder={folder} />
      ))}
    </ul>
  );
}

/** The Messages page: inbox and sent folders with search, a message opened in a dialog, and "Nytt meddelande". */
export default function MessagesPage() {
  const t = useT();
  const [folder, choose, search, setSearch, compose, notify] = useUnit([$folder, folderChosen, $searchText, searchChanged, composeOpened, snackbarShown]);
  useEffect(() => replySent.watch(() => notify({ text: t('messages.replySent'), color: 'success' })), [notify, t]);
  const content = (
    <div className="flex flex-col gap-4">
      <div className="max-w-md">
        <TextField id="messages-search" label={t('messages.search')} value={search} onChange={setSearch} type="search" />
      </div>
      <FolderList folder={folder} />
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title>{t('messages.title')}</Title>
        <Button onClick={() => compose()}>{t('messages.compose.open')}</Button>
      </div>
      <Tabs
        label={t('messages.folders')}
        selected={folder}
        onChange={(id) => choose(id as Folder)}
        tabs={[
          { id: 'inbox', label: t('messages.inbox'), content: folder === 'inbox' ? content : null },
          { id: 'sent', label: t('messages.sent'), content: folder === 'sent' ? content : null },
        ]}
      />
      <MessageDialog />
      <ComposeDialog />
    </div>
  );
}
