import { $ftgInfo, $licence, $locale, lists, useT } from '@lonna/core';
import { Button, Checkbox, DatePicker, Dialog, FileUpload, NumberField, Select, TextField } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { REPRESENTATION_TYPES } from '@lonna/plugin-compensations/contracts';
import { CURRENCIES, TEXT_MAX, type TravelLineInput } from '../../contracts';
import { EventFields, type EventValues, eventBody, NO_EVENT } from './event-fields';
import { fileToUpload, money, RECEIPT_ACCEPT } from './format';
import { FormError } from './line-dialog';
import { $autoScan, $dialog, $saveError, $saving, $scanError, $scanned, $scanning, autoScanToggled, dialogClosed, lineSubmitted, scanRequested } from './model';

const todayIso = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
type Currency = (typeof CURRENCIES)[number];

/**
 * The receipt dialog (spec: width 800): the file with its preview (an inline frame for PDF, the image otherwise), then
 * the fields the scan fills — description, date, merchant, goods group, sum, VAT (only for a VAT-liable company:
 * `Momspliktig`; otherwise no VAT is sent), currency — and the auto-scan checkbox. Confirm is disabled while
 * scanning; after a scan the form is filled and the description focused.
 */
function ReceiptForm({ reportId }: { reportId: string }) {
  const t = useT();
  const [company, groups] = useUnit([$ftgInfo, lists.productGroups.$items]);
  const vatLiable = Boolean(company?.Momspliktig);
  const [licence, lang, autoScan, scanning, scanned, scanError, saving, saveError, setAutoScan, scan, submit, close] = useUnit([
    $licence,
    $locale,
    $autoScan,
    $scanning,
    $scanned,
    $scanError,
    $saving,
    $saveError,
    autoScanToggled,
    scanRequested,
    lineSubmitted,
    dialogClosed,
  ]);
  const scanEnabled = Boolean(licence?.HasPlus);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [datum, setDatum] = useState(todayIso());
  const [leverantor, setLeverantor] = useState('');
  const [belopp, setBelopp] = useState<number | null>(null);
  const [moms, setMoms] = useState<number | null>(0);
  const [valuta, setValuta] = useState<Currency>('SEK');
  const [kurs, setKurs] = useState<number | null>(1);
  const [events, setEvents] = useState<EventValues>(NO_EVENT);
  const [card, setCard] = useState(false);
  const [repr, setRepr] = useState('');
  const [gaster, setGaster] = useState('');
  const [deltagare, setDeltagare] = useState('');
  const [antal, setAntal] = useState<number | null>(null);
  const [varugrupp, setVarugrupp] = useState('');
  const description = useRef<HTMLInputElement>(null);
  const server = (f: string) => (saveError?.field === f ? saveError.message : undefined);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // the scan's answer fills the form (what it did not read stays as typed) and the description takes the focus
  useEffect(() => {
    if (!scanned) return;
    if (scanned.TransactionDate) setDatum(scanned.TransactionDate);
    if (scanned.MerchantName) setLeverantor(scanned.MerchantName.slice(0, 60));
    if (scanned.Total !== null) setBelopp(scanned.Total);
    if (scanned.Tax !== null) setMoms(scanned.Tax);
    if ((CURRENCIES as readonly string[]).includes(scanned.Currency)) setValuta(scanned.Currency as Currency);
    setText((v) => v || (scanned.ReceiptTypeCronaStdText || scanned.MerchantName).slice(0, TEXT_MAX));
    description.current?.focus();
  }, [scanned]);

  const startScan = async (f: File) => scan(await fileToUpload(f));
  const chosen = (f: File | null) => {
    setFile(f);
    if (f && scanEnabled && autoScan) void startScan(f);
  };
  const confidence = scanned?.Read ? t('travel.scan.read', { total: scanned.Confidence.Total >= 0.8 ? t('travel.scan.sure') : t('travel.scan.check') }) : null;

  return (
    <form
      id="travel-receipt-form"
      noValidate
      className="grid gap-4 md:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit({
          reportId,
          body: {
            Datum: datum,
            Text: text.trim(),
            Leverantor: leverantor.trim(),
            Belopp: belopp ?? 0,
            Moms: vatLiable ? (moms ?? 0) : 0,
            Varugrupp: varugrupp,
            Valuta: valuta,
            Valutakurs: valuta === 'SEK' ? 1 : (kurs ?? 1),
            KvittoId: scanned?.KvittoId ?? '',
            ...eventBody(events),
            Foretagskort: card,
            ReprTyp: repr as TravelLineInput['ReprTyp'],
            Gaster: repr ? gaster.trim() : '',
            Deltagare: repr ? deltagare.trim() : '',
            ReprAntal: repr ? (antal ?? 0) : 0,
          },
        });
      }}
    >
      <div className="flex flex-col gap-3">
        <FileUpload
          id="tr-kvitto"
          label={t('travel.receipt')}
          file={file}
          onFileChange={chosen}
          accept={RECEIPT_ACCEPT}
          scanEnabled={scanEnabled}
          autoScan={autoScan}
          onScan={() => file && void startScan(file)}
          scanning={scanning}
          error={scanError ?? undefined}
        />
        {preview &&
          (file?.type === 'application/pdf' ? (
            <iframe title={t('travel.preview')} src={preview} className="h-72 w-full rounded border border-outline" />
          ) : (
            <img src={preview} alt={t('travel.preview')} className="max-h-72 w-full rounded border border-outline object-contain" />
          ))}
        {scanEnabled && <Checkbox label={t('travel.scan.auto')} checked={autoScan} onChange={setAutoScan} />}
        {scanning && <p role="status">{t('travel.scan.scanning')}</p>}
        {!scanning && confidence && <p role="status">{confidence}</p>}
        {!scanning && scanned && !scanned.Read && <p role="status">{t('travel.scan.unread')}</p>}
      </div>
      <div className="flex flex-col gap-4">
        <TextField
          id="tr-text"
          label={t('travel.fields.description')}
          value={text}
          onChange={setText}
          counter={TEXT_MAX}
          required
          inputRef={description}
          error={server('Text')}
        />
        <DatePicker id="tr-datum" label={t('travel.fields.date')} value={datum} onChange={setDatum} required error={server('Datum')} />
        <TextField
          id="tr-leverantor"
          label={t('travel.fields.merchant')}
          value={leverantor}
          onChange={setLeverantor}
          counter={60}
          error={server('Leverantor')}
        />
        <Select
          id="tr-varugrupp"
          label={t('travel.fields.goodsGroup')}
          value={varugrupp}
          onChange={setVarugrupp}
          options={[{ value: '', label: t('travel.fields.noGoodsGroup') }, ...(groups ?? []).map((g) => ({ value: g.Id, label: g.Namn }))]}
          error={server('Varugrupp')}
        />
        <div className="grid grid-cols-2 gap-4">
          <NumberField
            id="tr-belopp"
            label={t('travel.fields.sum')}
            value={belopp}
            onChange={setBelopp}
            decimals={2}
            suffix={valuta}
            required
            error={server('Belopp')}
          />
          {vatLiable && (
            <NumberField id="tr-moms" label={t('travel.fields.vat')} value={moms} onChange={setMoms} decimals={2} suffix={valuta} error={server('Moms')} />
          )}
          <Select
            id="tr-valuta"
            label={t('travel.fields.currency')}
            value={valuta}
            onChange={(v) => setValuta(v as Currency)}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          {valuta !== 'SEK' && (
            <NumberField
              id="tr-kurs"
              label={t('travel.fields.rate')}
              value={kurs}
              onChange={setKurs}
              decimals={4}
              suffix="SEK"
              required
              error={server('Valutakurs')}
            />
          )}
        </div>
        {belopp !== null && valuta !== 'SEK' && <p className="text-sm">{t('travel.inSek', { amount: money(belopp * (kurs ?? 0), lang) })}</p>}
        <Checkbox id="tr-kort" label={t('travel.fields.companyCard')} hint={t('travel.fields.companyCardHint')} checked={card} onChange={setCard} />
        <EventFields idPrefix="tr" value={events} onChange={setEvents} error={server} />
        <Select
          id="tr-repr"
          label={t('travel.representation')}
          value={repr}
          onChange={setRepr}
          options={[{ value: '', label: t('travel.reprNone') }, ...REPRESENTATION_TYPES.map((r) => ({ value: r, label: t(`travel.repr.${r}`) }))]}
          error={server('ReprTyp')}
        />
        {repr && (
          <>
            <TextField id="tr-gaster" label={t('travel.fields.guests')} value={gaster} onChange={setGaster} counter={200} error={server('Gaster')} />
            <TextField
              id="tr-deltagare"
              label={t('travel.fields.participants')}
              value={deltagare}
              onChange={setDeltagare}
              counter={200}
              error={server('Deltagare')}
            />
            <NumberField id="tr-antal" label={t('travel.fields.people')} value={antal} onChange={setAntal} decimals={0} error={server('ReprAntal')} />
          </>
        )}
        <FormError />
        <div className="flex justify-end gap-2">
          <Button variant="text" onClick={() => close()}>
            {t('travel.actions.cancel')}
          </Button>
          <Button type="submit" busy={saving} disabled={scanning}>
            {t('travel.actions.confirm')}
          </Button>
        </div>
      </div>
    </form>
  );
}

export function ReceiptDialog() {
  const t = useT();
  const [dialog, saving, close] = useUnit([$dialog, $saving, dialogClosed]);
  const open = dialog?.kind === 'receipt';
  return (
    <Dialog open={open} onClose={() => close()} busy={saving} width={800} title={t('travel.receiptTitle')}>
      {open && <ReceiptForm key={dialog.reportId} reportId={dialog.reportId} />}
    </Dialog>
  );
}
