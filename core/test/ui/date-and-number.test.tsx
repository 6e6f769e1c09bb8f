// @vitest-environment happy-dom
import './setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { localeChanged } from '../../src/i18n';
import { calendarWeeks, DatePicker, formatNumberForField, HoursField, NumberField } from '../../src/ui';
import { readNumber } from '../../src/ui/number-text';
import { formatNumberIn } from '../../src/validation';

const TODAY = new Date(2025, 10, 21); // Friday 21 November 2025

function DateHarness({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Datum"
      value={value}
      today={TODAY}
      holidays={[{ Datum: '2025-12-25', Namn: 'Juldagen' }]}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('calendarWeeks', () => {
  it('starts weeks on Monday and numbers them by ISO 8601', () => {
    const weeks = calendarWeeks(2025, 12);
    expect(weeks[0]!.days[0]!.iso).toBe('2025-12-01'); // a Monday
    expect(weeks.map((w) => w.week)).toEqual([49, 50, 51, 52, 1]);
    const jan2021 = calendarWeeks(2021, 1);
    expect(jan2021[0]!.days[0]!.iso).toBe('2020-12-28');
    expect(jan2021[0]!.week).toBe(53);
  });
});

describe('DatePicker', () => {
  it('expands shorthand on blur', async () => {
    const onValue = vi.fn();
    render(<DateHarness onValue={onValue} />);
    const input = screen.getByLabelText('Datum') as HTMLInputElement;
    await userEvent.type(input, '1224');
    await userEvent.tab();
    expect(input.value).toBe('2025-12-24');
    expect(onValue).toHaveBeenLastCalledWith('2025-12-24');
  });

  it('expands shorthand on Enter, and six digits as YYMMDD', async () => {
    render(<DateHarness />);
    const input = screen.getByLabelText('Datum') as HTMLInputElement;
    await userEvent.type(input, '260105{Enter}');
    expect(input.value).toBe('2026-01-05');
  });

  it('keeps unreadable text so the date rule can report it', async () => {
    const onValue = vi.fn();
    render(<DateHarness onValue={onValue} />);
    const input = screen.getByLabelText('Datum') as HTMLInputElement;
    await userEvent.type(input, '1234567');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith('1234567');
  });

  it('never holds more than 10 characters', async () => {
    render(<DateHarness />);
    const input = screen.getByLabelText('Datum') as HTMLInputElement;
    expect(input.maxLength).toBe(10);
    await userEvent.type(input, '2025-11-21T10:00');
    expect(input.value).toBe('2025-11-21');
  });

  it('shows the wire empty date as empty', () => {
    render(<DateHarness initial="1899-12-30" />);
    expect((screen.getByLabelText('Datum') as HTMLInputElement).value).toBe('');
  });

  it('opens a Monday-first calendar with week numbers, marks holidays and picks with the keyboard', async () => {
    const onValue = vi.fn();
    render(<DateHarness initial="2025-12-22" onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Välj datum' }));
    const grid = await screen.findByRole('grid');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[1]).toBe('må');
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Vecka 49', 'Vecka 50', 'Vecka 51', 'Vecka 52', 'Vecka 1']);
    expect(screen.getByRole('button', { name: /torsdag 25 december 2025, Helgdag: Juldagen/ })).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-iso')).toBe('2025-12-22'));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.getAttribute('data-iso')).toBe('2025-12-30');
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2025-12-30');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('picks today with the "I dag" button', async () => {
    const onValue = vi.fn();
    render(<DateHarness onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Välj datum' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I dag' }));
    expect(onValue).toHaveBeenLastCalledWith('2025-11-21');
  });
});

describe('DatePicker language', () => {
  it('names months and weekdays in the UI language, still starting on Monday', async () => {
    const scope = fork();
    await allSettled(localeChanged, { scope, params: 'en' });
    render(
      <Provider value={scope}>
        <DatePicker label="Date" value="2025-12-22" onChange={() => {}} today={TODAY} />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const grid = await screen.findByRole('grid', { name: 'December 2025' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['wk', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(screen.getByRole('button', { name: 'Monday 22 December 2025' })).toBeTruthy();
  });
});

function NumberHarness({ decimals, onValue }: { decimals?: number | 'auto'; onValue?: (n: number | null) => void }) {
  const [value, setValue] = useState<number | null>(1234.5);
  return (
    <NumberField
      label="Belopp"
      value={value}
      decimals={decimals}
      suffix="kr"
      onChange={(n) => {
        setValue(n);
        onValue?.(n);
      }}
    />
  );
}

describe('NumberField', () => {
  it('formats Swedish style and parses back what was typed', async () => {
    const onValue = vi.fn();
    render(<NumberHarness onValue={onValue} />);
    const input = screen.getByLabelText('Belopp') as HTMLInputElement;
    expect(input.value).toBe('1 234,50');
    await userEvent.clear(input);
    await userEvent.type(input, '98765,4');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith(98765.4);
    expect(input.value).toBe('98 765,40');
  });

  it('round-trips its own output unchanged', async () => {
    const onValue = vi.fn();
    render(<NumberHarness onValue={onValue} />);
    const input = screen.getByLabelText('Belopp') as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.tab();
    expect(input.value).toBe('1 234,50');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('rounds to the decimals it shows', async () => {
    const onValue = vi.fn();
    render(<NumberHarness onValue={onValue} />);
    const input = screen.getByLabelText('Belopp') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '2,345{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(2.35);
  });

  it('uses only the needed decimals in auto mode', async () => {
    render(<NumberHarness decimals="auto" />);
    const input = screen.getByLabelText('Belopp') as HTMLInputElement;
    expect(input.value).toBe('1 234,5');
    await userEvent.clear(input);
    await userEvent.type(input, '7.125{Enter}');
    expect(input.value).toBe('7,125');
  });

  it('clears to null and names its unit', async () => {
    const onValue = vi.fn();
    render(<NumberHarness onValue={onValue} />);
    const input = screen.getByLabelText('Belopp') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith(null);
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('kr');
  });
});

async function inLanguage(locale: 'sv' | 'en' | 'fr' | 'pl', ui: React.ReactNode) {
  const scope = fork();
  await allSettled(localeChanged, { scope, params: locale });
  return render(<Provider value={scope}>{ui}</Provider>);
}

describe("numbers in the user's language", () => {
  it('prints a decimal point in English and a decimal comma in Swedish, French and Polish', () => {
    expect(formatNumberIn('en', 1234.5, 2)).toBe('1,234.50');
    expect(formatNumberIn('en', -7.5, 'auto')).toBe('-7.5');
    expect(formatNumberIn('sv', 1234.5, 2)).toBe('1 234,50');
    expect(formatNumberIn('fr', 7.5, 2)).toBe('7,50');
    expect(formatNumberIn('pl', 7.5, 'auto')).toBe('7,5');
  });

  it("one rule: the kit's fields show a number as the server prints it in PDFs and mails, and read it back", () => {
    const numbers = [0, 7.5, -7.5, 1234.5, 1234567.891, -0.004, 12345];
    for (const locale of ['sv', 'en', 'fr', 'pl'])
      for (const n of numbers)
        for (const decimals of [2, 0, 'auto'] as const) {
          const printed = formatNumberIn(locale, n, decimals);
          expect(formatNumberForField(n, decimals, locale)).toBe(printed);
          const places = decimals === 'auto' ? 4 : decimals;
          // read back: the number, rounded to the decimals printed
          expect(Math.abs(readNumber(locale, printed)! - n)).toBeLessThanOrEqual(0.5 * 10 ** -places + 1e-9);
        }
    // the spec's form in Swedish, French and Polish alike (Intl's Polish left four digits ungrouped, its Swedish and
    // French used no-break spaces and U+2212): plain space groups, a decimal comma, '-'
    expect(['sv', 'fr', 'pl'].map((l) => formatNumberIn(l, -1234.5))).toEqual(['-1 234,50', '-1 234,50', '-1 234,50']);
    expect(formatNumberIn('en', 1234567.891, 'auto')).toBe('1,234,567.891');
    // an Intl tag reads as its language
    expect(formatNumberIn('en-GB', 1234.5)).toBe('1,234.50');
    expect(formatNumberIn('sv-SE', 1234.5)).toBe('1 234,50');
  });

  it('reads both decimal marks, and English thousands separators', () => {
    expect(readNumber('en', '7,5')).toBe(7.5);
    expect(readNumber('en', '7.5')).toBe(7.5);
    expect(readNumber('en', '1,234.50')).toBe(1234.5);
    expect(readNumber('en', '12,345')).toBe(12345);
    expect(readNumber('sv', '7.5')).toBe(7.5);
    expect(readNumber('sv', '1 234,50')).toBe(1234.5);
    expect(readNumber('sv', '1,234.50')).toBeNull();
    expect(readNumber('en', '1,23,4')).toBeNull();
  });

  it('NumberField in English shows 7.50, not 7,50, and takes a comma too', async () => {
    const onValue = vi.fn();
    function Amount() {
      const [value, setValue] = useState<number | null>(7.5);
      return (
        <NumberField
          label="Amount"
          value={value}
          onChange={(n) => {
            setValue(n);
            onValue(n);
          }}
        />
      );
    }
    await inLanguage('en', <Amount />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(input.value).toBe('7.50');
    await userEvent.clear(input);
    await userEvent.type(input, '1,234.5{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(1234.5);
    expect(input.value).toBe('1,234.50');
    await userEvent.clear(input);
    await userEvent.type(input, '8,25{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(8.25);
    expect(input.value).toBe('8.25');
  });

  it('HoursField in English shows 7.50 and reads 7,5 and 7.5 alike', async () => {
    function Hours() {
      const [value, setValue] = useState<number | null>(7.5);
      return <HoursField label="Hours" value={value} onChange={setValue} />;
    }
    await inLanguage('en', <Hours />);
    const input = screen.getByLabelText('Hours') as HTMLInputElement;
    expect(input.value).toBe('7.50');
    await userEvent.clear(input);
    await userEvent.type(input, '6,25');
    await userEvent.tab();
    expect(input.value).toBe('6.25');
  });

  it('HoursField in French keeps the comma', async () => {
    await inLanguage('fr', <HoursField label="Heures" value={7.5} onChange={() => {}} />);
    expect((screen.getByLabelText('Heures') as HTMLInputElement).value).toBe('7,50');
  });
});
