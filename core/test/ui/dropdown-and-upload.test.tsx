// @vitest-environment happy-dom
import './setup';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../src/i18n';
import { Dialog, Dropdown, dropdownListHeight, FileUpload, selectionSummary, showScanButton, type DropdownOption } from '../../src/ui';

const people: DropdownOption[] = ['Anna', 'Bo', 'Cecilia', 'David', 'Eva', 'Fredrik', 'Göran'].map((n, i) => ({ value: String(i + 1), label: n }));
const sv = (key: string, params?: Record<string, unknown>) => translate('sv', key, params);

function Multi({ initial, options = people }: { initial: string[]; options?: DropdownOption[] }) {
  const [value, setValue] = useState(initial);
  return <Dropdown multiple label="Anställda" options={options} value={value} onChange={setValue} />;
}

describe('Dropdown rules', () => {
  it('caps the list at 200px only with more than 5 items', () => {
    expect(dropdownListHeight(5)).toBeUndefined();
    expect(dropdownListHeight(6)).toBe(200);
  });

  it('names up to three choices and counts more as "n st"', () => {
    expect(selectionSummary(['Anna', 'Bo', 'Cecilia'], sv)).toBe('Anna, Bo, Cecilia');
    expect(selectionSummary(['Anna', 'Bo', 'Cecilia', 'David'], sv)).toBe('4 st');
    expect(selectionSummary(['a', 'b', 'c', 'd'], (k, p) => translate('en', k, p))).toBe('4 selected');
  });
});

describe('Dropdown', () => {
  it('shows the chosen labels, or the count with "st" after three', () => {
    const { unmount } = render(<Multi initial={['1', '2', '3']} />);
    expect((screen.getByRole('combobox', { name: 'Anställda' }) as HTMLInputElement).value).toBe('Anna, Bo, Cecilia');
    unmount();
    render(<Multi initial={['1', '2', '3', '4']} />);
    expect((screen.getByRole('combobox', { name: 'Anställda' }) as HTMLInputElement).value).toBe('4 st');
  });

  it('filters by typing and picks with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Anställd" options={people} value={null} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Anställd' });
    await userEvent.type(input, 'cec');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Cecilia']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('3');
  });

  it('uses 48px rows and the 200px cap for long lists, natural height for short ones', async () => {
    const { unmount } = render(<Dropdown label="Lång" options={people} value={null} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lång' }));
    const list = await screen.findByRole('listbox', { name: 'Lång' });
    expect(list.getAttribute('data-list-height')).toBe('200');
    expect(list.style.maxHeight).toContain('200px');
    expect((screen.getAllByRole('option')[0] as HTMLElement).style.height).toBe('48px');
    unmount();
    render(<Dropdown label="Kort" options={people.slice(0, 5)} value={null} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kort' }));
    const short = await screen.findByRole('listbox');
    expect(short.getAttribute('data-list-height')).toBe('auto');
  });

  it('says so when nothing matches', async () => {
    render(<Dropdown label="Anställd" options={people} value={null} onChange={() => {}} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Anställd' }), 'zz');
    expect(await screen.findByText('Inga träffar')).toBeTruthy();
  });
});

describe('FileUpload', () => {
  it('shows Scan only when scanning is enabled and auto-scan is off', () => {
    expect([showScanButton(true, false), showScanButton(true, true), showScanButton(false, false)]).toEqual([true, false, false]);
    const file = new File(['x'], 'kvitto.png', { type: 'image/png' });
    const { rerender } = render(<FileUpload label="Kvitto" file={file} onFileChange={() => {}} scanEnabled autoScan={false} />);
    expect(screen.getByRole('button', { name: 'Skanna' })).toBeTruthy();
    rerender(<FileUpload label="Kvitto" file={file} onFileChange={() => {}} scanEnabled autoScan />);
    expect(screen.queryByRole('button', { name: 'Skanna' })).toBeNull();
    rerender(<FileUpload label="Kvitto" file={file} onFileChange={() => {}} scanEnabled={false} autoScan={false} />);
    expect(screen.queryByRole('button', { name: 'Skanna' })).toBeNull();
  });

  it('chooses through the custom button and removes with the remove button', async () => {
    const onFileChange = vi.fn();
    const { container, rerender } = render(<FileUpload label="Kvitto" file={null} onFileChange={onFileChange} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.hidden).toBe(true);
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Välj fil' }));
    expect(click).toHaveBeenCalled();
    const file = new File(['x'], 'kvitto.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    expect(onFileChange).toHaveBeenLastCalledWith(file);
    rerender(<FileUpload label="Kvitto" file={file} onFileChange={onFileChange} />);
    expect(screen.getByText('kvitto.pdf')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort filen' }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
  });

  it('disables Scan until a file is chosen', () => {
    render(<FileUpload label="Kvitto" file={null} onFileChange={() => {}} scanEnabled autoScan={false} />);
    expect((screen.getByRole('button', { name: 'Skanna' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Dropdown search', () => {
  it('ignores case and accents but keeps å, ä and ö apart from a and o', async () => {
    const { createOptionFilter } = await import('../../src/ui');
    const filter = createOptionFilter([{ label: 'André Åberg' }, { label: 'Anders Aberg' }, { label: 'Örjan Olsson' }]);
    expect(filter('andre').map((o) => o.label)).toEqual(['André Åberg']);
    expect(filter('ÅBERG').map((o) => o.label)).toEqual(['André Åberg']);
    expect(filter('aberg').map((o) => o.label)).toEqual(['Anders Aberg']);
    expect(filter(' ').length).toBe(3);
  });

  it('renders only the visible rows of a 5,000-row register', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ value: String(i), label: `Anställd ${i}` }));
    render(<Dropdown label="Register" options={many} value={null} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('listbox');
    expect(screen.queryAllByRole('option').length).toBeLessThan(100);
  });
});

describe('Dropdown multiple', () => {
  it('toggles choices with the keyboard and keeps the list open', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<string[]>(['1']);
      return (
        <Dropdown
          multiple
          label="Arbetslag"
          options={people}
          value={value}
          onChange={(v) => {
            setValue(v);
            onChange(v);
          }}
        />
      );
    }
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Arbetslag' });
    await userEvent.clear(input);
    await userEvent.type(input, 'bo');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['1', '2']);
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Bo' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('Dropdown with a long list (only the visible rows rendered)', () => {
  const many: DropdownOption[] = Array.from({ length: 5000 }, (_, i) => ({
    value: String(i + 1),
    label: `Anställd ${i + 1}`,
    description: `Anst.nr ${i + 1}`,
  }));
  const activeOption = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

  it('filters as typed, makes the first match active and picks it with Enter', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Anställd" options={many} value={null} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Anställd' });
    await userEvent.type(input, '4999');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Anställd 4999Anst.nr 4999']);
    expect(options[0]!.getAttribute('aria-setsize')).toBe('1');
    expect(activeOption(input)?.textContent).toContain('Anställd 4999');
    expect(screen.getByText('Träffar: 1')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('4999');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("moves with the arrows, Home and End, naming each row's place in the whole list", async () => {
    render(<Dropdown label="Anställd" options={many} value="10" onChange={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Anställd' }) as HTMLInputElement;
    expect(input.value).toBe('Anställd 10');
    input.focus();
    const list = await screen.findByRole('listbox', { name: 'Anställd' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    // opens on the chosen row
    expect(activeOption(input)?.getAttribute('aria-selected')).toBe('true');
    expect(activeOption(input)?.getAttribute('aria-posinset')).toBe('10');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption(input)?.getAttribute('aria-posinset')).toBe('11');
    await userEvent.keyboard('{End}');
    expect(activeOption(input)?.getAttribute('aria-posinset')).toBe('5000');
    expect(activeOption(input)?.getAttribute('aria-setsize')).toBe('5000');
    // scrolled away from the active row (a wheel, or a late scroll), it is still in the DOM for aria-activedescendant
    list.scrollTop = 0;
    fireEvent.scroll(list);
    expect(activeOption(input)?.getAttribute('aria-posinset')).toBe('5000');
    await userEvent.keyboard('{Home}');
    expect(activeOption(input)?.getAttribute('aria-posinset')).toBe('1');
    expect(screen.getAllByRole('option').length).toBeLessThan(30);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('Anställd 10');
  });

  it('says so when nothing matches, and a click on a row picks it', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Anställd" options={many} value={null} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Anställd' });
    await userEvent.type(input, 'zz');
    expect(screen.getByText('Inga träffar')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'anställd 12');
    await userEvent.click(screen.getByRole('option', { name: /^Anställd 123 / }));
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('works inside a dialog: Escape closes the list, not the dialog, and a click picks', async () => {
    const onChange = vi.fn();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Tilldela">
        <Dropdown label="Anställd" options={many} value={null} onChange={onChange} />
      </Dialog>,
    );
    const input = await screen.findByRole('combobox', { name: 'Anställd' });
    await userEvent.type(input, '4321');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.type(input, '4321');
    await userEvent.click(screen.getByRole('option', { name: /^Anställd 4321 / }));
    expect(onChange).toHaveBeenLastCalledWith('4321');
  });

  it('toggles choices in multiple mode and keeps the list open', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<string[]>(['1']);
      return (
        <Dropdown
          multiple
          label="Anställda"
          options={many}
          value={value}
          onChange={(v) => {
            setValue(v);
            onChange(v);
          }}
        />
      );
    }
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Anställda' });
    await userEvent.click(input);
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['1', '2']);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['2']);
  });
});
