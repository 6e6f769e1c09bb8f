import { $locale, useT } from '@lonna/core';
import { NumberField, Select, TextArea } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { EXTRATEXT_MAX, REPRESENTATION_TYPES, type RepresentationInput, type RepresentationType } from '../../../contracts';
import { splitRepresentation } from '../../../rules/representation';
import { ClaimDialog, ClaimForm, serverError } from '../../list/claim-frame';
import { useClaimRows } from '../../list/claim-rows';
import { fileToUpload, money } from '../../list/format';
import { $anstNr } from '../../list/model';
import { $rulesInForce, ruleInForceNeeded } from '../rule-in-force';
import { $representation, $representationError, $representationSaving, representationClosed, representationSubmitted } from './model';

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
  const [saving, saveError, anstNr, lang, submit, close, rulesInForce, needRule] = useUnit([
    $representationSaving,
    $representationError,
    $anstNr,
    $locale,
    representationSubmitted,
    representationClosed,
    $rulesInForce,
    ruleInForceNeeded,
  ]);
  const k = (key: string, p?: Record<string, unknown>) => t(`compensations.representationGuide.${key}`, p);
  const { form, frame, rows, values } = useClaimRows({ id: 'rep', saveError, start: input, newVat: null, saving });
  const [typ, setTyp] = useState<RepresentationType>(input?.Typ ?? 'ENK');
  const [gaster, setGaster] = useState(input?.Gaster ?? '');
  const [deltagare, setDeltagare] = useState(input?.Deltagare ?? '');
  const [antal, setAntal] = useState<number | null>(input?.Antal ?? 1);
  const server = serverError(saveError);
  const external = typ !== 'INT' && typ !== 'ENK';
  const L = { guests: k('guests'), participants: k('participants'), persons: typ === 'GAVA' ? k('gifts') : k('persons') };
  const f = {
    gaster: form.field('Gaster', { value: gaster, rules: external ? [rules.required(), rules.maxLength(EXTRATEXT_MAX)] : [], label: L.guests }),
    deltagare: form.field('Deltagare', { value: deltagare, rules: [rules.required(), rules.maxLength(EXTRATEXT_MAX)], label: L.participants }),
    antal: form.field('Antal', { value: antal, rules: [rules.required()], label: L.persons }),
  };
  const { belopp, moms } = values;
  // the company's travel rule in force on the day: its maximum per person caps what is reimbursed
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(values.datum);
  useEffect(() => {
    if (validDay) needRule(values.datum);
  }, [validDay, values.datum, needRule]);
  const maxPerPerson = rulesInForce[values.datum]?.MaxRepresentation ?? null;
  // the same split the server stores
  const split =
    belopp !== null && antal !== null && antal >= 1
      ? splitRepresentation({ date: values.datum, type: typ, persons: Math.round(antal), amount: belopp, vat: Math.min(moms ?? 0, belopp), maxPerPerson })
      : null;
  return (
    <ClaimForm
      {...frame}
      onCancel={() => close()}
      onSubmit={async () =>
        submit({
          guideId,
          body: {
            AnstNr: input?.AnstNr ?? anstNr,
            Datum: values.datum,
            Typ: typ,
            Text: values.text.trim(),
            Gaster: gaster.trim(),
            Deltagare: deltagare.trim(),
            Antal: Math.round(antal ?? 1),
            Belopp: belopp ?? 0,
            Moms: moms ?? 0,
            Kvitto: values.file ? await fileToUpload(values.file) : null,
          },
        })
      }
    >
      {rows.receipt(receiptName)}
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id="rep-typ"
          label={k('type')}
          value={typ}
          onChange={(v) => setTyp(v as RepresentationType)}
          options={REPRESENTATION_TYPES.map((r) => ({ value: r, label: k(`types.${r}`) }))}
        />
        {rows.date()}
      </div>
      {rows.text(k('text'))}
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
        {rows.amount(k('amount'), 'SEK')}
        {rows.vat('SEK')}
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
            {split.overCap > 0 && (
              <p data-testid="representation-over-cap">
                {k('overCap', { amount: money(split.overCap, lang), max: money(maxPerPerson ?? 0, lang), cap: money(split.cap ?? 0, lang) })}
              </p>
            )}
          </div>
        ) : (
          <p className="text-muted">{k('enterAmount')}</p>
        )}
      </section>
    </ClaimForm>
  );
}

/** The representation guide: type, occasion, participants and guests, receipt, amount and VAT; the deductible split. */
export function RepresentationDialog() {
  const t = useT();
  const [dialog, saving, close] = useUnit([$representation, $representationSaving, representationClosed]);
  const open = dialog !== null;
  return (
    <ClaimDialog open={open} onClose={() => close()} saving={saving} title={t('compensations.representationGuide.title')}>
      {open && <RepresentationForm key={dialog.guideId ?? 'new'} guideId={dialog.guideId} input={dialog.input} receiptName={dialog.receiptName} />}
    </ClaimDialog>
  );
}
