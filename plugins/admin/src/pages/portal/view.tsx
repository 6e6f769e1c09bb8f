import { $portalInfo, useT } from '@lonna/core';
import { ROLES, type PortalInfo } from '@lonna/core/contracts';
import { Checkbox, Select, Spinner, Switch, TextField, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { SWITCH_GROUPS, type SwitchName } from '../../domain/switch-groups';
import { $canSetPlugins, $saving, pluginToggled, plugins, switchChanged } from './model';

const PASSBYTE = ['C', 'A', 'F', 'X'] as const;
const LOGIN_TYPES = ['A', 'B', 'S', 'F'] as const;

/** the deviation limit: saved when the field is left, as a whole number of minutes */
function MinutesField({ value, busy, onSave }: { value: number; busy: boolean; onSave: (n: number) => void }) {
  const t = useT();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <TextField
      id="admin-AvvikandeStamplingGransMinuter"
      label={t('admin.switches.AvvikandeStamplingGransMinuter.label')}
      hint={t('admin.switches.AvvikandeStamplingGransMinuter.help')}
      value={text}
      inputMode="numeric"
      maxLength={4}
      disabled={busy}
      onChange={setText}
      onBlur={() => {
        const n = Number(text.trim());
        if (text.trim() !== '' && n !== value) onSave(Number.isInteger(n) ? n : Number.NaN);
      }}
    />
  );
}

/** One setting as its kind asks: on/off, a choice, roles, or minutes. */
function Setting({ name, portal, busy }: { name: SwitchName; portal: PortalInfo; busy: boolean }) {
  const t = useT();
  const change = useUnit(switchChanged);
  const label = t(`admin.switches.${name}.label`);
  const help = t(`admin.switches.${name}.help`);
  const set = (Value: unknown) => change({ Name: name, Value });
  switch (name) {
    case 'PassbyteTyp':
      return (
        <Select
          id="admin-PassbyteTyp"
          label={label}
          hint={help}
          value={portal.PassbyteTyp}
          disabled={busy}
          options={PASSBYTE.map((v) => ({ value: v, label: t(`admin.passbyte.${v}`) }))}
          onChange={set}
        />
      );
    case 'LoginTyp':
      return (
        <Select
          id="admin-LoginTyp"
          label={label}
          hint={help}
          value={portal.LoginTyp}
          disabled={busy}
          options={LOGIN_TYPES.map((v) => ({ value: v, label: t(`admin.loginTyp.${v}`) }))}
          onChange={set}
        />
      );
    case 'AvvikandeStamplingGransMinuter':
      return <MinutesField value={portal.AvvikandeStamplingGransMinuter} busy={busy} onSave={set} />;
    case 'NearAccidentsReportsAdmins':
      return (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-on-surface">{label}</legend>
          <p className="mb-1 text-xs text-muted">{help}</p>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {ROLES.map((r) => (
              <Checkbox
                key={r}
                label={t(`admin.roles.${r}`)}
                disabled={busy}
                checked={portal.NearAccidentsReportsAdmins.includes(r)}
                onChange={(on) => set(on ? [...portal.NearAccidentsReportsAdmins, r] : portal.NearAccidentsReportsAdmins.filter((x) => x !== r))}
              />
            ))}
          </div>
        </fieldset>
      );
    default:
      return <Switch label={label} hint={help} checked={Boolean(portal[name])} disabled={busy} onChange={set} />;
  }
}

/**
 * AdminPortalInfo: every PortalInfo setting of the selected company by area, each explained, saved the moment it
 * changes (the server pushes it to every open portal of the company); below, the company's add-ons.
 */
export default function PortalSettingsView() {
  const t = useT();
  const [portal, saving, list, canSet, toggle] = useUnit([$portalInfo, $saving, plugins.$data, $canSetPlugins, pluginToggled]);
  if (!portal) return <Spinner label={t('admin.portal.title')} />;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Title>{t('admin.portal.title')}</Title>
        <p className="mt-1 text-sm text-muted">{t('admin.portal.intro')}</p>
      </div>
      {SWITCH_GROUPS.map((g) => (
        <section key={g.id} aria-labelledby={`admin-group-${g.id}`} className="rounded-card border border-border bg-surface p-4">
          <h2 id={`admin-group-${g.id}`} className="mb-2 font-semibold text-on-surface">
            {t(`admin.groups.${g.id}`)}
          </h2>
          <div className="flex flex-col divide-y divide-border">
            {g.switches.map((name) => (
              <div key={name} className="py-2">
                <Setting name={name} portal={portal} busy={saving === name} />
              </div>
            ))}
          </div>
        </section>
      ))}
      <section aria-labelledby="admin-plugins" className="rounded-card border border-border bg-surface p-4">
        <h2 id="admin-plugins" className="font-semibold text-on-surface">
          {t('admin.portal.plugins')}
        </h2>
        <p className="mb-2 text-sm text-muted">{t('admin.portal.pluginsIntro')}</p>
        {!canSet && <p className="mb-2 text-sm text-muted">{t('admin.portal.pluginsReadOnly')}</p>}
        <div className="flex flex-col divide-y divide-border">
          {(list ?? []).map((p) => (
            <div key={p.Id} className="py-2">
              <Switch
                label={t(`${p.Id}.title`)}
                hint={p.Required ? t('admin.portal.required') : t('admin.portal.version', { version: p.Version })}
                checked={p.Enabled}
                disabled={p.Required || !canSet}
                onChange={(Enabled) => toggle({ Id: p.Id, Enabled })}
              />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
