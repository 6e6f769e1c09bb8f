import type { Report, ReportSummary } from '../src/contracts';

export const SUMMARY: ReportSummary = {
  Id: 'seed-near-accident-1',
  Rubrik: 'Halkade på isfläck vid entrén',
  Datum: '2026-11-17',
  Klockslag: '07:40',
  Plats: 'Storgatan 12, entrén',
  Kanslig: false,
  Status: 'NEW',
  Rapportor: 'Per Persson',
  Skapad: 0,
  Bilagor: 0,
};

export const REPORT: Report = {
  ...SUMMARY,
  Beskrivning: 'Trappan var isig.',
  MojligFoljd: 'Fall i trappan.',
  Atgardare: '',
  Beslut: '',
  Historik: [{ Status: 'NEW', Tid: Date.parse('2026-11-17T08:00:00Z'), Namn: 'Per Persson' }],
  BilagaLista: [],
  KanHantera: true,
  KanTaBort: false,
  KanBifoga: true,
  KanSkrivaUt: true,
};

export const NEW_REPORT = {
  Rubrik: 'Lös sladd',
  Beskrivning: 'Sladd över gången.',
  Datum: '2026-11-18',
  Klockslag: '',
  Plats: 'Tvättstugan',
  MojligFoljd: '',
  Kanslig: false,
};
