// @vitest-environment happy-dom
import { addMessages } from '@lonna/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TimeDay } from '../src/contracts';
import sv from '../src/i18n/sv';
import { DayCard } from '../src/pages/timereport/day-card';

const day = (over: Partial<TimeDay> = {}): TimeDay => ({
  Datum: '2026-11-16',
  Vecka: 47,
  Status: 'OPEN',
  Version: 2,
  Holiday: null,
  Schedule: { ArbSchema: 'DAG', Start: '08:00', Slut: '17:00', Rast: 60, Timmar: 8 },
  Rows: [
    {
      Id: 'r1',
      AnstNr: '3',
      Datum: '2026-11-16',
      TidKod: 'ARB',
      Timmar: 6.5,
      Start: '08:00',
      Slut: '14:30',
      Brukare: 'B001',
      ResEnhet1: '',
      ResEnhet2: '',
      ResEnhet3: '',
      ResEnhet4: '',
      ResEnhet5: '',
      ResEnhet6: '',
      Konto: '',
      Text: 'Förmiddag',
      Source: 'MANUAL',
      UpdatedBy: 'per@demo.se',
      UpdatedAt: 1,
    },
  ],
  Reported: { Hours: 6.5, Days: 0 },
  ApprovedBy: '',
  ApprovedAt: 0,
  AttestedBy: '',
  AttestedAt: 0,
  ...over,
});
const props = {
  role: 'PER' as const,
  attestStep: true,
  showAutoCalc: true,
  showKonterat: false,
  codeName: () => 'Arbetad tid',
  unitOf: () => 'h',
  today: false,
  onAdd: () => undefined,
  onOpen: () => undefined,
};

describe('a day of the time report', () => {
  beforeAll(() => addMessages('time', 'sv', sv));
  afterEach(cleanup);

  it('shows the week on Mondays, the schedule, the rows and the day total, editable while open', () => {
    render(
      <ul>
        <DayCard {...props} day={day()} />
      </ul>,
    );
    expect(screen.getByText('v. 47')).toBeTruthy();
    expect(screen.getByText('Schema 08:00–17:00 (8,00 h)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Ändra rad ARB · Arbetad tid.*6,50 h/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Lägg till rad/ })).toBeTruthy();
    expect(screen.getByText('Ej godkänd')).toBeTruthy();
  });

  it('locks an approved day for the employee, says so in words, and reads "not attested" with an attest step', () => {
    render(
      <ul>
        <DayCard {...props} day={day({ Status: 'APPROVED', ApprovedBy: 'ftg@demo.se', ApprovedAt: Date.UTC(2026, 10, 18, 9, 5) })} />
      </ul>,
    );
    // who approved and when (issue 13, bug 6)
    expect(screen.getByText(/^Godkänd av ftg@demo\.se 18 nov\.? \d\d:05$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Lägg till rad/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ändra rad/ })).toBeNull();
    expect(screen.getByText('Dagen är låst för ändringar.')).toBeTruthy();
    expect(screen.getByText('Godkänd, ej attesterad')).toBeTruthy();
  });

  it('keeps an approved day open to the administrator', () => {
    render(
      <ul>
        <DayCard {...props} role="FTG" day={day({ Status: 'APPROVED' })} />
      </ul>,
    );
    expect(screen.getByRole('button', { name: /^Lägg till rad/ })).toBeTruthy();
  });

  it('shows the schedule as a calculated row on a day without rows, and days for day codes', () => {
    render(
      <ul>
        <DayCard {...props} day={day({ Rows: [] })} />
      </ul>,
    );
    expect(screen.getByText(/Enligt schema: 08:00–17:00, 8,00 h/)).toBeTruthy();
    cleanup();
    const sem = day({ Rows: [{ ...day().Rows[0]!, TidKod: 'SEM', Timmar: 1, Start: '', Slut: '', Text: '' }] });
    render(
      <ul>
        <DayCard {...props} unitOf={(c) => (c === 'SEM' ? 'dag' : 'h')} day={sem} />
      </ul>,
    );
    expect(screen.getAllByText('1,00 dag').length).toBeGreaterThan(0);
  });
});
