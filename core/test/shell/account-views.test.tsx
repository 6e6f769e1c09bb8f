// @vitest-environment happy-dom
import '../ui/setup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendFx } from '../../src/api/request';
import { EMPTY_GUID } from '../../src/contracts/endpoint';
import { addMessages } from '../../src/i18n/runtime';
import { $changePasswordOpen, ChangePasswordDialog } from '../../src/shell/change-password';
import { $pictureOverrides, CompanyAvatar, PictureEditDialog } from '../../src/shell/company-avatar';
import sv from '../../src/shell/i18n/sv';
import { fakeApi } from '../../src/testing';

addMessages('shell', 'sv', sv);

function renderIn(scope: Scope, ui: ReactNode) {
  return render(<Provider value={scope}>{ui}</Provider>);
}

afterEach(() => vi.unstubAllGlobals());

describe('change password dialog', () => {
  const open = (api = fakeApi({ 'POST /api/changepassword': () => ({ body: { ok: true } }) })) => {
    const scope = fork({ handlers: [[sendFx, api.handler]], values: [[$changePasswordOpen, true]] });
    renderIn(scope, <ChangePasswordDialog />);
    return { scope, api };
  };

  it('has current, new and repeat fields with show/hide, Generate, Cancel and Save', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Byt lösenord' })).toBeTruthy();
    for (const label of ['Nuvarande lösenord', 'Nytt lösenord', 'Upprepa nytt lösenord']) {
      expect((screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).type).toBe('password');
    }
    expect(screen.getAllByRole('button', { name: 'Visa lösenord' })).toHaveLength(3);
    for (const name of ['Generera lösenord', 'Avbryt', 'Spara']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('Generate fills new and repeat with the same 20-character password', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Generera lösenord' }));
    const next = (screen.getByLabelText(/^Nytt lösenord/) as HTMLInputElement).value;
    expect(next).toHaveLength(20);
    expect((screen.getByLabelText(/^Upprepa nytt lösenord/) as HTMLInputElement).value).toBe(next);
    expect(screen.getByRole('status').textContent).toContain('Ett lösenord har genererats');
  });

  it('has no Generate button without secure random numbers', () => {
    vi.stubGlobal('crypto', {});
    open();
    expect(screen.queryByRole('button', { name: 'Generera lösenord' })).toBeNull();
  });

  it('does not send when the repeat differs or a password is too short', async () => {
    const { api } = open();
    fireEvent.change(screen.getByLabelText(/^Nuvarande lösenord/), { target: { value: 'demo1234' } });
    fireEvent.change(screen.getByLabelText(/^Nytt lösenord/), { target: { value: 'ny-hemlighet' } });
    fireEvent.change(screen.getByLabelText(/^Upprepa nytt lösenord/), { target: { value: 'ny-hemlighe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Upprepa nytt lösenord stämmer inte överens.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Nytt lösenord/), { target: { value: 'kort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Nytt lösenord måste vara minst 6 tecken.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends both passwords and cannot be dismissed while saving', async () => {
    let release: () => void = () => {};
    const api = fakeApi({
      'POST /api/changepassword': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { ok: true } });
        }),
    });
    const { scope } = open(api);
    fireEvent.change(screen.getByLabelText(/^Nuvarande lösenord/), { target: { value: 'demo1234' } });
    fireEvent.change(screen.getByLabelText(/^Nytt lösenord/), { target: { value: 'ny-hemlighet' } });
    fireEvent.change(screen.getByLabelText(/^Upprepa nytt lösenord/), { target: { value: 'ny-hemlighet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.request.body).toEqual({ CurrentPassword: 'demo1234', NewPassword: 'ny-hemlighet' });
    expect(screen.getByRole('button', { name: 'Avbryt' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Stäng' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(scope.getState($changePasswordOpen)).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(scope.getState($changePasswordOpen)).toBe(false));
  });
});

describe('company avatar', () => {
  const scopeFor = (overrides: Record<string, string> = {}) => fork({ values: [[$pictureOverrides, overrides]] });

  it('shows the initials when there is no picture, and no edit button without canEdit', () => {
    renderIn(scopeFor(), <CompanyAvatar ftgId="1002" name="Konsultbolaget Norr AB" pictureId={EMPTY_GUID} />);
    expect(screen.getByTestId('company-avatar').textContent).toBe('KN');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the picture from its route, and the session’s newer picture over an older list entry', () => {
    const newer = '0b9d7a52-3a2f-4c59-9d0e-6a8f2a1c9e11';
    const { container } = renderIn(scopeFor({ '1002': newer }), <CompanyAvatar ftgId="1002" name="Konsultbolaget Norr AB" pictureId={EMPTY_GUID} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`/api/ftgpicture/1002/${newer}`);
  });

  it('falls back to the initials when the picture cannot be loaded', () => {
    const { container } = renderIn(scopeFor(), <CompanyAvatar ftgId="1002" name="Konsultbolaget Norr AB" pictureId="0b9d7a52-3a2f-4c59-9d0e-6a8f2a1c9e11" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('company-avatar').textContent).toBe('KN');
  });

  it('with canEdit the camera overlay opens the picture edit dialog', async () => {
    renderIn(scopeFor(), <CompanyAvatar ftgId="1002" name="Konsultbolaget Norr AB" pictureId={EMPTY_GUID} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Ändra företagsbild för Konsultbolaget Norr AB' }));
    expect(await screen.findByRole('dialog', { name: 'Företagsbild' })).toBeTruthy();
  });
});

describe('picture edit dialog', () => {
  it('Save is disabled until a valid file is chosen; Delete only when a picture exists', () => {
    const scope = fork();
    const { rerender } = renderIn(scope, <PictureEditDialog open onClose={() => {}} hasPicture={false} />);
    expect(screen.getByRole('button', { name: 'Spara' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Ta bort bild' })).toBeNull();
    expect(screen.getByText('PNG eller JPEG, högst 5 MB.')).toBeTruthy();
    rerender(
      <Provider value={scope}>
        <PictureEditDialog open onClose={() => {}} hasPicture />
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Ta bort bild' })).toBeTruthy();
  });

  it('refuses a file of the wrong format with the invalid image message', async () => {
    renderIn(fork(), <PictureEditDialog open onClose={() => {}} hasPicture={false} />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Ogiltigt bildformat. Tillåtna format: HEIC, HEIF, PNG, JPEG.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spara' }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses a file over 5 MB with the image too large message', async () => {
    renderIn(fork(), <PictureEditDialog open onClose={() => {}} hasPicture={false} />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'foto.jpg', { type: 'image/jpeg' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [big] } });
    expect(await screen.findByText('Bilden är för stor (högst 5 MB).')).toBeTruthy();
  });
});
