// @vitest-environment happy-dom
import '../ui/setup';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { allSettled, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $path, pushFrameReceived } from '../../src/portal';
import { $authenticated, appStarted } from '../../src/session';
import { $snackbar } from '../../src/snackbar';
import { authResponseFixture, companyFixture, fakeApi, ftgInfoFixture, portalInfoFixture } from '../../src/testing';
import { renderPortal } from './render-portal';

/**
 * Fire appStarted without awaiting it: once the shell is on screen the idle timer
 * (60 minutes) is pending in the Scope, and allSettled would wait for it.
 */
async function start(scope: Scope) {
  await act(async () => {
    void allSettled(appStarted, { scope });
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const signedOut = () => fakeApi({ 'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: 'Du är inte inloggad.' } }) });
const signedIn = (role: 'FTG' | 'LIC' = 'FTG', ftg = ftgInfoFixture({ Namn: 'Omsorgen Personlig Assistans AB', Orgnr: '5567123400' })) =>
  fakeApi({
    'GET /api/me': () => ({ body: authResponseFixture(role, { FtgInfo: ftg }) }),
    'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
    'GET /api/logout': () => ({ body: { ok: true } }),
    'GET /api/companyList': () => ({
      body: Array.from({ length: 11 }, (_, i) => companyFixture(String(3000 + i), `Bolag ${String.fromCharCode(65 + i)} AB`)),
    }),
  });

describe('sign-in screen', () => {
  it('shows the login field with a counter of 50, the password field, the forgot link and the language picker', async () => {
    const { scope } = await renderPortal(signedOut(), '/dashboard');
    await start(scope);
    const login = await screen.findByRole('textbox', { name: /Användarnamn/ });
    expect(login.getAttribute('maxlength')).toBe('50');
    expect(screen.getByText('0 / 50')).toBeTruthy();
    expect(screen.getByLabelText(/^Lösenord/)).toBeTruthy();
    // no external reset form configured: the portal's own reset page
    expect(screen.getByRole('link', { name: 'Glömt lösenordet?' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('combobox', { name: /Språk/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Användarnamn och lösenord' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'BankID' })).toBeTruthy();
  });

  it('an empty submit marks both fields, focuses the login field and shows the first message', async () => {
    const { scope } = await renderPortal(signedOut(), '/dashboard');
    await start(scope);
    fireEvent.click(await screen.findByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(document.getElementById('sign-in-login-error')?.textContent).toBe('Ange ditt användarnamn.'));
    expect(document.getElementById('sign-in-password-error')?.textContent).toBe('Ange ditt lösenord.');
    expect(document.activeElement?.id).toBe('sign-in-login');
    expect(scope.getState($snackbar)?.text).toBe('Ange ditt användarnamn.');
  });

  it('a wrong password marks the password field with the server message', async () => {
    const api = fakeApi({
      'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: 'x' } }),
      'POST /api/authenticate': () => ({ status: 401, body: { dvCode: 40100, message: 'Fel lösenord. Försök igen.' } }),
    });
    const { scope } = await renderPortal(api, '/dashboard');
    await start(scope);
    fireEvent.change(await screen.findByRole('textbox', { name: /Användarnamn/ }), { target: { value: 'per@demo.se' } });
    fireEvent.change(screen.getByLabelText(/^Lösenord/), { target: { value: 'fel-losen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(screen.getByText('Fel lösenord. Försök igen.')).toBeTruthy());
    expect(screen.getByLabelText(/^Lösenord/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the signed-in shell', () => {
  it('shows the drawer with company name and formatted organisation number, only allowed items, and the page', async () => {
    const { scope } = await renderPortal(signedIn(), '/dashboard');
    await start(scope);
    expect(await screen.findByRole('heading', { name: 'Välkommen till översikten' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(nav.textContent).toContain('Omsorgen Personlig Assistans AB');
    expect(nav.textContent).toContain('556712-3400');
    expect(screen.getByRole('link', { name: 'Översikt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Attestera' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meny' })).toBeTruthy();
  });

  it('hides drawer items the user may not access', async () => {
    const { scope } = await renderPortal(signedIn('FTG', ftgInfoFixture({ KalUseAttest: false })), '/dashboard');
    await start(scope);
    await screen.findByRole('heading', { name: 'Välkommen till översikten' });
    expect(screen.queryByRole('link', { name: 'Attestera' })).toBeNull();
  });

  it('an unknown path shows the not-found page with a back button', async () => {
    const { scope } = await renderPortal(signedIn(), '/finns/inte');
    await start(scope);
    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tillbaka' })).toBeTruthy();
  });

  it('a plugin the company switched off leaves the drawer live, and its path shows the not-found page', async () => {
    const api = signedIn('FTG', ftgInfoFixture({ KalUseAttest: true }));
    let testEnabled = true;
    const withList = fakeApi({
      'GET /api/companyplugins': () => ({ body: [{ Id: 'test', Version: '1.0.0', Enabled: testEnabled, Required: false }] }),
    });
    const both = {
      ...api,
      handler: (c: Parameters<typeof api.handler>[0]) => (c.request.path === '/api/companyplugins' ? withList.handler(c) : api.handler(c)),
    };
    const { scope } = await renderPortal(both as typeof api, '/attest');
    await start(scope);
    expect(await screen.findByRole('heading', { name: 'Attest' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Attestera' })).toBeTruthy();
    testEnabled = false;
    await act(async () => {
      // not awaited: the idle timer keeps the Scope busy (see start)
      void allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'companyplugins' } });
    });
    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Attestera' })).toBeNull();
    expect(scope.getState($path)).toBe('/attest');
  });

  it('the user menu logs out', async () => {
    const { scope } = await renderPortal(signedIn(), '/dashboard');
    await start(scope);
    fireEvent.click(await screen.findByRole('button', { name: /Användarmeny för Anna Andersson/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logga ut' }));
    await waitFor(() => expect(scope.getState($authenticated)).toBe(false));
    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeTruthy();
  });

  it('the company dialog opens for an account without a company, with search and favourite stars', async () => {
    const api = signedIn('LIC', null as never);
    const { scope } = await renderPortal(api, '/dashboard');
    await start(scope);
    const dialog = await screen.findByRole('dialog', { name: 'Välj företag' });
    expect(await screen.findByRole('searchbox', { name: /Sök företag/ })).toBeTruthy();
    const star = await screen.findByRole('button', { name: 'Lägg till Bolag C AB som favorit' });
    fireEvent.click(star);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ta bort Bolag C AB från favoriter' }).getAttribute('aria-pressed')).toBe('true'));
    expect(localStorage.getItem('FavouriteCompanies')).toBe('["3002"]');
    expect(dialog.textContent).toContain('Favoriter');
  });

  it('each company shows its id beside the organisation number; a section title with its count folds the section (issue 13)', async () => {
    const api = signedIn('LIC', null as never);
    const { scope } = await renderPortal(api, '/dashboard');
    await start(scope);
    const choose = await screen.findByRole('button', { name: /^Bolag C AB/ });
    expect(choose.textContent).toContain('Företags-id 3002');
    const title = screen.getByRole('button', { name: /^Alla företag \(\d+\)$/ });
    expect(title.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(title);
    expect(title.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: /^Bolag C AB/ })).toBeNull();
    fireEvent.click(title);
    expect(await screen.findByRole('button', { name: /^Bolag C AB/ })).toBeTruthy();
  });
});

describe('unsaved changes', () => {
  it('leaving a dirty form through the drawer asks Leave or Stay', async () => {
    const { scope } = await renderPortal(signedIn(), '/form');
    await start(scope);
    await screen.findByRole('heading', { name: 'Ett formulär med ändringar' });
    fireEvent.click(screen.getByRole('link', { name: 'Översikt' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stanna kvar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stanna kvar' })).toBeNull());
    expect(scope.getState($path)).toBe('/form');
    fireEvent.click(screen.getByRole('link', { name: 'Översikt' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lämna' }));
    await waitFor(() => expect(scope.getState($path)).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Välkommen till översikten' })).toBeTruthy();
  });
});

describe('pages without login', () => {
  it.each([
    ['/app/questions', 'Vanliga frågor'],
    ['/app/terms', 'Användarvillkor'],
    ['/app/portal/android/policy', 'Integritetspolicy för Lönna-appen (Android)'],
    ['/app/portal/ios/policy', 'Integritetspolicy för Lönna-appen (iOS)'],
  ])('%s shows “%s” without signing in or a drawer', async (path, title) => {
    const { scope } = await renderPortal(signedOut(), path);
    await start(scope);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Huvudmeny' })).toBeNull();
    expect(scope.getState($path)).toBe(path);
  });
});
