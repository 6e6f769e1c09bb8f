// @vitest-environment happy-dom
import './setup';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button, Dialog, IconButton, Tooltip, WidgetGallery } from '../../src/ui';

describe('Tooltip', () => {
  it('appears on keyboard focus, describes its trigger and closes on Escape', async () => {
    render(
      <Tooltip content="Semesterdagar kvar i år">
        <button type="button">Saldo</button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Semesterdagar kvar i år');
    expect(screen.getByRole('button', { name: 'Saldo' }).getAttribute('aria-describedby')).toBe(tip.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is only visual on an icon button, whose label already is its name', async () => {
    render(<IconButton label="Skriv ut" icon={<span />} onClick={() => {}} />);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Skriv ut' });
    await act(async () => {});
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('Dialog keyboard', () => {
  it('keeps Tab inside the dialog', async () => {
    render(
      <>
        <button type="button">Utanför</button>
        <Dialog open title="Fokus" onClose={() => {}} actions={<Button>Spara</Button>}>
          <input aria-label="Fält" />
        </Dialog>
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});

describe('WidgetGallery', () => {
  it('shows every widget and switches between light and dark', async () => {
    render(<WidgetGallery />);
    expect(screen.getByRole('heading', { level: 1, name: 'Komponentbibliotek' })).toBeTruthy();
    const sections = screen.getAllByRole('region').map((r) => within(r).getByRole('heading', { level: 2 }).textContent);
    expect(sections.join(' ')).toMatch(/Button.*TextField.*DatePicker.*Dropdown.*Tabs.*FileUpload.*Dialog.*Snackbar.*useForm/);
    await userEvent.click(screen.getByRole('button', { name: 'Mörkt tema' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Ljust tema' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('reports the first invalid field of its form in an error snackbar', async () => {
    render(<WidgetGallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Spara fordon' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/Registreringsnummer/));
    expect(screen.getByRole('alert').textContent).toMatch(/Registreringsnummer/);
  });
});
