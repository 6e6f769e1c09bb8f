import { personName } from '@lonna/core/contracts';
import { $locale, lists, useT } from '@lonna/core';
import { Button, Dialog, Dropdown, Spinner, TextField, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useMemo, useState } from 'react';
import { DESTINATION_MAX, PURPOSE_MAX, type TravelReport } from '../../contracts';
import { money } from './format';
import { LineText } from './line-item';
import { MileageDialog } from './mileage-dialog';
import {
  $anstNr,
  $canPerDiem,
  $dialog,
  $failed,
  $isEmployeeOnly,
  $loading,
  $reports,
  $saveError,
  $saving,
  dialogClosed,
  dialogOpened,
  lineRemoved,
  reportRemoved,
  reportReverted,
  reportSent,
  reportSubmitted,
} from './model';
import { PerDiemDialog } from './perdiem-dialog';
import { ReceiptDialog } from './receipt-dialog';

const todayIso = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

/** a new trip: purpose, destination(s), departure and return (date and time); an administrator picks the employee */
function ReportDialog() {
  const t = useT();
  const [dialog, saving, saveError, perOnly, anstNr, employees, submit, close] = useUnit([
    $dialog,
    $saving,
    $saveError,
    $isEmployeeOnly,
    $anstNr,
    lists.employees.$items,
    reportSubmitted,
    dialogClosed,
  ]);
  const open = dialog?.kind === 'report';
  const [who, setWho] = useState<string | null>(null);
  const [syfte, setSyfte] = useState('');
  const [resmal, setResmal] = useState('');
  const [avresa, setAvresa] = useState(`${todayIso()}T08:00`);
  const [hemkomst, setHemkomst] = useState(`${todayIso()}T18:00`);
  const server = (f: string) => (saveError?.field === f ? saveError.message : undefined);
  const options = useMemo(() => (employees ?? []).map((e) => ({ value: e.AnstNr, label: personName(e) })), [employees]);
  const employee = who ?? anstNr;
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      busy={saving}
      title={t('travel.report.new')}
      actions={
        <>
          <Button variant="text" onClick={() => close()}>
            {t('travel.actions.cancel')}
          </Button>
          <Button type="submit" form="travel-report-form" busy={saving}>
            {t('travel.actions.create')}
          </Button>
        </>
      }
    >
      <form
        id="travel-report-form"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit({ AnstNr: perOnly ? '' : employee, Syfte: syfte.trim(), Resmal: resmal.trim(), Avresa: avresa, Hemkomst: hemkomst });
        }}
      >
        {!perOnly && (
          <Dropdown
            label={t('travel.fields.employee')}
            options={options}
            value={employee || null}
            onChange={(v) => setWho(typeof v === 'string' ? v : null)}
            error={server('AnstNr')}
          />
        )}
        <TextField id="tr-syfte" label={t('travel.fields.purpose')} value={syfte} onChange={setSyfte} counter={PURPOSE_MAX} required error={server('Syfte')} />
        <TextField
          id="tr-resmal"
          label={t('travel.fields.destination')}
          value={resmal}
          onChange={setResmal}
          counter={DESTINATION_MAX}
          required
          error={server('Resmal')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="tr-avresa"
            type="datetime-local"
            label={t('travel.fields.departure')}
            value={avresa}
            onChange={setAvresa}
            required
            error={server('Avresa')}
          />
          <TextField
            id="tr-hemkomst"
            type="datetime-local"
            label={t('travel.fields.return')}
            value={hemkomst}
            onChange={setHemkomst}
            required
            error={server('Hemkomst')}
          />
        </div>
        {saveError && !saveError.field && saveError.message && (
          <p role="alert" className="text-error">
            {saveError.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}

const when = (s: string) => s.replace('T', ' ');

function ReportCard({ r }: { r: TravelReport }) {
  const t = useT();
  const [lang, saving, perOnly, canPerDiem, open, removeLine, remove, send, revert] = useUnit([
    $locale,
    $saving,
    $isEmployeeOnly,
    $canPerDiem,
    dialogOpened,
    lineRemoved,
    reportRemoved,
    reportSent,
    reportReverted,
  ]);
  const headingId = `tr-${r.Id}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-outline bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {r.Syfte} – {r.Resmal}
        </h2>
        <span className="rounded-full border border-outline px-2 py-0.5 text-sm">{t(`travel.status.${r.Status}`)}</span>
      </div>
      <p className="text-sm">
        {!perOnly && r.Namn && <span className="mr-3 font-medium">{r.Namn}</span>}
        <span className="whitespace-nowrap">{when(r.Avresa)}</span> → <span className="whitespace-nowrap">{when(r.Hemkomst)}</span>
      </p>
      {r.Rader.length === 0 ? (
        <p className="text-sm">{t('travel.noLines')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-outline" aria-label={t('travel.linesOf', { trip: r.Syfte })}>
          {r.Rader.map((l) => (
            <li key={l.Id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <LineText l={l} lang={lang} />
              <span className="flex items-center gap-2">
                <span className="tabular-nums">
                  {money(l.Belopp, lang)} {l.Valuta}
                  {l.Valuta !== 'SEK' && ` = ${money(l.BeloppSek, lang)} SEK`}
                  {l.ErsattningStatus && <span className="ml-2 text-sm">({t(`travel.claimStatus.${l.ErsattningStatus}`)})</span>}
                </span>
                {r.KanAndras && (
                  <Button
                    variant="text"
                    disabled={saving}
                    onClick={() => removeLine({ reportId: r.Id, lineId: l.Id })}
                    aria-label={t('travel.actions.removeLine', { text: l.Typ === 'PERDIEM' ? t('travel.perDiem.title') : l.Text })}
                  >
                    {t('travel.actions.remove')}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="font-medium">
        {t('travel.total')}: <span className="tabular-nums">{money(r.Summa, lang)} SEK</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {r.KanAndras && (
          <>
            <Button onClick={() => open({ kind: 'receipt', reportId: r.Id })}>{t('travel.actions.addReceipt')}</Button>
            <Button variant="secondary" onClick={() => open({ kind: 'mileage', report: r })}>
              {t('travel.actions.addMileage')}
            </Button>
            {canPerDiem && (
              <Button variant="secondary" onClick={() => open({ kind: 'perdiem', report: r })}>
                {r.Rader.some((l) => l.Typ === 'PERDIEM') ? t('travel.actions.changePerDiem') : t('travel.actions.addPerDiem')}
              </Button>
            )}
            <Button variant="secondary" disabled={saving || r.Rader.length === 0} onClick={() => send(r.Id)}>
              {t('travel.actions.submit')}
            </Button>
            <Button variant="text" disabled={saving} onClick={() => remove(r.Id)}>
              {t('travel.actions.delete')}
            </Button>
          </>
        )}
        {r.KanAterkallas && (
          <Button variant="secondary" disabled={saving} onClick={() => revert(r.Id)}>
            {t('travel.actions.revert')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The TravelExpenses page: the trips, each with its receipt lines; submitting one makes its compensations. */
export default function TravelExpensesPage() {
  const t = useT();
  const [reports, loading, failed, saveError, dialog, open] = useUnit([$reports, $loading, $failed, $saveError, $dialog, dialogOpened]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title>{t('travel.title')}</Title>
        <Button onClick={() => open({ kind: 'report' })}>{t('travel.report.new')}</Button>
      </div>
      {saveError && !dialog && saveError.message && (
        <p role="alert" className="text-error">
          {saveError.message}
        </p>
      )}
      {failed !== null && (
        <p role="alert" className="text-error">
          {failed || t('travel.failed')}
        </p>
      )}
      {loading && reports.length === 0 ? (
        <Spinner label={t('travel.loading')} />
      ) : reports.length === 0 ? (
        <p>{t('travel.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('travel.title')}>
          {reports.map((r) => (
            <ReportCard key={r.Id} r={r} />
          ))}
        </ul>
      )}
      <ReportDialog />
      <ReceiptDialog />
      <MileageDialog />
      <PerDiemDialog />
    </div>
  );
}
