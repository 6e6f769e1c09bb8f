import { useT } from '@lonna/core';
import { Button, Dialog, Spinner, TextArea } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { BODY_MAX } from '../../contracts';
import { $message, $messageLoading, $open, $replying, $sendError, downloadAttachmentFx, messageClosed, replySent, replySubmitted } from './model';

/** One message: who, when, the text as written (plain text, line breaks kept), its files, and "Svara" for the inbox. */
export function MessageDialog() {
  const t = useT();
  const [open, m, loading, close, download] = useUnit([$open, $message, $messageLoading, messageClosed, downloadAttachmentFx]);
  return (
    <Dialog open={open !== null} onClose={close} width={720} title={m?.Subject ?? t('messages.loadingOne')}>
      {!m ? (
        loading ? (
          <Spinner label={t('messages.loadingOne')} showLabel />
        ) : null
      ) : (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{t('messages.fields.from')}</dt>
            <dd className="break-words">{m.From}</dd>
            <dt className="text-muted">{t('messages.fields.to')}</dt>
            <dd className="break-words">{m.To}</dd>
            <dt className="text-muted">{t('messages.fields.date')}</dt>
            <dd>
              <time dateTime={m.Date}>{m.Date}</time>
            </dd>
          </dl>
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-on-surface">{m.Body}</p>
          {m.Attachments.length > 0 && (
            <section aria-label={t('messages.attachments')} className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold">{t('messages.attachments')}</h3>
              <ul className="flex flex-col gap-1">
                {m.Attachments.map((a) => {
                  const [, , , Id = ''] = a.Url.split('/');
                  return (
                    <li key={a.Id} className="flex items-center gap-2">
                      <Button
                        variant="text"
                        className="min-w-0 justify-start"
                        aria-label={t('messages.download', { name: a.FileName })}
                        onClick={() => download({ params: { Id, FileId: a.Id } })}
                      >
                        <span className="truncate">{a.FileName}</span>
                      </Button>
                      <span className="shrink-0 text-xs text-muted">{Math.max(1, Math.round(a.Size / 1024))} kB</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          {m.Folder === 'sent' && m.Recipients.length > 0 && (
            <section className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold">{t('messages.readBy', { n: m.Recipients.filter((r) => r.Opened).length, of: m.Recipients.length })}</h3>
              <ul className="flex flex-wrap gap-2">
                {m.Recipients.map((r) => (
                  <li key={r.Namn} className="rounded-full border border-border px-2 py-0.5 text-xs">
                    {r.Namn} · {r.Opened ? t('messages.opened') : t('messages.notOpened')}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {m.Folder === 'inbox' && m.CanReply && <ReplyForm Id={m.Id} />}
        </div>
      )}
    </Dialog>
  );
}

function ReplyForm({ Id }: { Id: number }) {
  const t = useT();
  const [replying, error, submit] = useUnit([$replying, $sendError, replySubmitted]);
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  useEffect(() => replySent.watch(() => setBody('')), []);
  return (
    <form
      noValidate
      aria-label={t('messages.reply')}
      className="flex flex-col gap-2 border-t border-border pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!body.trim()) return setEmpty(true);
        submit({ Id, Body: body.trim() });
      }}
    >
      <TextArea
        id="messages-reply"
        label={t('messages.reply')}
        value={body}
        onChange={(v) => {
          setBody(v);
          setEmpty(false);
        }}
        max={BODY_MAX}
        disabled={replying}
        error={empty ? t('messages.replyRequired') : error?.message}
      />
      <Button type="submit" busy={replying} className="self-end">
        {t('messages.sendReply')}
      </Button>
    </form>
  );
}
