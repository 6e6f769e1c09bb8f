// @vitest-environment happy-dom
import { addMessages } from '@lonna/core';
import { render, screen, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Statement } from '../src/contracts';
import sv from '../src/i18n/sv';
import { StatementCard } from '../src/shared/statement-card';

addMessages('fk3059', 'sv', sv);

const statement: Statement = {
  AnstNr: '12',
  Namn: 'Per Persson',
  Brukare: 'B001',
  BrukareNamn: 'Elsa Lindqvist',
  Manad: '2026-10',
  Lines: [{ Datum: '2026-10-01', From: '08:00', Tom: '14:30', Typ: 'aktiv', Timmar: 6 }],
  Totals: { Aktiv: 6, Vante: 0, Beredskap: 0 },
  Deadline: '2026-12-05',
  Status: 'PENDING',
  Assistant: { Namn: 'Per Persson', At: Date.parse('2026-11-02T08:00:00Z'), Valid: false },
  Organiser: null,
  Manual: [],
  Sending: null,
  TxId: '',
};

describe('the statement card', () => {
  it('shows totals, the deadline, a void signature as void, and the sign button', () => {
    const onSign = vi.fn();
    render(
      <ul>
        <StatementCard s={statement} signAs="assistent" onSign={onSign} busy={false} />
      </ul>,
    );
    expect(screen.getByRole('heading', { name: 'Per Persson – assistans till Elsa Lindqvist' })).toBeTruthy();
    expect(screen.getByText('Väntar · Ska vara hos Försäkringskassan senast 2026-12-05')).toBeTruthy();
    expect(screen.getByText('Underskriften av Per Persson gäller inte längre: tiden har ändrats')).toBeTruthy();
    expect(screen.getByText('Inte underskriven')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skriv under' }));
    expect(onSign).toHaveBeenCalledOnce();
  });

  it('says why a statement goes on paper, what FK answered to a failed sending, and FK’s id once sent', () => {
    const { unmount } = render(
      <ul>
        <StatementCard s={{ ...statement, Status: 'MANUAL', Manual: ['noClockTimes', 'noContact'] }} signAs={null} onSign={() => {}} busy={false} />
      </ul>,
    );
    expect(screen.getByText('Kan inte skickas elektroniskt: klockslag saknas, kontaktperson eller telefon saknas.')).toBeTruthy();
    unmount();
    const failed = { State: 'FAILED' as const, Message: 'Försäkringskassan tog inte emot tidsredovisningen: Ogiltig månad' };
    const { unmount: again } = render(
      <ul>
        <StatementCard s={{ ...statement, Sending: failed }} signAs={null} onSign={() => {}} busy={false} />
      </ul>,
    );
    expect(screen.getByRole('status').textContent).toBe(failed.Message);
    again();
    render(
      <ul>
        <StatementCard s={{ ...statement, Status: 'SENT', TxId: 'FK-TX-4711' }} signAs={null} onSign={() => {}} busy={false} />
      </ul>,
    );
    expect(screen.getByText('Skickad · Försäkringskassans id FK-TX-4711 · Ska vara hos Försäkringskassan senast 2026-12-05')).toBeTruthy();
  });
});
