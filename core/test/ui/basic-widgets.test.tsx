// @vitest-environment happy-dom
import './setup';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, Checkbox, IconButton, Menu, PasswordField, Select, Snackbar, Spinner, Tabs, TextField, Title } from '../../src/ui';

function ControlledText(props: { counter?: number; trimOnBlur?: boolean; error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="Namn" value={value} onChange={setValue} {...props} />;
}

describe('Button', () => {
  it('is a button with its label and fires onClick on Enter', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Spara</Button>);
    const button = screen.getByRole('button', { name: 'Spara' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while busy but stays focusable', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Spara
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Spara' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('TextField', () => {
  it('binds the label to the input', () => {
    render(<ControlledText />);
    expect(screen.getByLabelText('Namn').tagName).toBe('INPUT');
  });

  it('trims on blur by default', async () => {
    render(<ControlledText />);
    const input = screen.getByLabelText('Namn') as HTMLInputElement;
    await userEvent.type(input, '  Anna  ');
    expect(input.value).toBe('  Anna  ');
    await userEvent.tab();
    expect(input.value).toBe('Anna');
  });

  it('keeps white space when trimOnBlur is off', async () => {
    render(<ControlledText trimOnBlur={false} />);
    const input = screen.getByLabelText('Namn') as HTMLInputElement;
    await userEvent.type(input, ' x ');
    await userEvent.tab();
    expect(input.value).toBe(' x ');
  });

  it('shows "n / max" and caps the length with counter', async () => {
    render(<ControlledText counter={5} />);
    const input = screen.getByLabelText('Namn') as HTMLInputElement;
    expect(input.maxLength).toBe(5);
    expect(screen.getByText('0 / 5')).toBeTruthy();
    await userEvent.type(input, 'abc');
    expect(screen.getByText('3 / 5')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain('counter');
  });

  it('exposes the error through aria-invalid and aria-describedby', () => {
    render(<ControlledText error="Namn är obligatoriskt." hint="Som i passet" />);
    const input = screen.getByLabelText('Namn');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Namn är obligatoriskt.', 'Som i passet']);
  });
});

describe('PasswordField', () => {
  it('toggles visibility with a named button in the current language', async () => {
    render(<PasswordField label="Lösenord" value="hemligt" onChange={() => {}} />);
    const input = screen.getByLabelText('Lösenord') as HTMLInputElement;
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Visa lösenord' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Dölj lösenord' })).toBeTruthy();
  });
});

describe('Checkbox and Select', () => {
  it('checkbox is labelled and toggles with Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Kom ihåg mig" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Kom ihåg mig' });
    box.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('select is labelled, reports the chosen value and shows its error', () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Språk"
        value="sv"
        error="Ogiltigt värde"
        onChange={onChange}
        options={[
          { value: 'sv', label: 'Svenska' },
          { value: 'en', label: 'English' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Språk' });
    fireEvent.change(select, { target: { value: 'en' } });
    expect(onChange).toHaveBeenCalledWith('en');
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Spinner, Title, IconButton', () => {
  it('spinner is a status with a label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Laddar …');
  });

  it('title renders the requested heading level', () => {
    render(<Title level={2}>Tidrapport</Title>);
    expect(screen.getByRole('heading', { level: 2, name: 'Tidrapport' })).toBeTruthy();
  });

  it('icon button is named by its label', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Stäng" icon={<span />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(onClick).toHaveBeenCalled();
  });
});

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and reports the id', async () => {
    const onChange = vi.fn();
    render(
      <Tabs
        onChange={onChange}
        tabs={[
          { id: 'a', label: 'Översikt', content: <p>Första</p> },
          { id: 'b', label: 'Detaljer', content: <p>Andra</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Första');
    screen.getByRole('tab', { name: 'Översikt' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('tabpanel').textContent).toBe('Andra');
  });
});

describe('Snackbar', () => {
  it('puts errors in the alert region and others in the status region, with a close button', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Snackbar snackbar={{ id: 1, text: 'Sparat', color: 'success' }} onClose={onClose} />);
    expect(screen.getByRole('status').textContent).toContain('Sparat');
    expect(screen.getByRole('alert').textContent).toBe('');
    rerender(<Snackbar snackbar={{ id: 2, text: 'Fel', color: 'error' }} onClose={onClose} />);
    expect(screen.getByRole('alert').textContent).toContain('Fel');
    await userEvent.click(screen.getByRole('button', { name: 'Stäng meddelandet' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing visible without a snackbar', () => {
    render(<Snackbar snackbar={null} onClose={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Menu', () => {
  it('opens from its button and runs the chosen item with Enter', async () => {
    const onSelect = vi.fn();
    render(
      <Menu
        button="Meny"
        items={[
          { label: 'Inställningar', onSelect },
          { label: 'Logga ut', onSelect: () => {} },
        ]}
        maxHeight={300}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Meny' }));
    const menu = await screen.findByRole('menu');
    expect((menu.querySelector('[data-menu-scroll]') as HTMLElement).style.maxHeight).toBe('300px');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalled();
  });

  it('keeps one column for icons: an item without one is indented like those with one (issue 22, kit leftovers)', async () => {
    render(
      <Menu
        button="Fler val"
        items={[
          { label: 'Skriv ut', onSelect: () => {} },
          { label: 'Ta bort', onSelect: () => {}, icon: <svg data-testid="trash" /> },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fler val' }));
    const [plain, withIcon] = await screen.findAllByRole('menuitem');
    // the same slot before the label in both rows, of the icon's size, hidden from screen readers
    const slot = (item: HTMLElement) => item.querySelector('[data-menu-icon]') as HTMLElement | null;
    expect(slot(withIcon!)?.contains(screen.getByTestId('trash'))).toBe(true);
    expect(slot(plain!)).not.toBeNull();
    expect(slot(plain!)!.className).toBe(slot(withIcon!)!.className);
    expect(slot(plain!)!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Skriv ut' })).toBe(plain);
  });

  it('has no icon column when no item has an icon', async () => {
    render(<Menu button="Meny" items={[{ label: 'Inställningar', onSelect: () => {} }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Meny' }));
    expect((await screen.findByRole('menuitem')).querySelector('[data-menu-icon]')).toBeNull();
  });
});
