import { useMemo, useState } from 'react';
import { useT } from '../../i18n/runtime';
import { rules } from '../../validation';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { DataTable } from '../data-table';
import { ConfirmDialog } from '../confirm-dialog';
import { DatePicker } from '../date-picker';
import { Dialog } from '../dialog';
import { Dropdown } from '../dropdown';
import { FileUpload } from '../file-upload';
import { UnsavedChangesProvider, useConfirmLeave, useUnsavedChangesGuard } from '../form/unsaved-changes';
import { useForm } from '../form/use-form';
import { CalendarIcon, MoonIcon, MoreIcon, SunIcon, TrashIcon, UploadIcon } from '../icons';
import { IconButton } from '../icon-button';
import { Menu } from '../menu';
import { NumberField } from '../number-field';
import { PasswordField } from '../password-field';
import { Select } from '../select';
import { Snackbar, type SnackbarMessage } from '../snackbar';
import { Spinner } from '../spinner';
import { Switch } from '../switch';
import { Tabs } from '../tabs';
import { TextField } from '../text-field';
import { Title } from '../title';
import { Tooltip } from '../tooltip';
import { GallerySection } from './gallery-section';
import { EMPLOYEES, HOLIDAYS, manyEmployees, TIME_CODES } from './sample-data';

/**
 * Every widget with example state, for development and for the Playwright + axe suite
 * (light and dark). The portal mounts it at /dev/widgets in development builds only.
 */
export function WidgetGallery() {
  const t = useT();
  const [dark, setDark] = useState(() => typeof document !== 'undefined' && document.documentElement.classList.contains('dark'));
  const [snackbar, setSnackbar] = useState<SnackbarMessage | null>(null);
  const toggleTheme = () => {
    document.documentElement.classList.toggle('dark', !dark);
    setDark(!dark);
  };
  const show = (text: string, color: SnackbarMessage['color']) => setSnackbar({ id: Date.now(), text, color });

  return (
    <UnsavedChangesProvider>
      <main className="min-h-dvh bg-surface-2 px-4 py-6 text-on-surface sm:px-8">
        <div className="mx-auto flex max-w-4xl flex-col gap-6">
          <header className="flex flex-wrap items-center justify-between gap-4">
            <div>
              <Title level={1}>{t('ui.gallery.title')}</Title>
              <p className="text-sm text-muted">{t('ui.gallery.intro')}</p>
            </div>
            <Button variant="secondary" icon={dark ? <SunIcon /> : <MoonIcon />} onClick={toggleTheme} data-testid="theme-toggle">
              {dark ? t('ui.gallery.lightTheme') : t('ui.gallery.darkTheme')}
            </Button>
          </header>
          <ButtonsSection />
          <FieldsSection />
          <DateAndNumberSection />
          <ChoiceSection />
          <TabsMenuSection />
          <FileSection onMessage={show} />
          <DialogSection />
          <SnackbarSection onMessage={show} />
          <FormSection onMessage={show} />
          <TableSection />
        </div>
        <Snackbar snackbar={snackbar} onClose={() => setSnackbar(null)} />
      </main>
    </UnsavedChangesProvider>
  );
}

function ButtonsSection() {
  return (
    <GallerySection title="Button, IconButton, Tooltip, Spinner, Title">
      <div className="flex flex-wrap items-center gap-2">
        <Button>Spara</Button>
        <Button variant="secondary">Avbryt</Button>
        <Button variant="text">Visa mer</Button>
        <Button variant="danger" icon={<TrashIcon />}>
          Ta bort
        </Button>
        <Button busy>Sparar</Button>
        <Button disabled>Inaktiv</Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <IconButton label="Öppna kalendern" icon={<CalendarIcon />} onClick={() => {}} />
        <IconButton label="Ladda upp" icon={<UploadIcon />} onClick={() => {}} />
        <Tooltip content="Semesterdagar som återstår i år">
          <button type="button" className="rounded-control px-2 py-1 text-sm text-primary underline">
            Sparade dagar: 12
          </button>
        </Tooltip>
        <Spinner label="Hämtar lönebesked" showLabel />
      </div>
      <div>
        <Title level={3}>Rubrik nivå 3</Title>
      </div>
    </GallerySection>
  );
}

function FieldsSection() {
  const [name, setName] = useState('Anna Lindqvist');
  const [note, setNote] = useState('Kurs i arbetsmiljö');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('demo1234');
  return (
    <GallerySection title="TextField, PasswordField">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Namn" value={name} onChange={setName} autoComplete="name" required />
        <TextField label="Anteckning" value={note} onChange={setNote} counter={50} hint="Syns för din chef" />
        <TextField label="Användarnamn" value={login} onChange={setLogin} error="Användarnamn är obligatoriskt." required />
        <PasswordField label="Lösenord" value={password} onChange={setPassword} />
      </div>
    </GallerySection>
  );
}

function DateAndNumberSection() {
  const [from, setFrom] = useState('2025-12-22');
  const [to, setTo] = useState('');
  const [sum, setSum] = useState<number | null>(1234.5);
  const [hours, setHours] = useState<number | null>(7.5);
  return (
    <GallerySection title="DatePicker, NumberField">
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePicker label="Från och med" value={from} onChange={setFrom} holidays={HOLIDAYS} />
        <DatePicker label="Till och med" value={to} onChange={setTo} holidays={HOLIDAYS} hint="Skriv t.ex. 1224 eller 251224" />
        <NumberField label="Belopp" value={sum} onChange={setSum} suffix="kr" />
        <NumberField label="Timmar" value={hours} onChange={setHours} decimals="auto" suffix="h" />
      </div>
    </GallerySection>
  );
}

function ChoiceSection() {
  const [employee, setEmployee] = useState<string | null>('1002');
  const [team, setTeam] = useState<string[]>(['1001', '1003', '1004', '1006']);
  const [code, setCode] = useState<string | null>(null);
  const [anyone, setAnyone] = useState<string | null>(null);
  const register = useMemo(() => manyEmployees(), []);
  const [language, setLanguage] = useState('sv');
  const [remember, setRemember] = useState(true);
  const [autoScan, setAutoScan] = useState(true);
  return (
    <GallerySection title="Dropdown, Select, Checkbox, Switch">
      <div className="grid gap-4 sm:grid-cols-2">
        <Dropdown label="Anställd" options={EMPLOYEES} value={employee} onChange={setEmployee} />
        <Dropdown multiple label="Arbetslag" options={EMPLOYEES} value={team} onChange={setTeam} />
        <Dropdown label="Tidkod" options={TIME_CODES} value={code} onChange={setCode} placeholder="Sök tidkod" />
        <Dropdown label="Personalregister (5 000)" options={register} value={anyone} onChange={setAnyone} placeholder="Sök namn" />
        <Select
          label="Språk"
          value={language}
          onChange={setLanguage}
          options={[
            { value: 'sv', label: 'Svenska' },
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'Français' },
            { value: 'pl', label: 'Polskie' },
          ]}
        />
        <Checkbox label="Kom ihåg mig" checked={remember} onChange={setRemember} />
        <Switch label="Skanna kvitton automatiskt" checked={autoScan} onChange={setAutoScan} />
      </div>
    </GallerySection>
  );
}

function TabsMenuSection() {
  const [chosen, setChosen] = useState('');
  return (
    <GallerySection title="Tabs, Menu">
      <Tabs
        label="Lönebesked"
        tabs={[
          { id: 'summary', label: 'Översikt', content: <p className="text-sm">Nettolön november: 28 450,00 kr</p> },
          { id: 'balances', label: 'Saldon', content: <p className="text-sm">Semesterdagar kvar: 12</p> },
          { id: 'history', label: 'Historik', content: <p className="text-sm">Tolv lönebesked finns sparade.</p> },
        ]}
      />
      <div className="flex items-center gap-3">
        <Menu
          buttonLabel="Fler val"
          button={<MoreIcon />}
          maxHeight={300}
          anchor="bottom start"
          items={[
            { label: 'Skriv ut', onSelect: () => setChosen('Skriv ut') },
            { label: 'Exportera', onSelect: () => setChosen('Exportera') },
            { label: 'Ta bort', onSelect: () => setChosen('Ta bort'), icon: <TrashIcon /> },
          ]}
        />
        <p className="text-sm text-muted" aria-live="polite">
          {chosen && `Valt: ${chosen}`}
        </p>
      </div>
    </GallerySection>
  );
}

function FileSection({ onMessage }: { onMessage: (text: string, color: SnackbarMessage['color']) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [scanning, setScanning] = useState(false);
  return (
    <GallerySection title="FileUpload">
      <FileUpload label="Bilaga" file={file} onFileChange={setFile} accept=".pdf,image/*" />
      <FileUpload
        label="Kvitto (skanning utan autoskanning)"
        file={receipt}
        onFileChange={setReceipt}
        existingName={receipt ? undefined : 'kvitto-2025-11-14.jpg'}
        onRemoveExisting={() => onMessage('Kvittot togs bort', 'info')}
        accept="image/*,.pdf"
        scanEnabled
        autoScan={false}
        scanning={scanning}
        onScan={() => {
          setScanning(true);
          setTimeout(() => {
            setScanning(false);
            onMessage('Kvittot är skannat', 'success');
          }, 1200);
        }}
      />
    </GallerySection>
  );
}

function DialogSection() {
  const [open, setOpen] = useState<'plain' | 'busy' | 'fullscreen' | 'confirm' | null>(null);
  const close = () => setOpen(null);
  return (
    <GallerySection title="Dialog, ConfirmDialog">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen('plain')}>
          Öppna dialog
        </Button>
        <Button variant="secondary" onClick={() => setOpen('busy')}>
          Öppna upptagen dialog
        </Button>
        <Button variant="secondary" onClick={() => setOpen('fullscreen')}>
          Öppna helskärmsdialog
        </Button>
        <Button variant="secondary" onClick={() => setOpen('confirm')}>
          Öppna bekräftelse
        </Button>
      </div>
      <Dialog
        open={open === 'plain' || open === 'busy'}
        busy={open === 'busy'}
        onClose={close}
        title={open === 'busy' ? 'Sparar tidrapport' : 'Ny frånvaro'}
        actions={
          <>
            <Button variant="text" onClick={close} disabled={open === 'busy'}>
              Avbryt
            </Button>
            <Button busy={open === 'busy'} onClick={open === 'busy' ? close : () => setOpen('busy')}>
              Spara
            </Button>
          </>
        }
      >
        <p className="text-sm">Frånvaron registreras på vald anställd och syns i kalendern.</p>
      </Dialog>
      <Dialog open={open === 'fullscreen'} fullscreen onClose={close} title="Reseräkning" actions={<Button onClick={close}>Klar</Button>}>
        <p className="text-sm">En helskärmsdialog används för långa guider på små skärmar.</p>
      </Dialog>
      <ConfirmDialog
        open={open === 'confirm'}
        title="Ta bort raden?"
        text="Tidraden för 2025-11-21 tas bort. Det går inte att ångra."
        confirmLabel="Ta bort"
        secondaryLabel="Kopiera först"
        onConfirm={close}
        onCancel={close}
        onSecondary={close}
        danger
      />
    </GallerySection>
  );
}

function SnackbarSection({ onMessage }: { onMessage: (text: string, color: SnackbarMessage['color']) => void }) {
  return (
    <GallerySection title="Snackbar">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onMessage('Ett nytt meddelande har kommit', 'info')}>
          Info
        </Button>
        <Button variant="secondary" onClick={() => onMessage('Lösenordet är sparat', 'success')}>
          Lyckades
        </Button>
        <Button variant="secondary" onClick={() => onMessage('Attesten är inte klar för alla rader', 'warning')}>
          Varning
        </Button>
        <Button variant="secondary" onClick={() => onMessage('Datumet är ogiltigt', 'error')}>
          Fel
        </Button>
      </div>
    </GallerySection>
  );
}

function FormSection({ onMessage }: { onMessage: (text: string, color: SnackbarMessage['color']) => void }) {
  const form = useForm({ onError: (message) => onMessage(message, 'error') });
  const confirmLeave = useConfirmLeave();
  const [reg, setReg] = useState('');
  const [description, setDescription] = useState('');
  const [meter, setMeter] = useState<number | null>(null);
  useUnsavedChangesGuard(reg !== '' || description !== '' || meter !== null);
  return (
    <GallerySection title="useForm, useUnsavedChangesGuard">
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!form.validateAll()) onMessage('Fordonet är sparat', 'success');
        }}
      >
        <TextField
          label="Registreringsnummer"
          value={reg}
          onChange={setReg}
          required
          {...form.field('reg', { value: reg, rules: [rules.required()], label: 'Registreringsnummer' })}
        />
        <TextField
          label="Beskrivning"
          value={description}
          onChange={setDescription}
          required
          counter={40}
          {...form.field('description', { value: description, rules: [rules.required()], label: 'Beskrivning' })}
        />
        <NumberField
          label="Mätarställning"
          value={meter}
          onChange={setMeter}
          decimals={0}
          suffix="km"
          {...form.field('meter', { value: meter, rules: [rules.required()], label: 'Mätarställning' })}
        />
        <div className="flex items-end gap-2">
          <Button type="submit">Spara fordon</Button>
          <Button variant="text" onClick={() => void confirmLeave().then((leave) => leave && onMessage('Du lämnade formuläret', 'info'))}>
            Lämna formuläret
          </Button>
        </div>
      </form>
    </GallerySection>
  );
}

function TableSection() {
  const rows = EMPLOYEES.slice(0, 4).map((e, i) => ({ nr: e.value, name: e.label, hours: [160, 152.5, 96, 168][i]! }));
  return (
    <GallerySection title="DataTable">
      <DataTable
        label="Anställda och timmar i november"
        rows={rows}
        rowKey={(r) => r.nr}
        columns={[
          { id: 'name', header: 'Namn', cell: (r) => r.name },
          { id: 'nr', header: 'Anst.nr', cell: (r) => r.nr },
          { id: 'hours', header: 'Timmar', cell: (r) => r.hours.toLocaleString('sv-SE', { minimumFractionDigits: 2 }), align: 'right' },
        ]}
        card={(r) => (
          <div className="flex justify-between gap-2 rounded-card border border-border bg-surface p-3">
            <span className="font-medium">{r.name}</span>
            <span className="text-sm text-muted tabular-nums">{r.hours.toLocaleString('sv-SE', { minimumFractionDigits: 2 })} h</span>
          </div>
        )}
      />
    </GallerySection>
  );
}
