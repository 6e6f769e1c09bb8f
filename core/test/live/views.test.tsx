// @vitest-environment happy-dom
import '../ui/setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { downloadFailed, downloadKindOf, fetchFileFx, fileNameOf } from '../../src/api/download';
import { sendFx } from '../../src/api/request';
import { addMessages } from '../../src/i18n/runtime';
import { createPortalModel } from '../../src/portal/model';
import { PortalContext } from '../../src/portal/context';
import liveSv from '../../src/push/i18n/sv';
import { pushFrameReceived } from '../../src/push/events';
import { $account, $ftgInfo, $licence, $portalInfo } from '../../src/session/state';
import { DownloadFailedDialog } from '../../src/shell/offline';
import { InboxButton, inboxCount } from '../../src/shell/inbox';
import { createPageData } from '../../src/page-data';
import { $platform, InstallApp, detectPlatform, installPromptOffered, type InstallPromptEvent } from '../../src/shell/install-app';
import VersionBanner from '../../src/shell/version-banner';
import { $bannerVisible, $extensionsUsed, $secondsLeft, reloadFx } from '../../src/version/model';
import { authResponseFixture, fakeApi, portalInfoFixture } from '../../src/testing';

addMessages('live', 'sv', liveSv);

function renderIn(scope: Scope, ui: ReactNode) {
  const model = createPortalModel([]);
  return render(
    <Provider value={scope}>
      <PortalContext.Provider value={model}>{ui}</PortalContext.Provider>
    </Provider>,
  );
}

/** signed in as FTG in a company with Plus; messages on or off */
function signedInValues(plus: boolean, messages: boolean): [unknown, unknown][] {
  const r = authResponseFixture('FTG');
  return [
    [$account, r.UserAccount],
    [$ftgInfo, r.FtgInfo],
    [$portalInfo, portalInfoFixture({ EnableMeddelanden: messages } as never)],
    [$licence, { HasPlus: plus, HasLicensOption: [], HasWebLon: true, HasWebLonPlus: plus, EnforceBankIDAuth: false }],
  ];
}

describe('new-version banner view', () => {
  it('shows the countdown in its colour; Need more time is disabled after three', () => {
    const reload = vi.fn();
    const scope = fork({
      handlers: [[reloadFx, reload]],
      values: [
        [$bannerVisible, true],
        [$secondsLeft, 45],
        [$extensionsUsed, 3],
      ],
    });
    renderIn(scope, <VersionBanner />);
    expect(screen.getByRole('region', { name: 'En ny version av Lönna finns' })).toBeTruthy();
    const countdown = screen.getByTestId('version-countdown');
    expect(countdown.textContent).toBe('0:45');
    expect(countdown.dataset.tone).toBe('accent');
    expect((screen.getByRole('button', { name: 'Jag behöver mer tid' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Uppdatera nu' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('inbox icon', () => {
  it('is absent without Plus and EnableMeddelanden', () => {
    const scope = fork({ values: signedInValues(false, true) as never });
    renderIn(scope, <InboxButton />);
    expect(screen.queryByRole('button', { name: /^Meddelanden/ })).toBeNull();
  });

  it('shows the unread count from the server, +1 on a pushed message, and lists the newest unread', async () => {
    const api = fakeApi({
      'GET /api/messages/status': () => ({ body: { AntalOlast: 2 } }),
      'GET /api/messages/unread': () => ({ body: [{ Id: 7, Subject: 'Schemaändring vecka 48', From: 'Arbetsledningen', Date: '2026-11-19' }] }),
      'POST /api/messages/7/read': () => ({ body: { AntalOlast: 1 } }),
    });
    const scope = fork({ handlers: [[sendFx, api.handler]], values: signedInValues(true, false) as never });
    renderIn(scope, <InboxButton />);
    expect(screen.queryByRole('button', { name: /^Meddelanden/ })).toBeNull();
    // the company's messages switch comes on (portal info loaded): the icon appears with the server's count
    await allSettled($portalInfo, { scope, params: portalInfoFixture({ EnableMeddelanden: true } as never) });
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('2'));
    await allSettled(pushFrameReceived, { scope, params: { event: 'new-unread-message', payload: { Id: 9 } } });
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('3'));
    expect(screen.getByRole('button', { name: 'Meddelanden, 3 olästa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Meddelanden, 3 olästa' }));
    await waitFor(() => expect(screen.getByText('Schemaändring vecka 48')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Markera som läst: Schemaändring vecka 48' }));
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('1'));
  });

  // the toolbar is in the layout's lazy chunk: it mounts after the access that allows it is known, and its count came
  // only from the push socket's first resync (a browser whose socket never opens saw 0)
  it('asks the count when it mounts with the inbox already allowed, without waiting for the push socket', async () => {
    const api = fakeApi({ 'GET /api/messages/status': () => ({ body: { AntalOlast: 5 } }) });
    const scope = fork({ handlers: [[sendFx, api.handler]], values: signedInValues(true, true) as never });
    renderIn(scope, <InboxButton />);
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('5'));
    expect(api.callsTo('GET /api/messages/status')).toHaveLength(1);
  });

  // the start (session 18's network audit): the inbox became allowed (sign-in) and the read went out; the toolbar's icon
  // mounted while it was on its way and asked a second time
  it('asks once at the start when the icon mounts while the first count is on its way', async () => {
    const waiting: ((reply: { body: unknown }) => void)[] = [];
    const api = fakeApi({ 'GET /api/messages/status': () => new Promise((resolve) => waiting.push(resolve)) });
    const scope = fork({ handlers: [[sendFx, api.handler]], values: signedInValues(true, false) as never });
    const allowed = allSettled($portalInfo, { scope, params: portalInfoFixture({ EnableMeddelanden: true } as never) });
    await waitFor(() => expect(api.callsTo('GET /api/messages/status')).toHaveLength(1));
    renderIn(scope, <InboxButton />);
    for (const answer of waiting) answer({ body: { AntalOlast: 6 } });
    await allowed;
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('6'));
    expect(api.callsTo('GET /api/messages/status')).toHaveLength(1);
  });

  // the messages card on the dashboard asked its own count beside the badge's: two reads at every start
  it('gives a dashboard card the badge’s count from the same single read', async () => {
    const api = fakeApi({ 'GET /api/messages/status': () => ({ body: { AntalOlast: 4 } }) });
    const scope = fork({ handlers: [[sendFx, api.handler]], values: signedInValues(true, true) as never });
    const card = createPageData({ loads: [inboxCount.load] });
    expect(scope.getState(inboxCount.$count)).toBeNull();
    await allSettled(card.opened, { scope });
    expect(scope.getState(inboxCount.$count)).toBe(4);
    renderIn(scope, <InboxButton />);
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('4'));
    await allSettled(card.opened, { scope });
    expect(api.callsTo('GET /api/messages/status')).toHaveLength(1);
  });
});

describe('install the app', () => {
  it('uses the browser prompt when offered', async () => {
    const prompt = vi.fn(async () => undefined);
    const scope = fork();
    renderIn(scope, <InstallApp />);
    await allSettled(installPromptOffered, {
      scope,
      params: { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) } as unknown as InstallPromptEvent,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Installera appen' }));
    await waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Installera appen' })).toBeNull());
  });

  it('otherwise shows the iOS guide: Share → Add to Home Screen; store badges link out', async () => {
    const scope = fork({ values: [[$platform, 'ios']] });
    renderIn(scope, <InstallApp />);
    expect(screen.getByRole('link', { name: 'Ladda ned i App Store' }).getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    fireEvent.click(screen.getByRole('button', { name: 'Installera appen' }));
    const guide = await screen.findByRole('dialog', { name: 'Installera Lönna' });
    expect(guide.textContent).toContain('Dela-knappen');
    expect(guide.textContent).toContain('Lägg till på hemskärmen');
  });

  it('recognises the platforms', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 15; Pixel 7)')).toBe('android');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('desktop');
  });
});

describe('failed downloads and printouts', () => {
  it("titles print paths 'Utskrift misslyckades', others 'Filnedladdning misslyckades', with the server's message", async () => {
    const scope = fork();
    renderIn(scope, <DownloadFailedDialog />);
    await allSettled(downloadFailed, { scope, params: { kind: 'print', message: 'Perioden är inte attesterad.', path: '/rapporter/tidrapport' } });
    expect(screen.getByRole('dialog', { name: 'Utskrift misslyckades' }).textContent).toContain('Perioden är inte attesterad.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Stäng' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await allSettled(downloadFailed, { scope, params: { kind: 'download', message: '', path: '/documents/12/file' } });
    expect(screen.getByRole('dialog', { name: 'Filnedladdning misslyckades' }).textContent).toContain('Filen kunde inte hämtas');
  });

  it('the failure of a fetched file reaches the dialog', async () => {
    const scope = fork({ handlers: [[fetchFileFx, () => Promise.reject({ kind: 'download', message: 'Dokumentet finns inte.', path: '/documents/1' })]] });
    renderIn(scope, <DownloadFailedDialog />);
    await allSettled(fetchFileFx, { scope, params: { request: { path: '/documents/1' }, context: { locale: 'sv', companyId: '1001', salaryYear: 2026 } } });
    expect(screen.getByRole('dialog', { name: 'Filnedladdning misslyckades' }).textContent).toContain('Dokumentet finns inte.');
  });

  it('knows print paths and file names', () => {
    expect(['/rapporter/tidrapport?From=2026-11-01', '/print/payslip/3', '/documents/4/file'].map(downloadKindOf)).toEqual(['print', 'print', 'download']);
    expect(fileNameOf("attachment; filename*=UTF-8''L%C3%B6nebesked%202026-11.pdf", '/x')).toBe('Lönebesked 2026-11.pdf');
    expect(fileNameOf('attachment; filename="tid.pdf"', '/x')).toBe('tid.pdf');
    expect(fileNameOf(null, '/documents/4/kvitto.png')).toBe('kvitto.png');
  });
});
