import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { useT } from '../../i18n/runtime';
import { Button, Select, Title, useUnsavedChangesGuard } from '../../ui';
import { LanguagePicker } from '../language-picker';
import {
  $dirty,
  $draft,
  $saving,
  INACTIVITY_CHOICES,
  inactivityChanged,
  ROWS_PER_PAGE,
  rowsPerPageChanged,
  settingsPageOpened,
  settingsSaved,
  themeFieldChanged,
} from './model';

function inactivityLabel(t: ReturnType<typeof useT>, minutes: number): string {
  if (minutes === 0) return t('shell.settings.inactivityNever');
  return minutes >= 120 && minutes % 60 === 0 ? t('shell.settings.hours', { n: minutes / 60 }) : t('shell.settings.minutes', { n: minutes });
}

export default function SettingsPage() {
  const t = useT();
  const [draft, dirty, saving, opened, setTheme, setRows, setInactivity, save] = useUnit([
    $draft,
    $dirty,
    $saving,
    settingsPageOpened,
    themeFieldChanged,
    rowsPerPageChanged,
    inactivityChanged,
    settingsSaved,
  ]);
  useEffect(() => opened(), [opened]);
  useUnsavedChangesGuard(dirty && !saving);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save();
  };
  const inactivityOptions = INACTIVITY_CHOICES.includes(draft.InactivityTimer as (typeof INACTIVITY_CHOICES)[number])
    ? INACTIVITY_CHOICES
    : [...INACTIVITY_CHOICES, draft.InactivityTimer].sort((a, b) => a - b);
  return (
    <div className="mx-auto max-w-xl">
      <Title level={1}>{t('shell.settings.title')}</Title>
      <p className="mt-1 mb-6 text-sm text-muted">{t('shell.settings.intro')}</p>
      <form onSubmit={onSubmit} className="flex flex-col gap-5 rounded-card border border-border bg-surface p-5">
        {/* the language changes at once and is saved with the user's settings (issue 13, bug 8) */}
        <LanguagePicker />
        <Select
          id="settings-theme"
          label={t('shell.settings.theme')}
          value={draft.Theme}
          options={[
            { value: 'white', label: t('shell.settings.themeWhite') },
            { value: 'dark', label: t('shell.settings.themeDark') },
          ]}
          onChange={(v) => setTheme(v === 'dark' ? 'dark' : 'white')}
        />
        <Select
          id="settings-rows"
          label={t('shell.settings.rowsPerPage')}
          value={String(draft.PaginationPerPage)}
          options={ROWS_PER_PAGE.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(v) => setRows(Number(v))}
        />
        <Select
          id="settings-inactivity"
          label={t('shell.settings.inactivity')}
          value={String(draft.InactivityTimer)}
          options={inactivityOptions.map((n) => ({ value: String(n), label: inactivityLabel(t, n) }))}
          onChange={(v) => setInactivity(Number(v))}
        />
        <div className="flex justify-end">
          <Button type="submit" busy={saving} disabled={!dirty && !saving}>
            {t('shell.settings.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
