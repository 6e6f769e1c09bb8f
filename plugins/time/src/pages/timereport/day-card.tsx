import { $locale, useT } from '@lonna/core';
import { holidayName } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { cx, IconButton, useDateFnsLocale } from '@lonna/core/ui';
import type { Role } from '@lonna/core';
import { format, type Locale as DateFnsLocale } from 'date-fns';
import type { TimeDay, TimeRow } from '../../contracts';
import { rowsEditable } from '../../domain/status';
import { AsPlannedIcon, LockIcon, PlusIcon } from '../../icons';
import { formatDay, formatHours, formatQuantities, formatQuantity } from '../../shared/format';
import { StatusChip } from '../../shared/status-chip';

export interface DayCardProps {
  day: TimeDay;
  role: Role;
  attestStep: boolean;
  showAutoCalc: boolean;
  showKonterat: boolean;
  codeName: (code: string) => string;
  unitOf: (code: string) => string | undefined;
  today: boolean;
  onAdd: (datum: string) => void;
  /** report the day's planned shift as worked (shown on a scheduled, unreported, open day up to today) */
  onAsPlanned?: (datum: string) => void;
  future?: boolean;
  onOpen: (row: TimeRow) => void;
}

const dimensions = (r: TimeRow) => [r.Brukare, r.ResEnhet1, r.ResEnhet2, r.ResEnhet3, r.ResEnhet4, r.ResEnhet5, r.ResEnhet6].filter(Boolean).join(' · ');

/** when a day was approved or attested, in the user's language */
const stamp = (at: number, locale: DateFnsLocale) => (at ? format(new Date(at), 'd MMM HH:mm', { locale }) : '');

/**
 * One day of the time report: date, ISO week on Mondays, holiday, schedule,
 * status and the day's rows. Rows open the editor; a locked day says why.
 * The same card serves the desktop (rows in columns) and the phone (stacked).
 */
export function DayCard({ day, role, attestStep, showAutoCalc, showKonterat, codeName, unitOf, today, onAdd, onAsPlanned, future, onOpen }: DayCardProps) {
  const t = useT();
  const locale = useDateFnsLocale();
  const language = useUnit($locale);
  const editable = rowsEditable(day.Status, role);
  const quiet = !day.Schedule && day.Rows.length === 0;
  const weekday = new Date(`${day.Datum}T00:00:00Z`).getUTCDay();
  const headingId = `day-${day.Datum}`;
  return (
    <li
      aria-labelledby={headingId}
      data-date={day.Datum}
      className={cx(
        'scroll-mt-20 rounded-card border',
        today ? 'border-primary ring-1 ring-primary' : 'border-border',
        quiet || day.Holiday || weekday === 0 || weekday === 6 ? 'bg-surface-2' : 'bg-surface',
      )}
    >
      <div className={cx('flex flex-wrap items-center gap-x-3 gap-y-1 px-3', quiet ? 'py-1.5' : 'py-2')}>
        <h3 id={headingId} className="min-w-24 font-semibold text-on-surface">
          {formatDay(day.Datum, locale)}
        </h3>
        {today && <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">{t('time.common.today')}</span>}
        {weekday === 1 && <span className="text-xs text-muted">{t('time.common.week', { week: day.Vecka })}</span>}
        {day.Holiday && <span className="text-xs font-medium text-accent">{holidayName(day.Holiday.Namn, language)}</span>}
        {day.Schedule && (
          <span className="text-xs text-muted">
            {t('time.timereport.scheduleShort', { start: day.Schedule.Start, end: day.Schedule.Slut, hours: formatHours(day.Schedule.Timmar) })}
          </span>
        )}
        <span className="ml-auto flex items-center gap-2">
          {day.Rows.length > 0 && <span className="text-sm font-semibold tabular-nums text-on-surface">{formatQuantities(day.Reported, t)}</span>}
          {(day.Rows.length > 0 || day.Status !== 'OPEN') && <StatusChip status={day.Status} attestStep={attestStep} />}
          {editable && onAsPlanned && day.Schedule && day.Rows.length === 0 && !future && (
            <IconButton
              label={t('time.timereport.asPlannedOn', { date: formatDay(day.Datum, locale) })}
              icon={<AsPlannedIcon className="size-5" />}
              onClick={() => onAsPlanned(day.Datum)}
            />
          )}
          {editable ? (
            <IconButton
              label={t('time.timereport.addRowOn', { date: formatDay(day.Datum, locale) })}
              icon={<PlusIcon className="size-5" />}
              onClick={() => onAdd(day.Datum)}
            />
          ) : (
            <span className="inline-flex size-11 items-center justify-center text-muted" title={t('time.timereport.lockedDay')}>
              <LockIcon className="size-5" />
              <span className="sr-only">{t('time.timereport.lockedDay')}</span>
            </span>
          )}
        </span>
      </div>
      {day.Rows.length > 0 && (
        <ul className="divide-y divide-border border-t border-border">
          {day.Rows.map((r) => {
            const punch = r.Source === 'PUNCH';
            // punched and booked rows change where they were made (the punch, the notice or application)
            const origin = punch ? t('time.timereport.fromPunch') : r.Source === 'BOOKED' ? t('time.timereport.booked') : '';
            const times = r.Start && r.Slut ? `${r.Start}–${r.Slut}` : '';
            const details = [dimensions(r), r.Text].filter(Boolean).join(' — ');
            const content = (
              <>
                <span className="flex w-full items-baseline gap-3">
                  <span className="min-w-0 flex-1 truncate sm:w-48 sm:flex-none">
                    <span className="font-medium text-on-surface">{r.TidKod}</span>
                    <span className="text-muted"> · {codeName(r.TidKod)}</span>
                  </span>
                  <span className="hidden text-sm tabular-nums text-muted sm:inline sm:w-28">{times}</span>
                  <span className="hidden min-w-0 flex-1 truncate text-sm text-muted sm:block">{details}</span>
                  {showKonterat && (
                    <span className="hidden text-sm text-muted sm:inline sm:w-32">
                      {r.Konto ? t('time.timereport.account', { account: r.Konto }) : t('time.timereport.defaultAccount')}
                    </span>
                  )}
                  <span className="ml-auto shrink-0 text-sm font-semibold tabular-nums text-on-surface">{formatQuantity(r.Timmar, unitOf(r.TidKod), t)}</span>
                </span>
                {(origin || times || details || showKonterat) && (
                  <span className="block w-full truncate text-xs text-muted sm:hidden">
                    {[
                      times,
                      details,
                      showKonterat ? (r.Konto ? t('time.timereport.account', { account: r.Konto }) : t('time.timereport.defaultAccount')) : '',
                      origin,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
                {origin && <span className="hidden text-xs text-muted sm:block">{origin}</span>}
              </>
            );
            return (
              <li key={r.Id}>
                {editable && !origin ? (
                  <button
                    type="button"
                    onClick={() => onOpen(r)}
                    className="flex w-full flex-col gap-0.5 px-3 py-2 text-left hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    {/* the name is what the row shows, after "Ändra rad": a speech user says what they see (axe: label-content-name-mismatch) */}
                    <span className="sr-only">{t('time.timereport.editRowPrefix')} </span>
                    {content}
                  </button>
                ) : (
                  <div className="flex w-full flex-col gap-0.5 px-3 py-2">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {day.OB && day.OB.length > 0 && (
        <p className="border-t border-border px-3 py-1.5 text-xs text-muted tabular-nums">
          {t('time.timereport.ob', { bands: day.OB.map((b) => `${b.Band} ${formatHours(b.Hours)} h`).join(' · ') })}
        </p>
      )}
      {(day.ApprovedBy || day.AttestedBy) && (
        <p className="border-t border-border px-3 py-1.5 text-xs text-muted">
          {[
            day.ApprovedBy ? t('time.timereport.approvedBy', { by: day.ApprovedBy, at: stamp(day.ApprovedAt, locale) }) : '',
            day.AttestedBy ? t('time.timereport.attestedBy', { by: day.AttestedBy, at: stamp(day.AttestedAt, locale) }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {showAutoCalc && day.Rows.length === 0 && day.Schedule && (
        <p className="border-t border-dashed border-border px-3 py-2 text-sm text-muted italic">
          {t('time.timereport.autoCalc', { start: day.Schedule.Start, end: day.Schedule.Slut, hours: formatHours(day.Schedule.Timmar) })}
        </p>
      )}
    </li>
  );
}
