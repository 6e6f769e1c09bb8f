import { $locale, snackbarShown, useT } from '@lonna/core';
import { Button, DatePicker, Dialog, FileUpload, NumberField, Select, TextArea, TextField, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { EXTRATEXT_MAX, REPRESENTATION_TYPES, type RepresentationInput, type RepresentationType, TEXT_MAX } from '../../../contracts';
import { splitRepresentation } from '../../../rules/representation';
import { fileToUpload, money, RECEIPT_ACCEPT } from '../../list/format';
import { $anstNr } from '../../list/model';
import { $representation, $representationError, $representationSaving, representationClosed, representationSubmitted } from './model';

const todayIso = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

function RepresentationForm({
  guideId,
  input,
  receiptName,
}: {
  guideId: string | null;
  input: Omit<RepresentationInput, 'Kvitto'> | null;
  receiptName: string;
}) {
  const t = useT();
  const [saving, saveError, anstNr, lang, submit, close, notify] = useUnit([
    $representationSaving,
    $representationError,
    $anstNr,
    $locale,
    representationSubmitted,
    representationClosed,
    snackbarShown,
  ]);
  const k = (key: string, p?: Record<string, unknown>) => t(`compensations.representationGuide.${key}`, p);
  const [datum, setDatum] = useState(input?.Datum ?? todayIso());
  const [typ, setTyp] = useState<RepresentationType>(input?.Typ ?? 'ENK');
  const [text, setText] = useState(input?.Text ?? '');
  const [gaster, setGaster] = useState(input?.Gaster ?? '');
  const [deltagare, setDeltagare] = useState(input?.Deltagare ?? '');
  const [antal, setAntal] = useState<number | null>(input?.Antal ?? 1);
  const [belopp, setBelopp] = useState<number | null>(input?.Belopp ?? null);
  const [moms, setMoms] = useState<number | null>(input?.Moms ?? null);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm({ onError: (m) => notify({ text: m, color: 'error' }) });
  const server = (f: string) => (saveError?.field === f ? saveError.message : undefined);
  const external = typ !== 'INT' && typ !== 'ENK';
  const L = {
    date: t('compensations.fields.date'),
    text: k('text'),
    guests: k('guests'),
    participants: k('participants'),
    persons: typ === 'GAVA' ? k('gifts') : k('persons'),
    amount: k('amount'),
    vat: t('compensations.fields.vat'),
  };
  const f = {
    datum: form.field('Datum', { value: datum, rules: [rules.required(), rules.date()], label: L.date }),
    text: form.field('Text', { value: text, rules: [rules.required(), rules.maxLength(TEXT_MAX)], label: L.text }),
    gaster: form.field('Gaster', { value: gaster, rules: external ? [rules.required(), rules.maxLength(EXTRATEXT_MAX)] : [], label: L.guests }),
    deltagare: form.field('Deltagare', { value: deltagare, rules: [rules.required(), rules.maxLength(EXTRATEXT_MAX)], label: L.participants }),
    antal: form.field('Antal', { value: antal, rules: [rules.required()], label: L.persons }),
    belopp: form.field('Belopp', { value: belopp, rules: [rules.required()], label: L.amount }),
  };
  // the same split the server stores
  const split =
    belopp !== null && antal !== null && antal >= 1
      ? splitRepresentation({ date: datum, type: typ, persons: Math.round(antal), amount: belopp, vat: Math.min(moms ?? 0, belopp) })
      : null;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (form.validateAll()) return;
        submit({
          guideId,
          body: {
            AnstNr: input?.AnstNr ?? anstNr,
            Datum: datum,
            Typ: typ,
            Text: text.trim(),
            Gaster: gaster.trim(),
            Deltagare: deltagare.trim(),
            Antal: Math.round(antal ?? 1),
            Belopp: belopp ?? 0,
            Moms: moms ?? 0,
            Kvitto: file ? await fileToUpload(file) : null,
          },
        });
      }}
    >
      <FileUpload
        id="rep-kvitto"
        label={t('compensations.fields.receipt')}
        file={file}
        onFileChange={setFile}
        accept={RECEIPT_ACCEPT}
        existingName={receiptName || undefined}
        error={server('Kvitto') ?? server('Content') ?? server('Type')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id="rep-typ"
          label={k('type')}
          value={typ}
          onChange={(v) => setTyp(v as RepresentationType)}
          options={REPRESENTATION_TYPES.map((r) => ({ value: r, label: k(`types.${r}`) }))}
        />
        <DatePicker id="rep-datum" label={L.date} value={datum} onChange={setDatum} required {...f.datum} error={f.datum.error ?? server('Datum')} />
      </div>
      <TextField id="rep-text" label={L.text} value={text} onChange={setText} counter={TEXT_MAX} required {...f.text} error={f.text.error ?? server('Text')} />
      <TextArea
        id="rep-deltagare"
        label={L.participants}
        value={deltagare}
        onChange={setDeltagare}
        max={EXTRATEXT_MAX}
        required
        {...f.deltagare}
        error={f.deltagare.error ?? server('Deltagare')}
      />
      {external && (
        <TextArea
          id="rep-gaster"
          label={L.guests}
          value={gaster}
          onChange={setGaster}
          max={EXTRATEXT_MAX}
          required
          {...f.gaster}
          error={f.gaster.error ?? server('Gaster')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          id="rep-antal"
          label={L.persons}
          value={antal}
          onChange={setAntal}
          decimals={0}
          required
          {...f.antal}
          error={f.antal.error ?? server('Antal')}
        />
        <NumberField
          id="rep-belopp"
          label={L.amount}
          value={belopp}
          onChange={setBelopp}
          decimals={2}
          suffix="SEK"
          required
          {...f.belopp}
          error={f.belopp.error ?? server('Belopp')}
        />
        <NumberField id="rep-moms" label={L.vat} value={moms} onChange={setMoms} decimals={2} suffix="SEK" error={server('Moms')} />
      </div>
      <section aria-labelledby="rep-summary" className="rounded-card border border-border bg-surface-2 p-4 text-sm">
        <h3 id="rep-summary" className="mb-1 font-medium">
          {k('summary')}
        </h3>
        <p className="mb-2 text-muted">{k(`rules.${split?.rule.kind ?? (typ === 'ENK' ? 'simple' : typ === 'GAVA' ? 'gift' : 'meal')}`)}</p>
        {split ? (
          <div data-testid="representation-split">
            <p>{k('deductible', { amount: money(split.deductible, lang), vat: money(split.deductibleVat, lang) })}</p>
            <p>{k('nonDeductible', { amount: money(split.nonDeductible, lang) })}</p>
          </div>
        ) : (
          <p className="text-muted">{k('enterAmount')}</p>
        )}
      </section>
      {saveError && !saveError.field && saveError.message && (
        <p role="alert" className="text-error">
          {saveError.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="text" onClick={() => close()}>
          {t('compensations.actions.cancel')}
        </Button>
        <Button type="submit" busy={saving}>
          {t('compensations.actions.createClaim')}
        </Button>
      </div>
    </form>
  );
}

/** The representation guide: type, occasion, participants and guests, receipt, amount and VAT; the deductible split. */
export function RepresentationDialog() {
  const t = useT();
  const [dialog, saving, close] = useUnit([$representation, $representationSaving, representationClosed]);
  const open = dialog !== null;
  return (
    <Dialog open={open} onClose={() => close()} busy={saving} width={640} title={t('compensations.representationGuide.title')}>
      {open && <RepresentationForm key={dialog.guideId ?? 'new'} guideId={dialog.guideId} input={dialog.input} receiptName={dialog.receiptName} />}
    </Dialog>
  );
}
