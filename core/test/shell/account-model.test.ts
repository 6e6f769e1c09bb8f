import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../src/api/catalogue';
import { EMPTY_GUID } from '../../src/contracts/endpoint';
import { addMessages } from '../../src/i18n/runtime';
import { $ftgInfo, $selectedCompanyId } from '../../src/session/state';
import { $changePasswordOpen, $changePasswordServerError, changePasswordOpened, changePasswordSubmitted } from '../../src/shell/change-password';
import { $pictureEditOwner, $pictureOverrides, pictureDeleteRequested, pictureEditOpened, pictureSaveRequested } from '../../src/shell/company-avatar';
import sv from '../../src/shell/i18n/sv';
import { fakeApi, ftgInfoFixture } from '../../src/testing';
import { recordSnackbars, scopeWith, settle } from '../models/helpers';

addMessages('shell', 'sv', sv);

// snackbars close on a timer: run timers to the end instead of waiting real seconds
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('change password model', () => {
  it('posts CurrentPassword and NewPassword, closes the dialog and says the password is saved', async () => {
    const api = fakeApi({ 'POST /api/changepassword': () => ({ body: { ok: true } }) });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    await settle(changePasswordOpened, scope);
    expect(scope.getState($changePasswordOpen)).toBe(true);
    await settle(changePasswordSubmitted, scope, { CurrentPassword: 'demo1234', NewPassword: 'ny-hemlighet' });
    expect(api.callsTo('POST /api/changepassword').map((c) => c.request.body)).toEqual([{ CurrentPassword: 'demo1234', NewPassword: 'ny-hemlighet' }]);
    expect(scope.getState($changePasswordOpen)).toBe(false);
    expect(shown).toEqual([{ text: 'Lösenordet har sparats.', color: 'success' }]);
  });

  it('a wrong current password keeps the dialog open, marks the field and shows the server message', async () => {
    const message = 'Det nuvarande lösenordet är fel.';
    const api = fakeApi({ 'POST /api/changepassword': () => ({ status: 400, body: { dvCode: 40000, message, field: 'CurrentPassword' } }) });
    // signed in: the catalogue must not treat this 400 as the end of the session
    const scope = scopeWith(api, [[$selectedCompanyId, '1001']]);
    const shown = recordSnackbars(scope);
    await settle(changePasswordOpened, scope);
    await settle(changePasswordSubmitted, scope, { CurrentPassword: 'fel-losen', NewPassword: 'ny-hemlighet' });
    expect(scope.getState($changePasswordOpen)).toBe(true);
    expect(scope.getState($changePasswordServerError)).toEqual({ field: 'CurrentPassword', message });
    expect(shown).toEqual([{ text: message, color: 'error' }]);
    // opening again starts clean
    await settle(changePasswordOpened, scope);
    expect(scope.getState($changePasswordServerError)).toBeNull();
  });
});

describe('company picture model', () => {
  const ftg = ftgInfoFixture({ FtgId: '1002', Namn: 'Konsultbolaget Norr AB', PictureId: EMPTY_GUID });

  it('uploads for the selected company, closes the dialog, updates every avatar of the company and says so', async () => {
    const Id = '0b9d7a52-3a2f-4c59-9d0e-6a8f2a1c9e11';
    const api = fakeApi({ 'PUT /api/ftgpicture': () => ({ body: { Id } }) });
    const scope = scopeWith(api, [
      [$selectedCompanyId, '1002'],
      [$ftgInfo, ftg],
    ]);
    const shown = recordSnackbars(scope);
    await settle(pictureEditOpened, scope, 'avatar-drawer');
    expect(scope.getState($pictureEditOwner)).toBe('avatar-drawer');
    await settle(pictureSaveRequested, scope, { Content: 'iVBORw0KGgo=', Type: 'image/png' });
    const [call] = api.callsTo('PUT /api/ftgpicture');
    expect(call?.request.body).toEqual({ Content: 'iVBORw0KGgo=', Type: 'image/png' });
    expect(call?.context.companyId).toBe('1002');
    expect(scope.getState($pictureEditOwner)).toBeNull();
    expect(scope.getState($pictureOverrides)).toEqual({ '1002': Id });
    expect(scope.getState($ftgInfo)?.PictureId).toBe(Id);
    expect(shown).toEqual([{ text: 'Bilden har sparats.', color: 'success' }]);
  });

  it('delete resets the picture to the all-zero id', async () => {
    const api = fakeApi({ 'DELETE /api/ftgpicture': () => ({ body: { ok: true } }) });
    const scope = scopeWith(api, [
      [$selectedCompanyId, '1002'],
      [$ftgInfo, { ...ftg, PictureId: '0b9d7a52-3a2f-4c59-9d0e-6a8f2a1c9e11' }],
    ]);
    const shown = recordSnackbars(scope);
    await settle(pictureDeleteRequested, scope);
    expect(api.callsTo('DELETE /api/ftgpicture')).toHaveLength(1);
    expect(scope.getState($pictureOverrides)).toEqual({ '1002': EMPTY_GUID });
    expect(scope.getState($ftgInfo)?.PictureId).toBe(EMPTY_GUID);
    expect(shown).toEqual([{ text: 'Bilden har tagits bort.', color: 'success' }]);
  });

  it('a refused upload keeps the dialog open and shows the server message', async () => {
    const message = 'Ogiltigt bildformat. Tillåtna format: PNG, JPEG.';
    const api = fakeApi({ 'PUT /api/ftgpicture': () => ({ status: 400, body: { dvCode: 40000, message, field: 'Content' } }) });
    const scope = scopeWith(api, [
      [$selectedCompanyId, '1002'],
      [$ftgInfo, ftg],
    ]);
    const shown = recordSnackbars(scope);
    await settle(pictureEditOpened, scope, 'avatar-row');
    await settle(pictureSaveRequested, scope, { Content: 'AAAA', Type: 'image/png' });
    expect(scope.getState($pictureEditOwner)).toBe('avatar-row');
    expect(scope.getState($pictureOverrides)).toEqual({});
    expect(shown).toEqual([{ text: message, color: 'error' }]);
  });
});
