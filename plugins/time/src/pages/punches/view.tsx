import { personName } from '@lonna/core/contracts';
import { $ftgInfo, $portalInfo, lists, useT } from '@lonna/core';
import { Button, Checkbox, Dialog, Select, Spinner, TextField, Title, useDateFnsLocale } from '@lonna/core/ui';
import { careRecipientRequired, isValidTime, resultUnitRequired } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { addDays, hoursBetween, minutesOf } from '../../domain/dates';
import { useEffect, useRef, useState } from 'react';
import { resultUnitOpen } from '../../domain/row-rules';
import { ClockIcon } from '../../icons';
import { EmployeePicker } from '../../shared/employee-picker';
import { fieldErrorText } from '../../shared/field-error';
import { formatDay, formatHours } from '../../shared/format';
import { PeriodBar } from '../../shared/period-bar';
import { swedishToday } from '../../shared/period';
import { usePhone } from '../../shared/use-phone';
import { useRefreshOnFocus } from '../../shared/use-refresh';
import {
  $clockError,
  $clockForm,
  $clockPending,
  $deleteLocked,
  $loading,
  $ownClock,
  $punchEdit,
  $punches,
  $punchSaving,
  $timeLocked,
  clockFieldChanged,
  punchDeleted,
  punchEditClosed,
  punchFieldChanged,
  punchInClicked,
  punchOpened,
  punchOutClicked,
  punchSaved,
} from './model';

function Clock() {
  const t = useT();
  const [punches, own, form, pending, error, ftg, portal, care, units] = useUnit([
    $punches,
    $ownClock,
    $clockForm,
    $clockPending,
    $clockError,
    $ftgInfo,
    $portalInfo,
    lists.careRecipients.$items,
    lists.resultUnits.$items,
  ]);
  const [change, punchIn, punchOut] = useUnit([clockFieldChanged, punchInClicked, punchOutClicked]);
  // a refused "Stämpla in" puts the keyboard and the screen reader on the field it names
  const careRef = useRef<HTMLSelectElement>(null);
  const unitRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (error?.field === 'Brukare') careRef.current?.focus();
    if (error?.field === 'ResEnhet1') unitRef.current?.focus();
  }, [error]);
  if (!own || !punches) return null;
  const errorFor = (field: string) => (error && error.field === field ? fieldErrorText(t, error) : undefined);
  const flags = { ...(ftg ?? {}), ...(portal ?? {}) } as Record<string, unknown>;
  const open = punches.Open;
  const useLss = Boolean(flags.UseLSS);
  const plan = punches.TodaySchedule;
  return (
    <section aria-labelledby="clock-title" className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <ClockIcon className="size-8 text-primary" />
        <div>
          <h2 id="clock-title" className="text-lg font-semibold">
            {t('time.punches.clock')}
          </h2>
          <p role="status" className="text-sm text-muted">
            {open ? t('time.punches.inSince', { time: open.In }) : t('time.punches.notIn')}
          </p>
          {/* outside the status region: a screen reader is not told the minutes every half minute */}
          {open && (
            <p className="text-sm font-medium tabular-nums text-on-surface">
              <RunningTime since={open} />
            </p>
          )}
          <p className="text-sm text-muted">{plan ? t('time.punches.planToday', { start: plan.Start, end: plan.Slut }) : t('time.punches.noPlanToday')}</p>
        </div>
      </div>
      {open && open.AvvikelseMinuter > 0 && Boolean(flags.UseAvvikandeStamplingVarning) && (
        <p role="alert" className="rounded-control border border-warning bg-warning/10 p-3 text-sm text-on-surface">
          {t('time.punches.inDeviates', { minutes: open.AvvikelseMinuter, limit: flags.AvvikandeStamplingGransMinuter })}
        </p>
      )}
      {!open && (useLss || resultUnitOpen(1, flags)) && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {useLss && (
            <Select
              label={t(`time.careRecipient.${ftg?.BrukareNamnTyp ?? 'BRUKARE'}`)}
              required={careRecipientRequired({ UseLSS: useLss, UseMandatoryBrukare: Boolean(flags.UseMandatoryBrukare) })}
              value={form.Brukare}
              onChange={(Brukare) => change({ Brukare })}
              error={errorFor('Brukare')}
              inputRef={careRef}
              options={[
                careRecipientRequired({ UseLSS: useLss, UseMandatoryBrukare: Boolean(flags.UseMandatoryBrukare) })
                  ? { value: '', label: t('time.editor.choose'), disabled: true }
                  : { value: '', label: t('time.editor.none') },
                ...(care ?? []).map((b) => ({ value: b.Brukare, label: `${personName(b)} (${b.Brukare})` })),
              ]}
            />
          )}
          {resultUnitOpen(1, flags) && (
            <Select
              label={(ftg?.ResEnhet1Namn as string) || t('time.editor.resultUnit', { n: 1 })}
              required={resultUnitRequired(1, flags as never)}
              value={form.ResEnhet1}
              onChange={(ResEnhet1) => change({ ResEnhet1 })}
              error={errorFor('ResEnhet1')}
              inputRef={unitRef}
              options={[
                resultUnitRequired(1, flags as never)
                  ? { value: '', label: t('time.editor.choose'), disabled: true }
                  : { value: '', label: t('time.editor.none') },
                ...(units?.ResEnh1 ?? []).map((u) => ({ value: u.ResEnh, label: `${u.ResEnh} – ${u.Namn}` })),
              ]}
            />
          )}
        </div>
      )}
      {open ? (
        <Button className="min-h-14 w-full text-lg sm:w-auto" variant="danger" busy={pending} onClick={punchOut}>
          {t('time.punches.punchOut')}
        </Button>
      ) : (
        <Button className="min-h-14 w-full text-lg sm:w-auto" busy={pending} onClick={punchIn}>
          {t('time.punches.punchIn')}
        </Button>
      )}
    </section>
  );
}

/** minutes since a punch in (Swedish wall clock), read again every half minute while clocked in */
function RunningTime({ since }: { since: { Datum: string; In: string } }) {
  const t = useT();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
  const days = Math.round((Date.parse(`${swedishToday(now)}T00:00:00Z`) - Date.parse(`${since.Datum}T00:00:00Z`)) / 86_400_000);
  const minutes = Math.max(0, days * 1440 + minutesOf(local) - minutesOf(since.In));
  return <>{t('time.punches.running', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</>;
}

function PunchEditor() {
  const t = useT();
  const phone = usePhone();
  const [edit, saving, timeLocked, deleteLocked] = useUnit([$punchEdit, $punchSaving, $timeLocked, $deleteLocked]);
  const [change, close, save, remove] = useUnit([punchFieldChanged, punchEditClosed, punchSaved, punchDeleted]);
  const locale = useDateFnsLocale();
  if (!edit) return null;
  // 14:00–09:00: the end is the next day only when the user says so (issue 13, bug 4)
  const night = isValidTime(edit.In) && isValidTime(edit.Ut) && edit.Ut !== '' && minutesOf(edit.Ut) < minutesOf(edit.In);
  const unconfirmed = night && !edit.OverMidnight;
  return (
    <Dialog
      open
      onClose={close}
      title={t('time.punches.editTitle')}
      fullscreen={phone}
      busy={saving}
      actions={
        <>
          {!deleteLocked && (
            <Button variant="danger" className="mr-auto" onClick={remove}>
              {t('time.editor.delete')}
            </Button>
          )}
          <Button variant="text" onClick={close}>
            {t('time.common.cancel')}
          </Button>
          {!timeLocked && (
            <Button busy={saving} onClick={save} disabled={unconfirmed}>
              {t('time.editor.save')}
            </Button>
          )}
        </>
      }
    >
      <div className="grid grid-cols-2 gap-4">
        {edit.conflict && (
          <p role="alert" className="col-span-2 rounded-control border border-warning bg-warning/10 p-3 text-sm text-on-surface">
            {t('time.punches.conflict')}
          </p>
        )}
        {timeLocked && (
          <p role="status" className="col-span-2 text-sm text-muted">
            {t('time.punches.timeLocked')}
          </p>
        )}
        <TextField
          label={t('time.fields.In')}
          value={edit.In}
          onChange={(In) => change({ In })}
          disabled={timeLocked}
          inputMode="numeric"
          required
          error={isValidTime(edit.In) ? undefined : t('time.rules.invalidTime', { field: t('time.fields.In') })}
        />
        <TextField
          label={t('time.fields.Ut')}
          value={edit.Ut}
          onChange={(Ut) => change({ Ut })}
          disabled={timeLocked}
          inputMode="numeric"
          error={
            !isValidTime(edit.Ut)
              ? t('time.rules.invalidTime', { field: t('time.fields.Ut') })
              : unconfirmed
                ? t('time.rules.endBeforeStart', { field: t('time.fields.Ut') })
                : undefined
          }
        />
        {night && (
          <Checkbox
            className="col-span-2"
            label={t('time.punches.overMidnight', { date: formatDay(addDays(edit.punch.Datum, 1), locale), end: edit.Ut })}
            checked={edit.OverMidnight}
            onChange={(OverMidnight) => change({ OverMidnight })}
          />
        )}
      </div>
    </Dialog>
  );
}

/** Stamplingar: the employee's clock, then the period's punches; deviating punches are flagged. */
export default function PunchesPage() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [punches, loading, open, portal] = useUnit([$punches, $loading, punchOpened, $portalInfo]);
  useRefreshOnFocus();
  return (
    <div className="flex flex-col gap-4">
      <Title level={1}>{t('time.punches.title')}</Title>
      <section aria-label={t('time.common.filters')} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 sm:p-4">
        <EmployeePicker />
        <PeriodBar />
      </section>
      <Clock />
      {loading && !punches && (
        <div className="flex justify-center p-8">
          <Spinner />
        </div>
      )}
      {punches && (
        <section aria-labelledby="punch-list">
          <h2 id="punch-list" className="mb-2 text-lg font-semibold">
            {t('time.punches.list')}
          </h2>
          {punches.Punches.length === 0 ? (
            <p className="rounded-card border border-dashed border-border p-4 text-sm text-muted">{t('time.punches.none')}</p>
          ) : (
            <ul className="divide-y divide-border rounded-card border border-border bg-surface">
              {punches.Punches.map((p) => (
                <li key={p.Id}>
                  <button
                    type="button"
                    onClick={() => open(p)}
                    className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 px-3 py-3 text-left hover:bg-primary-soft"
                  >
                    {/* the name is the visible text after a hidden verb (axe: the name holds what is seen); the
                        spaces keep the parts apart in the name, the flex gap on screen */}
                    <span className="sr-only">{t('time.punches.editOne')} </span>
                    <span className="w-28 font-medium">{formatDay(p.Datum, locale)}</span>{' '}
                    <span className="tabular-nums">
                      {p.In}–{p.Ut || '…'}
                    </span>{' '}
                    {p.Ut && <span className="tabular-nums text-muted">{formatHours(hoursBetween(p.In, p.Ut))} h</span>}{' '}
                    {p.AvvikelseMinuter > 0 && portal?.UseAvvikandeStamplingVarning && (
                      <span className="rounded-full border border-warning bg-warning/10 px-2 py-0.5 text-xs text-on-surface">
                        {t('time.punches.deviates', { minutes: p.AvvikelseMinuter, limit: portal.AvvikandeStamplingGransMinuter })}
                      </span>
                    )}{' '}
                    {p.Brukare && <span className="text-sm text-muted">{p.Brukare}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <PunchEditor />
    </div>
  );
}
