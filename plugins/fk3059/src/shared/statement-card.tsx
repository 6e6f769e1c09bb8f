import { useT } from '@lonna/core';
import { Button, cx } from '@lonna/core/ui';
import type { ReactNode } from 'react';
import { formatNumber } from '@lonna/core/validation';
import type { Statement } from '../contracts';

const h = (n: number) => `${formatNumber(n, 2)} h`;
const stamp = (at: number) => new Date(at).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' });

function Signer({ label, signed }: { label: string; signed: Statement['Assistant'] }) {
  const t = useT();
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cx('text-sm', signed?.Valid ? 'text-success' : signed ? 'text-warning' : 'text-muted')}>
        {signed
          ? signed.Valid
            ? t('fk3059.signedBy', { name: signed.Namn, at: stamp(signed.At) })
            : t('fk3059.signatureVoid', { name: signed.Namn })
          : t('fk3059.notSigned')}
      </dd>
    </div>
  );
}

/**
 * One statement: assistant and care recipient, totals per kind, who has signed (a signature on an earlier version is
 * shown as void), the deadline, the day lines, and the sign button the viewer may use.
 */
export function StatementCard({
  s,
  signAs,
  onSign,
  busy,
  actions,
}: {
  s: Statement;
  signAs: 'assistent' | 'anordnare' | null;
  onSign: () => void;
  busy: boolean;
  /** the viewer's other actions (print, mark as sent by hand) */
  actions?: ReactNode;
}) {
  const t = useT();
  const headingId = `fk-${s.AnstNr}-${s.Brukare}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="font-semibold text-on-surface">
            {t('fk3059.cardTitle', { name: s.Namn, careRecipient: s.BrukareNamn })}
          </h2>
          <p className="text-xs text-muted">
            {t(`fk3059.status.${s.Status}`)}
            {s.TxId && ` · ${t('fk3059.txId', { id: s.TxId })}`} · {t('fk3059.deadline', { date: s.Deadline })}
          </p>
          {s.Status === 'MANUAL' && (
            <p className="text-xs text-muted">{t('fk3059.manualBecause', { reasons: s.Manual.map((r) => t(`fk3059.manual.${r}`)).join(', ') })}</p>
          )}
          {s.Sending && (
            <p role="status" className={cx('text-sm', s.Sending.State === 'FAILED' ? 'text-error' : 'text-muted')}>
              {s.Sending.Message}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          {signAs && (
            <Button onClick={onSign} busy={busy}>
              {t(signAs === 'assistent' ? 'fk3059.signAsAssistant' : 'fk3059.signAsOrganiser')}
            </Button>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(['Aktiv', 'Vante', 'Beredskap'] as const).map((k) => (
          <div key={k} className="rounded-control bg-surface-2 p-2">
            <dt className="text-xs text-muted">{t(`fk3059.kinds.${k.toLowerCase()}`)}</dt>
            <dd className="font-semibold tabular-nums">{h(s.Totals[k])}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid gap-2 sm:grid-cols-2">
        <Signer label={t('fk3059.assistant')} signed={s.Assistant} />
        <Signer label={t('fk3059.organiser')} signed={s.Organiser} />
      </dl>
      <details>
        <summary className="cursor-pointer text-sm text-primary">{t('fk3059.showDays', { n: s.Lines.length })}</summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted">
              <th className="py-1">{t('fk3059.date')}</th>
              <th>{t('fk3059.time')}</th>
              <th>{t('fk3059.kind')}</th>
              <th className="text-right">{t('fk3059.hours')}</th>
            </tr>
          </thead>
          <tbody>
            {s.Lines.map((l, i) => (
              <tr key={`${l.Datum}-${l.From}-${i}`} className="border-t border-border">
                <td className="py-1 tabular-nums">{l.Datum}</td>
                <td className="tabular-nums">{l.From ? `${l.From}–${l.Tom}` : '–'}</td>
                <td>{t(`fk3059.kinds.${l.Typ}`)}</td>
                <td className="text-right tabular-nums">{h(l.Timmar)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </li>
  );
}
