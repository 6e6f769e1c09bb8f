// @vitest-environment happy-dom
import './setup';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { rules } from '../../src/validation';
import { Button, NumberField, TextField, UnsavedChangesProvider, useConfirmLeave, useForm, useGuardedNavigate, useUnsavedChangesGuard } from '../../src/ui';

function Profile({ onError, onValid }: { onError: (m: string) => void; onValid?: () => void }) {
  const form = useForm({ onError });
  const [name, setName] = useState('Anna');
  const [email, setEmail] = useState('');
  const [hours, setHours] = useState<number | null>(null);
  // registered in another order than they appear, so "first" must mean first on the page
  const hoursField = form.field('hours', { value: hours, rules: [rules.required()], label: 'Timmar' });
  const emailField = form.field('email', { value: email, rules: [rules.required(), rules.email()], label: 'E-post' });
  const nameField = form.field('name', { value: name, rules: [rules.required()], label: 'Namn' });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!form.validateAll()) onValid?.();
      }}
    >
      <TextField label="Namn" value={name} onChange={setName} {...nameField} />
      <TextField label="E-post" value={email} onChange={setEmail} {...emailField} />
      <NumberField label="Timmar" value={hours} onChange={setHours} {...hoursField} />
      <Button type="submit">Spara</Button>
    </form>
  );
}

describe('useForm', () => {
  it('focuses the first invalid field, marks it and reports its first message', async () => {
    const onError = vi.fn();
    render(<Profile onError={onError} />);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    const email = screen.getByLabelText('E-post');
    expect(document.activeElement).toBe(email);
    expect(scroll).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatch(/E-post/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Timmar').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Namn').getAttribute('aria-invalid')).toBeNull();
  });

  it('chooses the first field on the page, not the first registered', async () => {
    const onError = vi.fn();
    render(<Profile onError={onError} />);
    await userEvent.clear(screen.getByLabelText('Namn'));
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Namn'));
  });

  it('clears an error as soon as the field is fixed and passes when all are valid', async () => {
    const onValid = vi.fn();
    render(<Profile onError={() => {}} onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    const email = screen.getByLabelText('E-post');
    await userEvent.type(email, 'anna@example.se');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(screen.getByLabelText('Timmar'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });
});

function DirtyForm() {
  const [text, setText] = useState('');
  useUnsavedChangesGuard(text !== '');
  return <TextField label="Anteckning" value={text} onChange={setText} />;
}

function Leave({ onResult }: { onResult: (leave: boolean) => void }) {
  const confirmLeave = useConfirmLeave();
  return (
    <button type="button" onClick={() => void confirmLeave().then(onResult)}>
      Gå vidare
    </button>
  );
}

describe('unsaved changes', () => {
  it('lets a clean form go without asking', async () => {
    const onResult = vi.fn();
    render(
      <UnsavedChangesProvider>
        <DirtyForm />
        <Leave onResult={onResult} />
      </UnsavedChangesProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gå vidare' }));
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks Leave or Stay for a dirty form', async () => {
    const onResult = vi.fn();
    render(
      <UnsavedChangesProvider>
        <DirtyForm />
        <Leave onResult={onResult} />
      </UnsavedChangesProvider>,
    );
    await userEvent.type(screen.getByLabelText('Anteckning'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Gå vidare' }));
    await screen.findByRole('dialog', { name: 'Osparade ändringar' });
    await userEvent.click(screen.getByRole('button', { name: 'Stanna kvar' }));
    await vi.waitFor(() => expect(onResult).toHaveBeenLastCalledWith(false));
    await userEvent.click(screen.getByRole('button', { name: 'Gå vidare' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lämna' }));
    await vi.waitFor(() => expect(onResult).toHaveBeenLastCalledWith(true));
  });

  it('guards closing the tab while dirty', async () => {
    render(<DirtyForm />);
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByLabelText('Anteckning'), 'x');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('navigates with wouter only after Leave', async () => {
    const location = memoryLocation({ path: '/tidrapport', record: true });
    function Nav() {
      const navigate = useGuardedNavigate();
      return (
        <button type="button" onClick={() => void navigate('/kalendarie')}>
          Kalendarium
        </button>
      );
    }
    render(
      <Router hook={location.hook}>
        <UnsavedChangesProvider>
          <DirtyForm />
          <Nav />
        </UnsavedChangesProvider>
      </Router>,
    );
    await userEvent.type(screen.getByLabelText('Anteckning'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Kalendarium' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stanna kvar' }));
    await act(async () => {});
    expect(location.history.at(-1)).toBe('/tidrapport');
    await userEvent.click(screen.getByRole('button', { name: 'Kalendarium' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lämna' }));
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/kalendarie'));
  });
});
