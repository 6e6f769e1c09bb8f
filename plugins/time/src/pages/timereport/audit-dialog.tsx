import { useT } from '@lonna/core';
import { Button, Dialog, Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import type { AuditEntry, DayStatus } from '../../contracts';
import { statusKey } from '../../domain/status';
import { usePhone } from '../../shared/use-phone';
import { $audit, $auditLoading, $auditOpen, auditClosed } from './audit-model';
import { $attestStep } from './model';

/** a row's JSON as a short line: 'ARB 4,00 h 08:00–12:00 B001 "text"' */
function summary(json: string, statusText: (s: DayStatus) => string): string {
  if (!json) return '–';
  try {
    const v = JSON.parse(json) as Record<string, unknown>;
    // a status in the one vocabulary, never the raw APPROVED → ATTESTED (issue 13, bug 6)
    if ('Status' in v) return statusText(v.Status as DayStatus);
    if ('In' in v) return `${v.In}–${v.Ut || '…'}`;
    const parts = [
      v.TidKod,
      typeof v.Timmar === 'number' ? `${String(v.Timmar).replace('.', ',')} h` : '',
      v.Start && v.Slut ? `${v.Start}–${v.Slut}` : '',
      v.Brukare,
      v.ResEnhet1,
      v.Text ? `"${v.Text}"` : '',
    ];
    return parts.filter(Boolean).join(' ');
  } catch {
    return json;
  }
}

const when = (at: number) => new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Stockholm' }).format(new Date(at));

function Entry({ e }: { e: AuditEntry }) {
  const t = useT();
  const attestStep = useUnit($attestStep);
  const statusText = (s: DayStatus) => t(statusKey(s, attestStep));
  return (
    <li className="flex flex-col gap-0.5 py-2 text-sm">
      <span className="text-xs text-muted">
        {when(e.At)} · {e.Login} · {e.Datum}
      </span>
      <span>
        <span className="font-medium">{t(`time.audit.${e.Entity}.${e.Action}`)}</span>
        {': '}
        <span className="text-muted">{summary(e.Old, statusText)}</span>
        {' → '}
        <span>{summary(e.New, statusText)}</span>
      </span>
    </li>
  );
}

export function AuditDialog() {
  const t = useT();
  const phone = usePhone();
  const [open, entries, loading, close] = useUnit([$auditOpen, $audit, $auditLoading, auditClosed]);
  return (
    <Dialog open={open} onClose={close} title={t('time.audit.title')} fullscreen={phone} actions={<Button onClick={close}>{t('time.common.close')}</Button>}>
      {loading && entries.length === 0 ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted">{t('time.audit.empty')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {entries.map((e, i) => (
            <Entry key={`${e.At}-${i}`} e={e} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
