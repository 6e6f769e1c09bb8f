import { personName } from '@lonna/core/contracts';
import { $ftgInfo, $showKonterat, lists, useT } from '@lonna/core';
import { Button, Dialog, HoursField, Select, TextField, useConfirmLeave, useDateFnsLocale, useUnsavedChangesGuard } from '@lonna/core/ui';
import { careRecipientRequired, isValidTime, resultUnitRequired } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { codeText } from '../../domain/code-text';
import { resultUnitOpen, timeVariant } from '../../domain/row-rules';
import { fieldErrorText } from '../../shared/field-error';
import { formatDayLong } from '../../shared/format';
import { usePhone } from '../../shared/use-phone';
import {
  $editor,
  $editorDirty,
  $editorLocked,
  $fieldError,
  $flags,
  $saving,
  deleteAsked,
  deleteConfirmed,
  editorClosed,
  formChanged,
  saved,
  type RowForm,
} from './model';

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** The row editor: the fields the company uses, in the spec's time variant, with the server's rules. */
export function RowEditor() {
  const t = useT();
  const locale = useDateFnsLocale();
  const phone = usePhone();
  const [editor, locked, error, flags, saving, ftg, konterat, codes, care, units, accounts] = useUnit([
    $editor,
    $editorLocked,
    $fieldError,
    $flags,
    $saving,
    $ftgInfo,
    $showKonterat,
    lists.timeCodes.$items,
    lists.careRecipients.$items,
    lists.resultUnits.$items,
    lists.accounts.$items,
  ]);
  const [change, closeNow, save, askDelete, confirmDelete, dirty] = useUnit([formChanged, editorClosed, saved, deleteAsked, deleteConfirmed, $editorDirty]);
  // a half-filled row is not lost to a stray Escape or Avbryt: the spec's Leave / Stay (issue 13)
  useUnsavedChangesGuard(dirty);
  const confirmLeave = useConfirmLeave();
  const close = () => void (dirty ? confirmLeave().then((leave) => leave && closeNow()) : closeNow());
  if (!editor) return null;
  const f = editor.form;
  const set =
    <K extends keyof RowForm>(k: K) =>
    (v: RowForm[K]) =>
      change({ [k]: v } as Partial<RowForm>);
  const unit = codes?.find((c) => c.TidKod === f.TidKod)?.Enhet ?? 'h';
  const variant = timeVariant(flags);
  const clock = unit !== 'dag' && variant !== 'hours';
  const errorFor = (field: string) => (error && error.field === field ? fieldErrorText(t, error) : undefined);
  const useLss = Boolean(flags.UseLSS);
  // a required choice offers no "Ingen": empty reads "Välj …" and cannot be chosen back (issue 13)
  const noneOption = (required: boolean) =>
    required ? { value: '', label: t('time.editor.choose'), disabled: true } : { value: '', label: t('time.editor.none') };
  const title = editor.row ? t('time.editor.editTitle') : t('time.editor.newTitle');
  return (
    <Dialog
      open
      onClose={close}
      title={
        <>
          {title}
          <span className="block text-sm font-normal text-muted">{formatDayLong(editor.datum, locale)}</span>
        </>
      }
      fullscreen={phone}
      busy={saving}
      actions={
        locked ? (
          <Button onClick={close}>{t('time.common.close')}</Button>
        ) : editor.confirmDelete ? (
          <>
            <Button variant="text" onClick={() => askDelete(false)}>
              {t('time.common.cancel')}
            </Button>
            <Button variant="danger" busy={saving} onClick={confirmDelete}>
              {t('time.editor.confirmDelete')}
            </Button>
          </>
        ) : (
          <>
            {editor.row && (
              <Button variant="text" className="mr-auto" onClick={() => askDelete(true)}>
                {t('time.editor.delete')}
              </Button>
            )}
            <Button variant="text" onClick={close}>
              {t('time.common.cancel')}
            </Button>
            <Button busy={saving} form="time-row-form" type="submit">
              {t('time.editor.save')}
            </Button>
          </>
        )
      }
    >
      <form
        id="time-row-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        {editor.conflict && (
          <p role="alert" className="rounded-control border border-warning bg-warning/10 p-3 text-sm text-on-surface sm:col-span-2">
            {t('time.editor.conflict')}
          </p>
        )}
        {locked && (
          <p role="status" className="rounded-control bg-surface-2 p-3 text-sm sm:col-span-2">
            {t('time.timereport.lockedDay')}
          </p>
        )}
        {editor.confirmDelete && (
          <p role="alert" className="text-sm font-medium sm:col-span-2">
            {t('time.editor.deleteQuestion')}
          </p>
        )}
        <Select
          label={t('time.fields.TidKod')}
          required
          className="sm:col-span-2"
          value={f.TidKod}
          onChange={set('TidKod')}
          disabled={locked}
          error={errorFor('TidKod')}
          options={(codes ?? [{ TidKod: f.TidKod, BenText: '', Enhet: 'h', TidKodGrupp: '' }]).map((c) => ({
            value: c.TidKod,
            label: `${c.TidKod} – ${codeText(t, c.TidKod, c.BenText)}`,
          }))}
        />
        {clock && (
          <>
            <TextField
              label={t('time.fields.Start')}
              value={f.Start}
              onChange={set('Start')}
              inputMode="numeric"
              placeholder="08:00"
              disabled={locked}
              required={variant === 'clock'}
              error={errorFor('Start') ?? (isValidTime(f.Start) ? undefined : t('time.rules.invalidTime', { field: t('time.fields.Start') }))}
            />
            <TextField
              label={t('time.fields.Slut')}
              value={f.Slut}
              onChange={set('Slut')}
              inputMode="numeric"
              placeholder="17:00"
              disabled={locked}
              required={variant === 'clock'}
              error={errorFor('Slut') ?? (isValidTime(f.Slut) ? undefined : t('time.rules.invalidTime', { field: t('time.fields.Slut') }))}
            />
            <TextField
              label={t('time.editor.break')}
              value={f.Rast}
              onChange={set('Rast')}
              inputMode="numeric"
              placeholder="30"
              disabled={locked}
              hint={t('time.editor.breakHint')}
              error={/^\d{0,3}$/.test(f.Rast.trim()) ? undefined : t('time.editor.breakInvalid')}
            />
          </>
        )}
        <HoursField
          label={unit === 'dag' ? t('time.editor.days') : t('time.fields.Timmar')}
          value={f.Timmar}
          onChange={set('Timmar')}
          suffix={unit === 'dag' ? t('time.editor.dayUnit') : 'h'}
          disabled={locked}
          required={unit === 'dag' || variant === 'hours'}
          hint={clock ? t(variant === 'clock' ? 'time.editor.hoursBreakHint' : 'time.editor.hoursOrClockHint') : undefined}
          error={errorFor('Timmar')}
        />
        {useLss && (
          <Select
            label={t(`time.careRecipient.${ftg?.BrukareNamnTyp ?? 'BRUKARE'}`)}
            required={careRecipientRequired({ UseLSS: useLss, UseMandatoryBrukare: Boolean(flags.UseMandatoryBrukare) })}
            value={f.Brukare}
            onChange={set('Brukare')}
            disabled={locked}
            error={errorFor('Brukare')}
            options={[
              noneOption(careRecipientRequired({ UseLSS: useLss, UseMandatoryBrukare: Boolean(flags.UseMandatoryBrukare) })),
              ...(care ?? []).map((b) => ({ value: b.Brukare, label: `${personName(b)} (${b.Brukare})` })),
            ]}
          />
        )}
        {LEVELS.filter((n) => resultUnitOpen(n, flags)).map((n) => (
          <Select
            key={n}
            label={(ftg?.[`ResEnhet${n}Namn`] as string) || t('time.editor.resultUnit', { n })}
            required={resultUnitRequired(n, flags as never)}
            value={f[`ResEnhet${n}`]}
            onChange={set(`ResEnhet${n}`)}
            disabled={locked}
            error={errorFor(`ResEnhet${n}`)}
            options={[
              noneOption(resultUnitRequired(n, flags as never)),
              ...(units?.[`ResEnh${n}`] ?? []).map((u) => ({ value: u.ResEnh, label: `${u.ResEnh} – ${u.Namn}` })),
            ]}
          />
        ))}
        {konterat && (
          <Select
            label={t('time.fields.Konto')}
            value={f.Konto}
            onChange={set('Konto')}
            disabled={locked}
            error={errorFor('Konto')}
            options={[
              { value: '', label: t('time.timereport.defaultAccount') },
              ...(accounts ?? []).map((a) => ({ value: a.Konto, label: `${a.Konto} – ${a.BenText}` })),
            ]}
          />
        )}
        <TextField
          label={t('time.fields.Text')}
          value={f.Text}
          onChange={set('Text')}
          maxLength={200}
          counter={200}
          trimOnBlur
          disabled={locked}
          className="sm:col-span-2"
          error={errorFor('Text')}
        />
      </form>
    </Dialog>
  );
}
