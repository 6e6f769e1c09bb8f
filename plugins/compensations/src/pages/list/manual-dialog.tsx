import { $ftgInfo, $portalInfo, lists, snackbarShown, useT } from '@lonna/core';
import { NumberField, Select, TextField } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { type Compensation, EXTRATEXT_MAX } from '../../contracts';
import { missingRequiredField } from '../../rules/required';
import { ClaimDialog, ClaimForm, serverError } from './claim-frame';
import { useClaimRows } from './claim-rows';
import { fileToUpload } from './format';
import { $anstNr, $dialog, $saveError, $saving, dialogClosed, manualSubmitted } from './model';

function ManualForm({ row }: { row: Compensation | null }) {
  const t = useT();
  const [payCodes, saving, saveError, anstNr, ftg, portal, submit, close, notify] = useUnit([
    lists.payCodes.$items,
    $saving,
    $saveError,
    $anstNr,
    $ftgInfo,
    $portalInfo,
    manualSubmitted,
    dialogClosed,
    snackbarShown,
  ]);
  const { form, frame, rows, values } = useClaimRows({ id: 'comp', saveError, start: row, saving });
  const [typ, setTyp] = useState<'ERS' | 'UTLÄGG'>(row?.Typ === 'UTLÄGG' ? 'UTLÄGG' : 'ERS');
  const [lonKod, setLonKod] = useState(row?.LonKod ?? '');
  const [extratext, setExtratext] = useState(row?.Extratext ?? '');
  const [antal, setAntal] = useState<number | null>(row?.Antal ?? 1);
  const server = serverError(saveError);
  const flags = { ...(ftg ?? {}), ...(portal ?? {}) } as Record<string, unknown>;
  // the same conditional rule as the server (core's pure rules): the message names the field
  const missing = missingRequiredField({ Typ: typ, Brukare: values.brukare, hasFile: values.file !== null, KvittoId: row?.KvittoId ?? '' }, flags);
  const needsBrukare = missingRequiredField({ Typ: 'ERS', Brukare: '', hasFile: true }, flags) === 'Brukare';
  const payCodeLabel = t('compensations.fields.payCode');
  const payCode = form.field('LonKod', { value: lonKod, rules: [rules.required()], label: payCodeLabel });

  return (
    <ClaimForm
      {...frame}
      submitLabel={t('compensations.actions.save')}
      onCancel={() => close()}
      onSubmit={async () => {
        if (missing) {
          const field = t(missing === 'Kvitto' ? 'compensations.fields.receipt' : 'compensations.fields.careRecipient');
          notify({ text: t('compensations.required', { field }), color: 'error' });
          return;
        }
        submit({
          Id: row?.Id ?? null,
          body: {
            AnstNr: row?.AnstNr ?? anstNr,
            Datum: values.datum,
            Typ: typ,
            LonKod: lonKod,
            Text: values.text.trim(),
            Extratext: extratext.trim(),
            Antal: antal ?? 1,
            Belopp: values.belopp ?? 0,
            Moms: values.moms ?? 0,
            Varugrupp: values.varugrupp,
            Brukare: values.brukare,
            Kvitto: values.file ? await fileToUpload(values.file) : null,
          },
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {rows.date()}
        <Select
          id="comp-typ"
          label={t('compensations.fields.kind')}
          value={typ}
          onChange={(v) => setTyp(v as 'ERS' | 'UTLÄGG')}
          options={[
            { value: 'ERS', label: t('compensations.kind.ERS') },
            { value: 'UTLÄGG', label: t('compensations.kind.UTLÄGG') },
          ]}
        />
        <Select
          id="comp-lonkod"
          label={payCodeLabel}
          value={lonKod}
          onChange={setLonKod}
          required
          options={[{ value: '', label: t('compensations.choose') }, ...(payCodes ?? []).map((c) => ({ value: c.LonKod, label: `${c.LonKod} ${c.BenText}` }))]}
          {...payCode}
          error={payCode.error ?? server('LonKod')}
        />
        {rows.group()}
      </div>
      {rows.text()}
      <TextField
        id="comp-extratext"
        label={t('compensations.fields.extratext')}
        value={extratext}
        onChange={setExtratext}
        counter={EXTRATEXT_MAX}
        error={server('Extratext')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField id="comp-antal" label={t('compensations.fields.quantity')} value={antal} onChange={setAntal} decimals={2} error={server('Antal')} />
        {rows.amount()}
        {rows.vat()}
      </div>
      {needsBrukare && rows.careRecipient()}
      {rows.receipt(row?.KvittoNamn)}
    </ClaimForm>
  );
}

/** Type in or change a compensation (only an open one typed in by hand: the server says so in KanAndras). */
export function ManualDialog() {
  const t = useT();
  const [dialog, saving, close] = useUnit([$dialog, $saving, dialogClosed]);
  const open = dialog?.kind === 'manual';
  return (
    <ClaimDialog
      open={open}
      onClose={() => close()}
      saving={saving}
      title={open && dialog.row ? t('compensations.dialog.edit') : t('compensations.dialog.new')}
    >
      {open && <ManualForm key={dialog.row?.Id ?? 'new'} row={dialog.row} />}
    </ClaimDialog>
  );
}
