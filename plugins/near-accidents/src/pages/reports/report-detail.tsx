import { snackbarShown, useT } from '@lonna/core';
import { Button, ConfirmDialog, Dialog, FileUpload, IconButton, Spinner, TextArea, TrashIcon } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX, BESLUT_MAX, nextStatus, type Report } from '../../contracts';
import {
  $actionError,
  $attaching,
  $deleting,
  $openId,
  $report,
  $statusSaving,
  attachmentAdded,
  attachmentRemoved,
  deleteConfirmed,
  deleteFailed,
  downloadAttachmentFx,
  fileAttached,
  printReportFx,
  reportClosed,
  reportDeleted,
  statusChanged,
  statusSubmitted,
} from './model';
import { StatusBadge } from './status-badge';

/** the fields whose errors show under their control; any other error of an action shows at the top of the report */
const FILE_FIELDS = ['Content', 'Type', 'FileName'];
const FIELD_ERRORS = [...FILE_FIELDS, 'Beslut', 'Status'];

const stamp = (ms: number) => new Date(ms).toLocaleString('sv-SE', { dateStyle: 'short', timeStyle: 'short' });

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="break-words whitespace-pre-wrap text-on-surface">{children}</dd>
    </div>
  );
}

function Attachments({ r }: { r: Report }) {
  const t = useT();
  const [attaching, error, attach, remove, download] = useUnit([$attaching, $actionError, fileAttached, attachmentRemoved, downloadAttachmentFx]);
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => attachmentAdded.watch(() => setFile(null)), []);
  // the limit is the server's; said here before a large file is sent
  const tooLarge = file !== null && file.size > ATTACHMENT_MAX_BYTES;
  const mb = ATTACHMENT_MAX_BYTES / 1024 / 1024;
  return (
    <section aria-labelledby="na-attachments" className="flex flex-col gap-2">
      <h3 id="na-attachments" className="text-sm font-semibold">
        {t('near-accidents.detail.attachments')}
      </h3>
      {r.BilagaLista.length === 0 ? (
        <p className="text-sm text-muted">{t('near-accidents.detail.noAttachments')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {r.BilagaLista.map((b) => (
            <li key={b.Id} className="flex items-center gap-2">
              <Button
                variant="text"
                className="min-w-0 justify-start"
                aria-label={t('near-accidents.detail.download', { name: b.Filnamn })}
                onClick={() => download({ params: { Id: r.Id, FileId: b.Id } })}
              >
                <span className="truncate">{b.Filnamn}</span>
              </Button>
              <span className="shrink-0 text-xs text-muted">{Math.max(1, Math.round(b.Storlek / 1024))} kB</span>
              {r.KanBifoga && (
                <IconButton
                  label={t('near-accidents.detail.removeAttachment', { name: b.Filnamn })}
                  icon={<TrashIcon />}
                  onClick={() => remove({ Id: r.Id, FileId: b.Id })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {r.KanBifoga && r.BilagaLista.length < ATTACHMENTS_MAX && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FileUpload
            className="flex-1"
            label={t('near-accidents.detail.attachLabel')}
            file={file}
            onFileChange={setFile}
            accept="image/png,image/jpeg,application/pdf,.pdf"
            disabled={attaching}
            error={tooLarge ? t('near-accidents.errors.tooLarge', { mb }) : FILE_FIELDS.includes(error?.field ?? '') ? error?.message : undefined}
            hint={t('near-accidents.detail.attachHint', { n: r.BilagaLista.length, max: ATTACHMENTS_MAX, mb })}
          />
          <Button variant="secondary" disabled={!file || tooLarge} busy={attaching} onClick={() => file && attach({ Id: r.Id, file })}>
            {t('near-accidents.detail.attach')}
          </Button>
        </div>
      )}
      {r.KanBifoga && r.BilagaLista.length >= ATTACHMENTS_MAX && (
        <p className="text-xs text-muted">
          {t('near-accidents.detail.attachHint', { n: r.BilagaLista.length, max: ATTACHMENTS_MAX, mb: ATTACHMENT_MAX_BYTES / 1024 / 1024 })}
        </p>
      )}
    </section>
  );
}

/** The handler's step: the decision text and the button that moves the report on. */
function Handling({ r }: { r: Report }) {
  const t = useT();
  const [saving, error, submit] = useUnit([$statusSaving, $actionError, statusSubmitted]);
  const [beslut, setBeslut] = useState(r.Beslut);
  useEffect(() => setBeslut(r.Beslut), [r.Beslut]);
  const next = nextStatus(r.Status);
  if (!r.KanHantera || !next) return null;
  return (
    <section className="flex flex-col gap-2 rounded-card border border-border bg-surface-2 p-3">
      <TextArea
        id="na-beslut"
        label={t('near-accidents.fields.beslut')}
        value={beslut}
        onChange={setBeslut}
        max={BESLUT_MAX}
        required={next === 'RESOLVED'}
        error={error?.field === 'Beslut' ? error.message : undefined}
      />
      {error?.field === 'Status' && <p className="text-sm font-medium text-error">{error.message}</p>}
      <Button className="self-start" busy={saving} onClick={() => submit({ Id: r.Id, Status: next, Beslut: beslut })}>
        {t('near-accidents.detail.next', { status: t(`near-accidents.status.${next}`) })}
      </Button>
    </section>
  );
}

/** One report: its facts, history and attachments, and what the caller may do with it. */
export function ReportDetail() {
  const t = useT();
  const [openId, r, error, close, deleting, remove, print, printing, notify] = useUnit([
    $openId,
    $report,
    $actionError,
    reportClosed,
    $deleting,
    deleteConfirmed,
    printReportFx,
    printReportFx.pending,
    snackbarShown,
  ]);
  const [confirming, setConfirming] = useState(false);
  // a refused delete (received meanwhile) closes the question; the reason shows at the top of the report
  useEffect(() => deleteFailed.watch(() => setConfirming(false)), []);
  useEffect(
    () =>
      reportDeleted.watch(() => {
        setConfirming(false);
        notify({ text: t('near-accidents.detail.deleted'), color: 'success' });
      }),
    [notify, t],
  );
  useEffect(
    () =>
      statusChanged.watch(({ result }) =>
        notify({ text: t('near-accidents.detail.statusSaved', { status: t(`near-accidents.status.${result.Status}`) }), color: 'success' }),
      ),
    [notify, t],
  );
  const d = (k: string) => t(`near-accidents.detail.${k}`);
  return (
    <>
      <Dialog
        open={openId !== null}
        onClose={close}
        width={720}
        title={r ? r.Rubrik : t('near-accidents.loading')}
        actions={
          r && (
            <>
              {r.KanTaBort && (
                <Button variant="danger" onClick={() => setConfirming(true)}>
                  {d('delete')}
                </Button>
              )}
              {r.KanSkrivaUt && (
                <Button variant="secondary" busy={printing} onClick={() => print({ params: { Id: r.Id } })}>
                  {d('print')}
                </Button>
              )}
              <Button variant="secondary" onClick={close}>
                {t('near-accidents.close')}
              </Button>
            </>
          )
        }
      >
        {!r ? (
          <Spinner label={t('near-accidents.loading')} />
        ) : (
          <div className="flex flex-col gap-4">
            {error && !FIELD_ERRORS.includes(error.field ?? '') && (
              <p role="alert" className="rounded-control border border-error px-3 py-2 text-sm font-medium text-error">
                {error.message}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={r.Status} />
              {r.Kanslig && <span className="text-xs font-semibold text-accent">{t('near-accidents.sensitive')}</span>}
            </div>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label={d('when')}>{`${r.Datum}${r.Klockslag ? ` ${r.Klockslag}` : ''}`}</Fact>
              <Fact label={d('where')}>{r.Plats}</Fact>
              <Fact label={d('reporter')}>{r.Rapportor}</Fact>
              <Fact label={d('resolver')}>{r.Atgardare || d('none')}</Fact>
              <Fact label={t('near-accidents.fields.beskrivning')}>{r.Beskrivning}</Fact>
              <Fact label={t('near-accidents.fields.mojligFoljd')}>{r.MojligFoljd || d('none')}</Fact>
              {r.Beslut && <Fact label={t('near-accidents.fields.beslut')}>{r.Beslut}</Fact>}
            </dl>
            <Handling r={r} />
            <Attachments r={r} />
            <section aria-labelledby="na-history" className="flex flex-col gap-1">
              <h3 id="na-history" className="text-sm font-semibold">
                {d('history')}
              </h3>
              <ol className="flex flex-col gap-1 text-sm">
                {r.Historik.map((h) => (
                  <li key={`${h.Status}-${h.Tid}`} className="text-muted">
                    {t('near-accidents.detail.historyRow', { status: t(`near-accidents.status.${h.Status}`), at: stamp(h.Tid), name: h.Namn })}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </Dialog>
      {r && (
        <ConfirmDialog
          open={confirming}
          title={d('deleteTitle')}
          text={t('near-accidents.detail.deleteText', { rubrik: r.Rubrik })}
          confirmLabel={d('delete')}
          cancelLabel={t('near-accidents.cancel')}
          danger
          busy={deleting}
          onConfirm={() => remove(r.Id)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
