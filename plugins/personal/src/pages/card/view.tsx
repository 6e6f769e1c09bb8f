import { BankIdSignDialog, snackbarShown, useT } from '@lonna/core';
import { Button, Checkbox, Select, Spinner, Tabs, TextField, Title } from '@lonna/core/ui';
import { formatPersonnummer } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { FormActions, ListSection, Section, useFieldError } from './parts';
import { VehiclesSection } from './vehicles-section';
import { RELATIONS, type Card, type Child, type Contact, type PendingChange, type Relation } from '../../contracts';
import {
  $canApprove,
  $card,
  $chosen,
  $employees,
  $failed,
  $loading,
  $pending,
  $saving,
  addressSaved,
  addressSubmitted,
  bankSign,
  changeAccepted,
  changeRejected,
  childDeleted,
  childSaved,
  childSubmitted,
  contactDeleted,
  contactSaved,
  contactSubmitted,
  decided,
  employeeChosen,
  $exporting,
  $paxmlWaiting,
  paxmlExportClicked,
  paxmlExported,
} from './model';

const postnr = (p: string) => (p.length === 5 ? `${p.slice(0, 3)} ${p.slice(3)}` : p);

const CHIP =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-on-surface';
const DOT = { PENDING: 'bg-warning', ACCEPTED: 'bg-success', REJECTED: 'bg-error' } as const;

function StateChip({ state }: { state: 'PENDING' | 'ACCEPTED' | 'REJECTED' }) {
  const t = useT();
  return (
    <span className={CHIP}>
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[state]}`} />
      {t(`personal.state.${state}`)}
    </span>
  );
}

function AddressSection({ card }: { card: Card }) {
  const t = useT();
  const [saving, add, notify] = useUnit([$saving, addressSubmitted, snackbarShown]);
  const err = useFieldError('address');
  const address = card.Address!;
  const [open, setOpen] = useState(false);
  const [f, setF] = useState({ Gata: '', Postnr: '', Ort: '', Land: 'Sverige', GallerFran: '' });
  const set = (k: keyof typeof f) => (v: string) => setF((x) => ({ ...x, [k]: v }));
  useEffect(
    () =>
      addressSaved.watch(() => {
        setOpen(false);
        setF({ Gata: '', Postnr: '', Ort: '', Land: 'Sverige', GallerFran: '' });
        notify({ text: t('personal.address.saved'), color: 'success' });
      }),
    [notify, t],
  );
  const waiting = address.History.filter((a) => a.Status === 'PENDING');
  return (
    <Section
      id="address"
      title={t('personal.address.title')}
      action={
        !open && (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('personal.address.change')}
          </Button>
        )
      }
    >
      {address.Current ? (
        <p className="text-on-surface">
          {address.Current.Gata}
          <br />
          {postnr(address.Current.Postnr)} {address.Current.Ort}
          {address.Current.Land !== 'Sverige' && `, ${address.Current.Land}`}
          <span className="block text-sm text-muted">{t('personal.address.since', { date: address.Current.GallerFran })}</span>
        </p>
      ) : (
        <p className="text-muted">{t('personal.address.none')}</p>
      )}
      {waiting.map((a) => (
        <p key={a.Id} className="flex flex-wrap items-center gap-2 text-sm text-on-surface">
          <StateChip state="PENDING" /> {a.Gata}, {postnr(a.Postnr)} {a.Ort} · {t('personal.address.from', { date: a.GallerFran })}
        </p>
      ))}
      {open && (
        <form
          noValidate
          aria-label={t('personal.address.change')}
          className="grid gap-3 md:grid-cols-2"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            add({ AnstNr: card.AnstNr, Gata: f.Gata, Postnr: f.Postnr, Ort: f.Ort, Land: f.Land, Datum: f.GallerFran });
          }}
        >
          <TextField
            id="personal-gata"
            label={t('personal.address.gata')}
            value={f.Gata}
            onChange={set('Gata')}
            error={err.of('Gata')}
            autoComplete="street-address"
          />
          <TextField
            id="personal-postnr"
            label={t('personal.address.postnr')}
            value={f.Postnr}
            onChange={set('Postnr')}
            error={err.of('Postnr')}
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <TextField
            id="personal-ort"
            label={t('personal.address.ort')}
            value={f.Ort}
            onChange={set('Ort')}
            error={err.of('Ort')}
            autoComplete="address-level2"
          />
          <TextField id="personal-land" label={t('personal.address.land')} value={f.Land} onChange={set('Land')} error={err.of('Land')} />
          <TextField
            id="personal-fran"
            type="date"
            label={t('personal.address.gallerFran')}
            value={f.GallerFran}
            onChange={set('GallerFran')}
            error={err.of('Datum')}
          />
          <FormActions error={err.general} saving={saving} onCancel={() => setOpen(false)} />
        </form>
      )}
      {address.History.length > 1 && (
        <details>
          <summary className="cursor-pointer text-sm text-primary">{t('personal.address.history')}</summary>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {address.History.map((a) => (
              <li key={a.Id} className="flex flex-wrap items-center gap-2 text-on-surface">
                <span className="tabular-nums">{a.GallerFran}</span> {a.Gata}, {postnr(a.Postnr)} {a.Ort} <StateChip state={a.Status} />
                {a.Orsak && <span className="text-muted">({a.Orsak})</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Section>
  );
}

const EMPTY_CONTACT = { Fornamn: '', Efternamn: '', Epost: '', Telefon: '', Mobil: '', Relation: 'PARTNER' as Relation, Ice: false, PersNr: '' };

function ContactForm({ anstNr, editing, onDone }: { anstNr: string; editing: Contact | null; onDone: () => void }) {
  const t = useT();
  const [saving, submit] = useUnit([$saving, contactSubmitted]);
  const err = useFieldError('contact');
  const [f, setF] = useState(editing ? { ...editing } : EMPTY_CONTACT);
  const set = (k: keyof typeof EMPTY_CONTACT) => (v: string | boolean) => setF((x) => ({ ...x, [k]: v }));
  return (
    <form
      noValidate
      aria-label={t('personal.contacts.form')}
      className="grid gap-3 rounded-card border border-border p-3 md:grid-cols-2"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        const { Fornamn, Efternamn, Epost, Telefon, Mobil, Relation, Ice, PersNr } = f;
        submit({ Id: editing?.Id ?? null, body: { AnstNr: anstNr, Fornamn, Efternamn, Epost, Telefon, Mobil, Relation, Ice, PersNr } });
      }}
    >
      <TextField id="personal-c-fornamn" label={t('personal.contacts.fornamn')} value={f.Fornamn} onChange={set('Fornamn')} error={err.of('Fornamn')} />
      <TextField
        id="personal-c-efternamn"
        label={t('personal.contacts.efternamn')}
        value={f.Efternamn}
        onChange={set('Efternamn')}
        error={err.of('Efternamn')}
      />
      <Select
        id="personal-c-relation"
        label={t('personal.contacts.relation')}
        value={f.Relation}
        options={RELATIONS.map((r) => ({ value: r, label: t(`personal.relation.${r}`) }))}
        onChange={set('Relation')}
      />
      <TextField
        id="personal-c-persnr"
        label={t('personal.persNr')}
        value={f.PersNr}
        onChange={set('PersNr')}
        error={err.of('PersNr')}
        hint={t('personal.contacts.persNrHint')}
      />
      <TextField id="personal-c-epost" type="email" label={t('personal.contacts.epost')} value={f.Epost} onChange={set('Epost')} error={err.of('Epost')} />
      <TextField id="personal-c-mobil" type="tel" label={t('personal.contacts.mobil')} value={f.Mobil} onChange={set('Mobil')} error={err.of('Mobil')} />
      <TextField
        id="personal-c-telefon"
        type="tel"
        label={t('personal.contacts.telefon')}
        value={f.Telefon}
        onChange={set('Telefon')}
        error={err.of('Telefon')}
      />
      <Checkbox id="personal-c-ice" label={t('personal.contacts.ice')} hint={t('personal.contacts.iceHint')} checked={f.Ice} onChange={set('Ice')} />
      <FormActions error={err.general} saving={saving} onCancel={onDone} />
    </form>
  );
}

function ContactsSection({ card }: { card: Card }) {
  const t = useT();
  const remove = useUnit(contactDeleted);
  return (
    <ListSection
      id="contacts"
      items={card.Contacts!}
      saved={contactSaved}
      remove={remove}
      form={(editing, done) => <ContactForm anstNr={card.AnstNr} editing={editing} onDone={done} />}
      row={(c) => (
        <>
          <p className="font-medium break-words text-on-surface">
            {c.Fornamn} {c.Efternamn} <span className="text-sm font-normal text-muted">· {t(`personal.relation.${c.Relation}`)}</span>
            {c.Ice && (
              <span className={`${CHIP} ml-2`}>
                <span aria-hidden="true" className="size-2 rounded-full bg-error" />
                ICE
              </span>
            )}
          </p>
          <p className="text-sm break-words text-muted">{[c.Mobil, c.Telefon, c.Epost].filter(Boolean).join(' · ')}</p>
        </>
      )}
    />
  );
}

const EMPTY_CHILD = { Namn: '', PersNr: '', DagarTilldelade: '480', DagarInkommande: '0', DagarUttagna: '0' };
const days = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

function ChildForm({ anstNr, editing, onDone }: { anstNr: string; editing: Child | null; onDone: () => void }) {
  const t = useT();
  const [saving, submit] = useUnit([$saving, childSubmitted]);
  const err = useFieldError('child');
  const [f, setF] = useState(
    editing
      ? {
          Namn: editing.Namn,
          PersNr: editing.PersNr,
          DagarTilldelade: String(editing.DagarTilldelade),
          DagarInkommande: String(editing.DagarInkommande),
          DagarUttagna: String(editing.DagarUttagna),
        }
      : EMPTY_CHILD,
  );
  const set = (k: keyof typeof EMPTY_CHILD) => (v: string) => setF((x) => ({ ...x, [k]: v }));
  return (
    <form
      noValidate
      aria-label={t('personal.children.form')}
      className="grid gap-3 rounded-card border border-border p-3 md:grid-cols-2"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        submit({
          Id: editing?.Id ?? null,
          body: {
            AnstNr: anstNr,
            Namn: f.Namn,
            PersNr: f.PersNr,
            DagarTilldelade: days(f.DagarTilldelade),
            DagarInkommande: days(f.DagarInkommande),
            DagarUttagna: days(f.DagarUttagna),
          },
        });
      }}
    >
      <TextField id="personal-b-namn" label={t('personal.children.namn')} value={f.Namn} onChange={set('Namn')} error={err.of('Namn')} />
      <TextField id="personal-b-persnr" label={t('personal.persNr')} value={f.PersNr} onChange={set('PersNr')} error={err.of('PersNr')} />
      <TextField
        id="personal-b-tilldelade"
        inputMode="numeric"
        label={t('personal.children.tilldelade')}
        value={f.DagarTilldelade}
        onChange={set('DagarTilldelade')}
        error={err.of('DagarTilldelade')}
      />
      <TextField
        id="personal-b-inkommande"
        inputMode="numeric"
        label={t('personal.children.inkommande')}
        value={f.DagarInkommande}
        onChange={set('DagarInkommande')}
        error={err.of('DagarInkommande')}
      />
      <TextField
        id="personal-b-uttagna"
        inputMode="numeric"
        label={t('personal.children.uttagna')}
        value={f.DagarUttagna}
        onChange={set('DagarUttagna')}
        error={err.of('DagarUttagna')}
      />
      <FormActions error={err.general} saving={saving} onCancel={onDone} />
    </form>
  );
}

function ChildrenSection({ card }: { card: Card }) {
  const t = useT();
  const remove = useUnit(childDeleted);
  return (
    <ListSection
      id="children"
      items={card.Children!}
      saved={childSaved}
      remove={remove}
      form={(editing, done) => <ChildForm anstNr={card.AnstNr} editing={editing} onDone={done} />}
      row={(c) => (
        <>
          <p className="font-medium text-on-surface">
            {c.Namn || t('personal.children.unnamed')} <span className="text-sm font-normal text-muted tabular-nums">{formatPersonnummer(c.PersNr)}</span>
          </p>
          <p className="text-sm text-muted tabular-nums">
            {t('personal.children.summary', { tilldelade: c.DagarTilldelade, inkommande: c.DagarInkommande, uttagna: c.DagarUttagna })}
          </p>
        </>
      )}
    />
  );
}

function BankSection({ card }: { card: Card }) {
  const t = useT();
  const [request, sign] = useUnit([bankSign.signRequested, bankSign.$sign]);
  const [open, setOpen] = useState(false);
  const [clearing, setClearing] = useState('');
  const [konto, setKonto] = useState('');
  const bank = card.Bank!;
  useEffect(() => bankSign.signed.watch(() => setOpen(false)), []);
  return (
    <Section
      id="bank"
      title={t('personal.bank.title')}
      action={
        card.Own &&
        !open && (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('personal.bank.change')}
          </Button>
        )
      }
    >
      {bank.Current ? (
        <p className="text-on-surface tabular-nums">
          {bank.Current.Bank} {bank.Current.Clearing}-{bank.Current.Konto}
        </p>
      ) : (
        <p className="text-muted">{t('personal.bank.none')}</p>
      )}
      {bank.Pending && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-on-surface" data-testid="personal-bank-pending">
          <StateChip state="PENDING" />
          <span className="tabular-nums">
            {bank.Pending.Bank} {bank.Pending.Clearing}-{bank.Pending.Konto}
          </span>
          <span className="text-muted">{t('personal.bank.pendingHint')}</span>
        </p>
      )}
      {open && (
        <form
          noValidate
          aria-label={t('personal.bank.change')}
          className="grid gap-3 md:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            request({ body: { Clearing: clearing, Konto: konto } });
          }}
        >
          <TextField id="personal-clearing" inputMode="numeric" label={t('personal.bank.clearing')} value={clearing} onChange={setClearing} />
          <TextField
            id="personal-konto"
            inputMode="numeric"
            label={t('personal.bank.konto')}
            value={konto}
            onChange={setKonto}
            hint={t('personal.bank.signHint')}
          />
          <div className="flex flex-wrap gap-2 md:col-span-2">
            <Button type="submit" disabled={sign.phase === 'starting' || sign.phase === 'pending'}>
              {t('personal.bank.signButton')}
            </Button>
            <Button type="button" variant="text" onClick={() => setOpen(false)}>
              {t('personal.cancel')}
            </Button>
          </div>
        </form>
      )}
      <BankIdSignDialog flow={bankSign} title={t('personal.bank.signTitle')} summary={<p className="tabular-nums">{`${clearing}-${konto}`}</p>} />
    </Section>
  );
}

function PendingRow({ change }: { change: PendingChange }) {
  const t = useT();
  const [saving, accept, reject] = useUnit([$saving, changeAccepted, changeRejected]);
  const err = useFieldError('reject');
  const [rejecting, setRejecting] = useState(false);
  const [orsak, setOrsak] = useState('');
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-on-surface">
            {change.Namn} <span className="text-sm font-normal text-muted">· {t(`personal.pending.kind.${change.Kind}`)}</span>
          </p>
          <p className="text-sm break-words text-on-surface">{change.Summary}</p>
          {change.Previous && <p className="text-sm break-words text-muted">{t('personal.pending.previous', { value: change.Previous })}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button disabled={saving} onClick={() => accept({ Kind: change.Kind, Id: change.Id })}>
            {t('personal.pending.accept')}
          </Button>
          <Button variant="secondary" disabled={saving} onClick={() => setRejecting(true)}>
            {t('personal.pending.reject')}
          </Button>
        </div>
      </div>
      {rejecting && (
        <form
          noValidate
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            reject({ Kind: change.Kind, Id: change.Id, Orsak: orsak });
          }}
        >
          <TextField
            id={`personal-orsak-${change.Id}`}
            label={t('personal.pending.orsak')}
            value={orsak}
            onChange={setOrsak}
            error={err.of('Orsak') ?? err.general}
            className="grow"
          />
          <Button type="submit" variant="danger" disabled={saving}>
            {t('personal.pending.rejectConfirm')}
          </Button>
        </form>
      )}
    </li>
  );
}

/** accepted changes go to the payroll system as a PAXml file, each once */
function PaxmlExport() {
  const t = useT();
  const [waiting, exporting, exportClicked, notify] = useUnit([$paxmlWaiting, $exporting, paxmlExportClicked, snackbarShown]);
  useEffect(() => paxmlExported.watch(() => notify({ text: t('personal.paxml.done'), color: 'success' })), [notify, t]);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-surface-2 p-3">
      <p className="text-sm text-on-surface" data-testid="personal-paxml-waiting">
        {waiting === 0 ? t('personal.paxml.none') : t('personal.paxml.waiting', { count: waiting })}
      </p>
      <Button variant="secondary" disabled={waiting === 0 || exporting} onClick={() => exportClicked()}>
        {t('personal.paxml.export')}
      </Button>
    </div>
  );
}

function PendingList() {
  const t = useT();
  const [list, notify] = useUnit([$pending, snackbarShown]);
  useEffect(() => decided.watch(() => notify({ text: t('personal.pending.done'), color: 'success' })), [notify, t]);
  return (
    <div className="flex flex-col gap-3">
      <PaxmlExport />
      {list.length === 0 ? (
        <p className="text-muted">{t('personal.pending.none')}</p>
      ) : (
        <ul aria-label={t('personal.pending.title')} className="flex flex-col gap-2">
          {list.map((c) => (
            <PendingRow key={`${c.Kind}-${c.Id}`} change={c} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CardSections() {
  const t = useT();
  const [card, loading, failed] = useUnit([$card, $loading, $failed]);
  if (failed !== null && !card) return <p className="text-muted">{failed || t('personal.failed')}</p>;
  if (!card) return loading ? <Spinner label={t('personal.loading')} /> : null;
  return (
    <div className="flex flex-col gap-4">
      {card.Address && <AddressSection card={card} />}
      {card.Bank && <BankSection card={card} />}
      {card.Contacts && <ContactsSection card={card} />}
      {card.Children && <ChildrenSection card={card} />}
      {card.Vehicles && <VehiclesSection card={card} />}
    </div>
  );
}

export default function EmployeeCardPage() {
  const t = useT();
  const [employees, chosen, choose, canApprove, pending, card] = useUnit([$employees, $chosen, employeeChosen, $canApprove, $pending, $card]);
  const [tab, setTab] = useState('card');
  const picker = employees.length > 1 && (
    <Select
      id="personal-employee"
      label={t('personal.employee')}
      value={chosen === '' ? (card?.AnstNr ?? '') : chosen}
      options={[
        ...(card && !employees.some((e) => e.AnstNr === card.AnstNr) ? [{ value: card.AnstNr, label: card.Namn }] : []),
        ...employees.map((e) => ({ value: e.AnstNr, label: e.Namn })),
      ]}
      onChange={choose}
      className="sm:max-w-sm"
    />
  );
  const cardView = (
    <div className="flex flex-col gap-4">
      {picker}
      {card && employees.length > 1 && <p className="text-sm text-muted">{t('personal.showing', { name: card.Namn })}</p>}
      <CardSections />
    </div>
  );
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <Title>{t('personal.title')}</Title>
      {canApprove ? (
        <Tabs
          label={t('personal.title')}
          selected={tab}
          onChange={setTab}
          tabs={[
            { id: 'card', label: t('personal.tabs.card'), content: cardView },
            { id: 'pending', label: t('personal.tabs.pending', { count: pending.length }), content: <PendingList /> },
          ]}
        />
      ) : (
        cardView
      )}
    </div>
  );
}
