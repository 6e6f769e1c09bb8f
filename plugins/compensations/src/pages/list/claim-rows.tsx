import { lists, snackbarShown, useT } from '@lonna/core';
import { DatePicker, FileUpload, NumberField, Select, TextField, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { TEXT_MAX } from '../../contracts';
import { type SaveError, serverError, todayIso } from './claim-frame';
import { RECEIPT_ACCEPT } from './format';

/** what a claim starts with: a saved row's or guide's answers, or nothing (a new claim) */
export interface ClaimStart {
  Datum?: string;
  Text?: string;
  Belopp?: number | null;
  Moms?: number | null;
  Varugrupp?: string;
  Brukare?: string;
}

interface Options {
  /** the prefix of the fields' ids (one a dialog) */
  id: string;
  saveError: SaveError | null;
  start: ClaimStart | null;
  /** VAT of a new claim: 0, or empty where it must be typed */
  newVat?: number | null;
  saving: boolean;
}

/** the goods group as the wire has it: the all-zero id means none, shown as '' */
const groupOf = (id: string | undefined) => (id && !/^0{8}-/.test(id) ? id : '');

/**
 * The form of a claim and the rows every claim has — date, text, amount, VAT, goods group, receipt, care recipient — with their state, their
 * checks and the server's error under each. A dialog places the rows it uses (a row registers its check only when it is
 * shown) and adds its own fields around them.
 */
export function useClaimRows({ id, saveError, start, newVat = 0, saving }: Options) {
  const t = useT();
  const [groups, notify] = useUnit([lists.productGroups.$items, snackbarShown]);
  const form = useForm({ onError: (m) => notify({ text: m, color: 'error' }) });
  const server = serverError(saveError);
  const [datum, setDatum] = useState(start?.Datum ?? todayIso());
  const [text, setText] = useState(start?.Text ?? '');
  const [belopp, setBelopp] = useState<number | null>(start?.Belopp ?? null);
  const [moms, setMoms] = useState<number | null>(start ? (start.Moms ?? null) : newVat);
  const [varugrupp, setVarugrupp] = useState(groupOf(start?.Varugrupp));
  const [brukare, setBrukare] = useState(start?.Brukare ?? '');
  const [file, setFile] = useState<File | null>(null);
  const dateLabel = t('compensations.fields.date');

  const rows = {
    date: () => {
      const f = form.field('Datum', { value: datum, rules: [rules.required(), rules.date()], label: dateLabel });
      return (
        <DatePicker
          id={`${id}-datum`}
          label={dateLabel}
          value={datum}
          onChange={setDatum}
          required
          disabled={saving}
          {...f}
          error={f.error ?? server('Datum')}
        />
      );
    },
    /** the claim's text; a guide may name it otherwise (the mileage guide's trip is `Resa`) */
    text: (label = t('compensations.fields.text'), name = 'Text') => {
      const f = form.field(name, { value: text, rules: [rules.required(), rules.maxLength(TEXT_MAX)], label });
      return (
        <TextField
          id={`${id}-text`}
          label={label}
          value={text}
          onChange={setText}
          counter={TEXT_MAX}
          required
          trimOnBlur
          {...f}
          error={f.error ?? server(name)}
        />
      );
    },
    amount: (label = t('compensations.fields.amount'), currency = 'kr') => {
      const f = form.field('Belopp', { value: belopp, rules: [rules.required()], label });
      return (
        <NumberField
          id={`${id}-belopp`}
          label={label}
          value={belopp}
          onChange={setBelopp}
          decimals={2}
          suffix={currency}
          required
          {...f}
          error={f.error ?? server('Belopp')}
        />
      );
    },
    vat: (currency = 'kr') => (
      <NumberField
        id={`${id}-moms`}
        label={t('compensations.fields.vat')}
        value={moms}
        onChange={setMoms}
        decimals={2}
        suffix={currency}
        error={server('Moms')}
      />
    ),
    group: () => (
      <Select
        id={`${id}-varugrupp`}
        label={t('compensations.fields.goodsGroup')}
        value={varugrupp}
        onChange={setVarugrupp}
        options={[{ value: '', label: t('compensations.none') }, ...(groups ?? []).map((g) => ({ value: g.Id, label: g.Namn }))]}
        error={server('Varugrupp')}
      />
    ),
    /** the receipt: a new file, or the one stored with the row (kept unless a new one is sent) */
    receipt: (existingName = '') => (
      <FileUpload
        id={`${id}-kvitto`}
        label={t('compensations.fields.receipt')}
        file={file}
        onFileChange={setFile}
        accept={RECEIPT_ACCEPT}
        existingName={existingName || undefined}
        error={server('Kvitto') ?? server('Content') ?? server('Type')}
      />
    ),
    careRecipient: () => (
      <TextField
        id={`${id}-brukare`}
        label={t('compensations.fields.careRecipient')}
        value={brukare}
        onChange={setBrukare}
        required
        error={server('Brukare')}
      />
    ),
  };
  // `frame` goes to <ClaimForm {...frame}>; a dialog's own fields register with `form`
  return { form, frame: { form, saving, saveError }, rows, values: { datum, text, belopp, moms, varugrupp, brukare, file } };
}
