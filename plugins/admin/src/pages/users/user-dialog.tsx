import { useT } from '@lonna/core';
import { ROLES, type Role } from '@lonna/core/contracts';
import { Button, Checkbox, Dialog, Dropdown, Select, Spinner, TextField } from '@lonna/core/ui';
import { formatPersonnummer } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { UserInput } from '../../contracts';
import { $blank, $dialog, $editing, $saveError, $saving, choices, dialogClosed, linkRequested, passwordLinkMutation, saveRequested } from './model';

const LOGIN_TYPES = ['A', 'B', 'S', 'F'] as const;
const depKey = (d: { FtgId: string; Avdelning: string }) => `${d.FtgId}/${d.Avdelning}`;

/** One account: a new one (with an optional welcome link) or an existing one (with a new-password link). */
export function UserDialog() {
  const t = useT();
  const [dialog, editing, blank, error, saving, linking, list] = useUnit([
    $dialog,
    $editing,
    $blank,
    $saveError,
    $saving,
    passwordLinkMutation.$pending,
    choices.$data,
  ]);
  const [save, close, sendLink] = useUnit([saveRequested, dialogClosed, linkRequested]);
  const isNew = dialog === 'new';
  const source = isNew ? blank : editing;
  const [form, setForm] = useState<UserInput | null>(null);
  const [welcome, setWelcome] = useState(true);
  // a fresh form whenever another account (or a new one) opens, and when the saved account comes back
  useEffect(() => {
    if (!dialog || !source) return setForm(null);
    const { CreatedAt: _c, LastSignIn: _l, ...input } = source as UserInput & { CreatedAt?: number; LastSignIn?: number };
    // the personal number as people write it (the server stores the 12 digits)
    setForm({ ...input, PersNr: formatPersonnummer(input.PersNr) || input.PersNr });
    setWelcome(true);
  }, [dialog, source]);

  const server = (field: string) => (error?.field === field || error?.field?.startsWith(`${field}.`) ? error.message : undefined);
  const visible = ['Namn', 'Login', 'Roll', 'LoginTyp', 'Email', 'Mobile', 'PersNr', 'Signatur', 'Companies', 'FtgId', 'AnstNr', 'UserOptions', 'Disabled'];
  if (form?.Roll === 'BRU') visible.push('Brukare');
  if (form?.Roll === 'AVD') visible.push('Avdelningar');
  /** a refusal on a field the form shows goes under it; any other under the form */
  const shown = (field?: string) => field !== undefined && visible.some((v) => field === v || field.startsWith(`${v}.`));
  const set = <K extends keyof UserInput>(key: K, value: UserInput[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));
  const companies = list?.Companies ?? [];
  const nameOf = (ftg: string) => companies.find((c) => c.FtgId === ftg)?.Namn ?? ftg;
  const title = isNew ? t('admin.users.newTitle') : t('admin.users.editTitle', { name: editing?.Namn ?? '' });

  return (
    <Dialog
      open={dialog !== null}
      onClose={close}
      title={title}
      width={720}
      busy={saving}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('admin.users.cancel')}
          </Button>
          <Button type="submit" form="admin-user-form" busy={saving} disabled={!form}>
            {isNew ? t('admin.users.create') : t('admin.users.save')}
          </Button>
        </>
      }
    >
      {!form ? (
        <Spinner label={t('admin.users.loading')} />
      ) : (
        <form
          id="admin-user-form"
          className="grid gap-3 sm:grid-cols-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save({ input: form, sendLink: isNew && welcome });
          }}
        >
          <TextField
            label={t('admin.users.fields.Namn')}
            value={form.Namn}
            onChange={(v) => set('Namn', v)}
            counter={100}
            required
            trimOnBlur
            error={server('Namn')}
            autoFocus
          />
          <TextField
            label={t('admin.users.fields.Login')}
            value={form.Login}
            onChange={(v) => set('Login', v)}
            counter={50}
            required
            trimOnBlur
            readOnly={!isNew}
            hint={isNew ? t('admin.users.loginHint') : t('admin.users.loginFixed')}
            autoComplete="off"
            error={server('Login')}
          />
          <Select
            label={t('admin.users.fields.Roll')}
            value={form.Roll}
            options={ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) }))}
            onChange={(v) => set('Roll', v as Role)}
            error={server('Roll')}
          />
          <Select
            label={t('admin.users.fields.LoginTyp')}
            value={form.LoginTyp}
            options={LOGIN_TYPES.map((v) => ({ value: v, label: t(`admin.loginTyp.${v}`) }))}
            onChange={(v) => set('LoginTyp', v as UserInput['LoginTyp'])}
            error={server('LoginTyp')}
          />
          <TextField
            label={t('admin.users.fields.Email')}
            type="email"
            value={form.Email}
            onChange={(v) => set('Email', v)}
            counter={200}
            trimOnBlur
            error={server('Email')}
          />
          <TextField
            label={t('admin.users.fields.Mobile')}
            type="tel"
            value={form.Mobile}
            onChange={(v) => set('Mobile', v)}
            maxLength={20}
            trimOnBlur
            error={server('Mobile')}
          />
          <TextField
            label={t('admin.users.fields.PersNr')}
            value={form.PersNr}
            onChange={(v) => set('PersNr', v)}
            maxLength={13}
            inputMode="numeric"
            placeholder={t('admin.users.persNrPlaceholder')}
            trimOnBlur
            error={server('PersNr')}
          />
          <TextField
            label={t('admin.users.fields.Signatur')}
            value={form.Signatur}
            onChange={(v) => set('Signatur', v)}
            maxLength={10}
            trimOnBlur
            error={server('Signatur')}
          />
          <Dropdown
            multiple
            className="sm:col-span-2"
            label={t('admin.users.fields.Companies')}
            hint={form.Roll === 'LIC' || form.Roll === 'ADM' ? t('admin.users.adminCompanies') : undefined}
            options={companies.map((c) => ({ value: c.FtgId, label: c.Namn, description: c.FtgId }))}
            value={form.Companies}
            onChange={(v) => setForm((f) => (f ? { ...f, Companies: v, FtgId: v.includes(f.FtgId) ? f.FtgId : (v[0] ?? '') } : f))}
            error={server('Companies')}
          />
          <Select
            label={t('admin.users.fields.FtgId')}
            value={form.FtgId}
            options={form.Companies.map((c) => ({ value: c, label: nameOf(c) }))}
            onChange={(v) => set('FtgId', v)}
            error={server('FtgId')}
          />
          <TextField
            label={t('admin.users.fields.AnstNr')}
            value={form.AnstNr}
            onChange={(v) => set('AnstNr', v)}
            maxLength={20}
            required={form.Roll === 'PER'}
            hint={t('admin.users.anstNrHint')}
            trimOnBlur
            error={server('AnstNr')}
          />
          {form.Roll === 'BRU' && (
            <Dropdown
              label={t('admin.users.fields.Brukare')}
              required
              options={(list?.Brukare ?? []).filter((b) => b.FtgId === form.FtgId).map((b) => ({ value: b.Brukare, label: b.Namn, description: b.Brukare }))}
              value={form.Brukare || null}
              onChange={(v) => set('Brukare', v ?? '')}
              error={server('Brukare')}
            />
          )}
          {form.Roll === 'AVD' && (
            <Dropdown
              multiple
              className="sm:col-span-2"
              label={t('admin.users.fields.Avdelningar')}
              required
              options={(list?.Departments ?? [])
                .filter((d) => form.Companies.includes(d.FtgId))
                .map((d) => ({ value: depKey(d), label: d.Namn, description: `${nameOf(d.FtgId)} · ${d.Avdelning}` }))}
              value={form.Avdelningar.map(depKey)}
              onChange={(v) =>
                set(
                  'Avdelningar',
                  v.map((k) => {
                    const [FtgId = '', Avdelning = ''] = k.split('/');
                    return { FtgId, Avdelning };
                  }),
                )
              }
              error={server('Avdelningar')}
            />
          )}
          <fieldset className="flex flex-col gap-1 sm:col-span-2">
            <legend className="text-sm font-medium text-on-surface">{t('admin.users.fields.UserOptions')}</legend>
            {(list?.UserOptions ?? []).map((o) => (
              <Checkbox
                key={o}
                label={t(`admin.users.options.${o}`)}
                checked={form.UserOptions.includes(o)}
                onChange={(on) => set('UserOptions', on ? [...form.UserOptions, o] : form.UserOptions.filter((x) => x !== o))}
              />
            ))}
            {server('UserOptions') && <p className="text-sm font-medium text-error">{server('UserOptions')}</p>}
          </fieldset>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <Checkbox
              label={t('admin.users.fields.Disabled')}
              hint={t('admin.users.disabledHint')}
              checked={form.Disabled}
              onChange={(on) => set('Disabled', on)}
              error={server('Disabled')}
            />
            {isNew && <Checkbox label={t('admin.users.sendWelcome')} hint={t('admin.users.sendWelcomeHint')} checked={welcome} onChange={setWelcome} />}
          </div>
          {!isNew && editing && (
            <div className="flex flex-col gap-2 rounded-card border border-border p-3 text-sm text-muted sm:col-span-2">
              <p>
                {t('admin.users.createdAt', { date: new Date(editing.CreatedAt).toLocaleDateString('sv-SE') })}
                {' · '}
                {editing.LastSignIn
                  ? t('admin.users.lastSignIn', { date: new Date(editing.LastSignIn).toLocaleString('sv-SE') })
                  : t('admin.users.neverSignedIn')}
              </p>
              <div>
                <Button variant="secondary" busy={linking} disabled={editing.Disabled} onClick={() => sendLink(editing.Login)}>
                  {t('admin.users.sendLink')}
                </Button>
              </div>
            </div>
          )}
          {error && !shown(error.field) && (
            <p role="alert" className="text-sm font-medium text-error sm:col-span-2">
              {error.message}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
