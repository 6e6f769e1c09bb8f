import { $locale, lists, snackbarShown, useT } from '@lonna/core';
import { Button, DatePicker, Dialog, FileUpload, NumberField, Select, TextField, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { CURRENCIES, type ExpenseInput, TEXT_MAX } from '../../contracts';
import { fileToUpload, money, RECEIPT_ACCEPT } from './format';
import { $anstNr, $dialog, $saveError, $saving, dialogClosed, expenseSubmitted } from './model';

const todayIso = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

function ExpenseForm({ guideId, input, receiptName }: { guideId: string | null; input: Omit<ExpenseInput, 'Kvitto'> | null; receiptName: string }) {
  const t = useT();
  const [groups, saving, saveError, anstNr, lang, submit, close, notify] = useUnit([
    lists.productGroups.$items,
    $saving,
    $saveError,
    $anstNr,
    $locale,
    expenseSubmitted,
    dialogClosed,
    snackbarShown,
  ]);
  const [datum, setDatum] = useState(input?.Datum ?? todayIso());
  const [text, setText] = useState(input?.Text ?? '');
  const [belopp, setBelopp] = useState<number | null>(input?.Belopp ?? null);
  const [moms, setMoms] = useState<number | null>(input?.Moms ?? 0);
  const [valuta, setValuta] = useState(input?.Valuta ?? 'SEK');
  const [kurs, setKurs] = useState<number | null>(input?.Valutakurs ?? 1);
  const [varugrupp, setVarugrupp] = useState(input?.Varugrupp && !/^0{8}-/.test(input.Varugrupp) ? input.Varugrupp : '');
  const [file, setFile] = useState<File | null>(null);
  const form = useForm({ onError: (m) => notify({ text: m, color: 'error' }) });
  const server = (f: string) => (saveError?.field === f ? saveError.message : undefined);
  const L = {
    date: t('compensations.fields.date'),
    text: t('compensations.fields.text'),
    amount: t('compensations.expense.amount'),
    vat: t('compensations.fields.vat'),
    currency: t('compensations.expense.currency'),
    rate: t('compensations.expense.rate'),
  };
  const f = {
    datum: form.field('Datum', { value: datum, rules: [rules.required(), rules.date()], label: L.date }),
    text: form.field('Text', { value: text, rules: [rules.required(), rules.maxLength(TEXT_MAX)], label: L.text }),
    belopp: form.field('Belopp', { value: belopp, rules: [rules.required()], label: L.amount }),
    kurs: form.field('Valutakurs', { value: valuta === 'SEK' ? 1 : kurs, rules: [rules.required()], label: L.rate }),
  };
  const sek = belopp !== null ? belopp * (valuta === 'SEK' ? 1 : (kurs ?? 0)) : null;
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
            Text: text.trim(),
            Belopp: belopp ?? 0,
            Moms: moms ?? 0,
            Valuta: valuta,
            Valutakurs: valuta === 'SEK' ? 1 : (kurs ?? 1),
            Varugrupp: varugrupp,
            Kvitto: file ? await fileToUpload(file) : null,
          },
        });
      }}
    >
      <FileUpload
        id="utl-kvitto"
        label={t('compensations.fields.receipt')}
        file={file}
        onFileChange={setFile}
        accept={RECEIPT_ACCEPT}
        existingName={receiptName || undefined}
        error={server('Kvitto') ?? server('Content') ?? server('Type')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePicker id="utl-datum" label={L.date} value={datum} onChange={setDatum} required {...f.datum} error={f.datum.error ?? server('Datum')} />
        <Select
          id="utl-varugrupp"
          label={t('compensations.fields.goodsGroup')}
          value={varugrupp}
          onChange={setVarugrupp}
          options={[{ value: '', label: t('compensations.none') }, ...(groups ?? []).map((g) => ({ value: g.Id, label: g.Namn }))]}
          error={server('Varugrupp')}
        />
      </div>
      <TextField
        id="utl-text"
        label={L.text}
        value={text}
        onChange={setText}
        counter={TEXT_MAX}
        required
        trimOnBlur
        {...f.text}
        error={f.text.error ?? server('Text')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id="utl-valuta"
          label={L.currency}
          value={valuta}
          onChange={(v) => setValuta(v as typeof valuta)}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        {valuta !== 'SEK' && (
          <NumberField
            id="utl-kurs"
            label={L.rate}
            value={kurs}
            onChange={setKurs}
            decimals={4}
            suffix="SEK"
            required
            {...f.kurs}
            error={f.kurs.error ?? server('Valutakurs')}
          />
        )}
        <NumberField
          id="utl-belopp"
          label={L.amount}
          value={belopp}
          onChange={setBelopp}
          decimals={2}
          suffix={valuta}
          required
          {...f.belopp}
          error={f.belopp.error ?? server('Belopp')}
        />
        <NumberField id="utl-moms" label={L.vat} value={moms} onChange={setMoms} decimals={2} suffix={valuta} error={server('Moms')} />
      </div>
      {sek !== null && valuta !== 'SEK' && <p className="text-sm">{t('compensations.expense.inSek', { amount: money(sek, lang) })}</p>}
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

/** The out-of-pocket guide: receipt, amount, VAT, currency (SEK first) with its rate, goods group. */
export function ExpenseDialog() {
  const t = useT();
  const [dialog, saving, close] = useUnit([$dialog, $saving, dialogClosed]);
  const open = dialog?.kind === 'expense';
  return (
    <Dialog open={open} onClose={() => close()} busy={saving} width={640} title={t('compensations.expense.title')}>
      {open && <ExpenseForm key={dialog.guideId ?? 'new'} guideId={dialog.guideId} input={dialog.input} receiptName={dialog.receiptName} />}
    </Dialog>
  );
}
