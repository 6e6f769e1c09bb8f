import { $locale, useT } from '@lonna/core';
import { NumberField, Select } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { CURRENCIES, type ExpenseInput } from '../../contracts';
import { ClaimDialog, ClaimForm, serverError } from './claim-frame';
import { useClaimRows } from './claim-rows';
import { fileToUpload, money } from './format';
import { $anstNr, $dialog, $saveError, $saving, dialogClosed, expenseSubmitted } from './model';

function ExpenseForm({ guideId, input, receiptName }: { guideId: string | null; input: Omit<ExpenseInput, 'Kvitto'> | null; receiptName: string }) {
  const t = useT();
  const [saving, saveError, anstNr, lang, submit, close] = useUnit([$saving, $saveError, $anstNr, $locale, expenseSubmitted, dialogClosed]);
  const { form, frame, rows, values } = useClaimRows({ id: 'utl', saveError, start: input, saving });
  const [valuta, setValuta] = useState(input?.Valuta ?? 'SEK');
  const [kurs, setKurs] = useState<number | null>(input?.Valutakurs ?? 1);
  const server = serverError(saveError);
  const rateLabel = t('compensations.expense.rate');
  const rate = form.field('Valutakurs', { value: valuta === 'SEK' ? 1 : kurs, rules: [rules.required()], label: rateLabel });
  const sek = values.belopp !== null ? values.belopp * (valuta === 'SEK' ? 1 : (kurs ?? 0)) : null;
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
            Text: values.text.trim(),
            Belopp: values.belopp ?? 0,
            Moms: values.moms ?? 0,
            Valuta: valuta,
            Valutakurs: valuta === 'SEK' ? 1 : (kurs ?? 1),
            Varugrupp: values.varugrupp,
            Kvitto: values.file ? await fileToUpload(values.file) : null,
          },
        })
      }
    >
      {rows.receipt(receiptName)}
      <div className="grid gap-4 sm:grid-cols-2">
        {rows.date()}
        {rows.group()}
      </div>
      {rows.text()}
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id="utl-valuta"
          label={t('compensations.expense.currency')}
          value={valuta}
          onChange={(v) => setValuta(v as typeof valuta)}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        {valuta !== 'SEK' && (
          <NumberField
            id="utl-kurs"
            label={rateLabel}
            value={kurs}
            onChange={setKurs}
            decimals={4}
            suffix="SEK"
            required
            {...rate}
            error={rate.error ?? server('Valutakurs')}
          />
        )}
        {rows.amount(t('compensations.expense.amount'), valuta)}
        {rows.vat(valuta)}
      </div>
      {sek !== null && valuta !== 'SEK' && <p className="text-sm">{t('compensations.expense.inSek', { amount: money(sek, lang) })}</p>}
    </ClaimForm>
  );
}

/** The out-of-pocket guide: receipt, amount, VAT, currency (SEK first) with its rate, goods group. */
export function ExpenseDialog() {
  const t = useT();
  const [dialog, saving, close] = useUnit([$dialog, $saving, dialogClosed]);
  const open = dialog?.kind === 'expense';
  return (
    <ClaimDialog open={open} onClose={() => close()} saving={saving} title={t('compensations.expense.title')}>
      {open && <ExpenseForm key={dialog.guideId ?? 'new'} guideId={dialog.guideId} input={dialog.input} receiptName={dialog.receiptName} />}
    </ClaimDialog>
  );
}
