import { $ftgInfo, $portalInfo, lists, snackbarShown, useT } from '@lonna/core';
import { Button, DatePicker, Dialog, FileUpload, NumberField, Select, TextField, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { type Compensation, EXTRATEXT_MAX, TEXT_MAX } from '../../contracts';
import { missingRequiredField } from '../../rules/required';
import { fileToUpload, RECEIPT_ACCEPT } from './format';
import { $anstNr, $dialog, $saveError, $saving, dialogClosed, manualSubmitted } from './model';

const ZERO_GUID = '00000000-0000-0000-0000-000000000000';
const todayIso = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

function ManualForm({ row }: { row: Compensation | null }) {
  const t = useT();
  const [payCodes, groups, saving, saveError, anstNr, ftg, portal, submit, close, notify] = useUnit([
    lists.payCodes.$items,
    lists.productGroups.$items,
    $saving,
    $saveError,
    $anstNr,
    $ftgInfo,
    $portalInfo,
    manualSubmitted,
    dialogClosed,
    snackbarShown,
  ]);
  const [datum, setDatum] = useState(row?.Datum ?? todayIso());
  const [typ, setTyp] = useState<'ERS' | 'UTLÄGG'>(row?.Typ === 'UTLÄGG' ? 'UTLÄGG' : 'ERS');
  const [lonKod, setLonKod] = useState(row?.LonKod ?? '');
  const [text, setText] = useState(row?.Text ?? '');
  const [extratext, setExtratext] = useState(row?.Extratext ?? '');
  const [antal, setAntal] = useState<number | null>(row?.Antal ?? 1);
  const [belopp, setBelopp] = useState<number | null>(row?.Belopp ?? null);
  const [moms, setMoms] = useState<number | null>(row?.Moms ?? 0);
  const [varugrupp, setVarugrupp] = useState(row?.Varugrupp && row.Varugrupp !== ZERO_GUID ? row.Varugrupp : '');
  const [brukare, setBrukare] = useState(row?.Brukare ?? '');
  const [file, setFile] = useState<File | null>(null);
  const form = useForm({ onError: (m) => notify({ text: m, color: 'error' }) });
  const server = (f: string) => (saveError?.field === f ? saveError.message : undefined);
  const flags = { ...(ftg ?? {}), ...(portal ?? {}) } as Record<string, unknown>;
  // the same conditional rule as the server (core's pure rules): the message names the field
  const missing = missingRequiredField({ Typ: typ, Brukare: brukare, hasFile: file !== null, KvittoId: row?.KvittoId ?? '' }, flags);
  const needsBrukare = missingRequiredField({ Typ: 'ERS', Brukare: '', hasFile: true }, flags) === 'Brukare';

  const L = {
    date: t('compensations.fields.date'),
    type: t('compensations.fields.kind'),
    payCode: t('compensations.fields.payCode'),
    text: t('compensations.fields.text'),
    extratext: t('compensations.fields.extratext'),
    quantity: t('compensations.fields.quantity'),
    amount: t('compensations.fields.amount'),
    vat: t('compensations.fields.vat'),
    group: t('compensations.fields.goodsGroup'),
    brukare: t('compensations.fields.careRecipient'),
    receipt: t('compensations.fields.receipt'),
  };
  const f = {
    datum: form.field('Datum', { value: datum, rules: [rules.required(), rules.date()], label: L.date }),
    lonKod: form.field('LonKod', { value: lonKod, rules: [rules.required()], label: L.payCode }),
    text: form.field('Text', { value: text, rules: [rules.required(), rules.maxLength(TEXT_MAX)], label: L.text }),
    belopp: form.field('Belopp', { value: belopp, rules: [rules.required()], label: L.amount }),
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (form.validateAll()) return;
        if (missing) {
          notify({ text: t('compensations.required', { field: missing === 'Kvitto' ? L.receipt : L.brukare }), color: 'error' });
          return;
        }
        submit({
          Id: row?.Id ?? null,
          body: {
            AnstNr: row?.AnstNr ?? anstNr,
            Datum: datum,
            Typ: typ,
            LonKod: lonKod,
            Text: text.trim(),
            Extratext: extratext.trim(),
            Antal: antal ?? 1,
            Belopp: belopp ?? 0,
            Moms: moms ?? 0,
            Varugrupp: varugrupp,
            Brukare: brukare,
            Kvitto: file ? await fileToUpload(file) : null,
          },
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePicker
          id="comp-datum"
          label={L.date}
          value={datum}
          onChange={setDatum}
          required
          disabled={saving}
          {...f.datum}
          error={f.datum.error ?? server('Datum')}
        />
        <Select
          id="comp-typ"
          label={L.type}
          value={typ}
          onChange={(v) => setTyp(v as 'ERS' | 'UTLÄGG')}
          options={[
            { value: 'ERS', label: t('compensations.kind.ERS') },
            { value: 'UTLÄGG', label: t('compensations.kind.UTLÄGG') },
          ]}
        />
        <Select
          id="comp-lonkod"
          label={L.payCode}
          value={lonKod}
          onChange={setLonKod}
          required
          options={[{ value: '', label: t('compensations.choose') }, ...(payCodes ?? []).map((c) => ({ value: c.LonKod, label: `${c.LonKod} ${c.BenText}` }))]}
          {...f.lonKod}
          error={f.lonKod.error ?? server('LonKod')}
        />
        <Select
          id="comp-varugrupp"
          label={L.group}
          value={varugrupp}
          onChange={setVarugrupp}
          options={[{ value: '', label: t('compensations.none') }, ...(groups ?? []).map((g) => ({ value: g.Id, label: g.Namn }))]}
          error={server('Varugrupp')}
        />
      </div>
      <TextField
        id="comp-text"
        label={L.text}
        value={text}
        onChange={setText}
        counter={TEXT_MAX}
        required
        trimOnBlur
        {...f.text}
        error={f.text.error ?? server('Text')}
      />
      <TextField id="comp-extratext" label={L.extratext} value={extratext} onChange={setExtratext} counter={EXTRATEXT_MAX} error={server('Extratext')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField id="comp-antal" label={L.quantity} value={antal} onChange={setAntal} decimals={2} error={server('Antal')} />
        <NumberField
          id="comp-belopp"
          label={L.amount}
          value={belopp}
          onChange={setBelopp}
          decimals={2}
          suffix="kr"
          required
          {...f.belopp}
          error={f.belopp.error ?? server('Belopp')}
        />
        <NumberField id="comp-moms" label={L.vat} value={moms} onChange={setMoms} decimals={2} suffix="kr" error={server('Moms')} />
      </div>
      {needsBrukare && <TextField id="comp-brukare" label={L.brukare} value={brukare} onChange={setBrukare} required error={server('Brukare')} />}
      <FileUpload
        id="comp-kvitto"
        label={L.receipt}
        file={file}
        onFileChange={setFile}
        accept={RECEIPT_ACCEPT}
        existingName={row?.KvittoNamn || undefined}
        error={server('Kvitto') ?? server('Content') ?? server('Type')}
      />
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
          {t('compensations.actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** Type in or change a compensation (only an open one typed in by hand: the server says so in KanAndras). */
export function ManualDialog() {
  const t = useT();
  const [dialog, saving, close] = useUnit([$dialog, $saving, dialogClosed]);
  const open = dialog?.kind === 'manual';
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      busy={saving}
      width={640}
      title={open && dialog.row ? t('compensations.dialog.edit') : t('compensations.dialog.new')}
    >
      {open && <ManualForm key={dialog.row?.Id ?? 'new'} row={dialog.row} />}
    </Dialog>
  );
}
