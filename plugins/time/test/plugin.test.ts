import { CORE_VERSION, createPortalModel, validatePlugins } from '@lonna/core';
import { accessContext } from '@lonna/core/testing';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index';

const on = (names: string[]) => Object.fromEntries(names.map((n) => [n, true]));

describe('time plugin', () => {
  const model = createPortalModel([plugin]);
  const allowed = (route: string, over: Parameters<typeof accessContext>[0]) => model.explain(route, accessContext(over))?.allowed;

  it('registers against the running core', () => {
    expect(() => validatePlugins([plugin], CORE_VERSION)).not.toThrow();
  });

  it('declares the spec’s route names and paths', () => {
    expect(plugin.routes?.map((r) => [r.name, r.path])).toEqual([
      ['Tidrapport', '/timereporting'],
      ['Kalendarie', '/calendar'],
      ['Stamplingar', '/stamplingar'],
      ['Schedule', '/schedule'],
      ['ApproveTime', '/approveTime'],
      ['Attestera', '/attest'],
      ['TidrapportPrint', '/rapporter/tidrapport'],
      ['AttestlistaPrint', '/rapporter/attestlista'],
      ['ProjektlistaPrint', '/rapporter/projektlista'],
    ]);
  });

  it('follows the spec’s route table for approve, attest and the attest list print', () => {
    const approveSwitches = { portal: on(['EnableGodkannaView']), company: on(['KalUseLonReady']) };
    expect(allowed('ApproveTime', { role: 'PER', ...approveSwitches })).toBe(true);
    expect(allowed('ApproveTime', { role: 'LSS', ...approveSwitches })).toBe(false);
    expect(allowed('ApproveTime', { role: 'FTG', portal: on(['EnableGodkannaView']) })).toBe(false);
    expect(allowed('Attestera', { role: 'AVD', company: on(['KalUseAttest']) })).toBe(true);
    expect(allowed('Attestera', { role: 'PER', company: on(['KalUseAttest']) })).toBe(false);
    expect(allowed('AttestlistaPrint', { role: 'BRU' })).toBe(true);
    // the project list print: Plus, LSS or an open result unit, and its switch
    const projects = { plus: true, portal: on(['EnableUtskriftProjektlista']), company: on(['UseLSS']) };
    expect(allowed('ProjektlistaPrint', { role: 'BRU', ...projects })).toBe(true);
    expect(allowed('ProjektlistaPrint', { role: 'PER', ...projects })).toBe(false);
    expect(allowed('ProjektlistaPrint', { role: 'FTG', ...projects, plus: false })).toBe(false);
    expect(allowed('ProjektlistaPrint', { role: 'FTG', ...projects, company: on(['OpenResEnhet2']) })).toBe(true);
    expect(allowed('ProjektlistaPrint', { role: 'FTG', ...projects, company: {} })).toBe(false);
    expect(allowed('AttestlistaPrint', { role: 'PER' })).toBe(false);
  });

  it('gates the other routes by their portal switches (README decisions)', () => {
    expect(allowed('Tidrapport', { role: 'PER', portal: on(['EnableTidrapport']) })).toBe(true);
    expect(allowed('Tidrapport', { role: 'PER' })).toBe(false);
    expect(allowed('Tidrapport', { role: 'BRU', portal: on(['EnableTidrapport']) })).toBe(false);
    expect(allowed('Stamplingar', { role: 'PER', portal: on(['EnableStamplingar']) })).toBe(true);
    expect(allowed('Kalendarie', { role: 'AVD', portal: on(['EnableKalendarie']) })).toBe(true);
    expect(allowed('Schedule', { role: 'PER', portal: on(['EnableTidrapport']) })).toBe(true);
    expect(allowed('TidrapportPrint', { role: 'FTG', portal: on(['EnableTidrapport']) })).toBe(false);
    expect(allowed('TidrapportPrint', { role: 'FTG', portal: on(['EnableTidrapport', 'EnableUtskrifter']) })).toBe(true);
  });

  it('listens for resource-updated pushes of tidrader', () => {
    expect(plugin.push).toEqual([expect.objectContaining({ event: 'resource-updated', resource: 'tidrader' })]);
  });

  it('ships its messages in four languages with the same keys, each really translated', async () => {
    const flat = (o: object, p = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? flat(v as object, `${p}${k}.`) : [[`${p}${k}`, String(v)] as [string, string]]));
    const loaded = await Promise.all((['sv', 'en', 'fr', 'pl'] as const).map((l) => plugin.messages![l]()));
    const [sv, en, fr, pl] = loaded.map((m) => new Map(flat(m.default)));
    for (const other of [en!, fr!, pl!]) expect([...other.keys()].sort()).toEqual([...sv!.keys()].sort());
    const same = [...sv!.keys()].filter((k) => sv!.get(k) === en!.get(k) && sv!.get(k) === pl!.get(k) && sv!.get(k)!.length > 12);
    expect(same).toEqual([]);
  });
});
