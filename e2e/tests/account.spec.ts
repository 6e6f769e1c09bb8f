import { deflateSync } from 'node:zlib';
import { expect, expectHttpErrors, test, type Page } from '../support/test';
import { axeViolations } from '../support/axe';
import { chooseCompany, expectShell, PASSWORD, signIn } from '../support/session';

// adm@demo.se is used by no other spec: changing its password cannot end another test's session.
const LOGIN = 'adm@demo.se';
const COMPANY = 'Transport & Logistik Mälardalen AB';
const NEW_PASSWORD = 'Lönna-ny-2026!';

test.describe.configure({ mode: 'serial' });

async function signInAdmin(page: Page, password = PASSWORD) {
  await signIn(page, LOGIN, password);
  await chooseCompany(page, COMPANY);
  await expectShell(page);
}

async function openChangePassword(page: Page) {
  await page.getByRole('button', { name: /^Användarmeny/ }).click();
  await page.getByRole('menuitem', { name: 'Byt lösenord' }).click();
  const dialog = page.getByRole('dialog', { name: 'Byt lösenord' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function changePassword(page: Page, from: string, to: string) {
  const dialog = await openChangePassword(page);
  await dialog.getByLabel(/^Nuvarande lösenord/).fill(from);
  await dialog.getByLabel(/^Nytt lösenord/).fill(to);
  await dialog.getByLabel(/^Upprepa nytt lösenord/).fill(to);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lösenordet har sparats.' })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A 600 × 400 PNG with a diagonal gradient, so a crop visibly keeps one part of it. */
function gradientPng(width = 600, height = 400): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = Math.round((x / width) * 255);
      raw[row + 2 + x * 3] = 90;
      raw[row + 3 + x * 3] = Math.round((y / height) * 255);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('change password', () => {
  test('the dialog checks its fields, refuses a wrong current password and passes axe', async ({ page }) => {
    expectHttpErrors(page, [{ status: 400, method: 'POST', path: '/api/changepassword' }]); // the wrong current password
    await signInAdmin(page);
    const dialog = await openChangePassword(page);
    await expect(dialog.getByRole('button', { name: 'Generera lösenord' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Visa lösenord' })).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel(/^Nuvarande lösenord/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Generera lösenord' }).click();
    const generated = await dialog.getByLabel(/^Nytt lösenord/).inputValue();
    expect(generated).toMatch(/^[0-9A-Za-z~!@#$-]{20}$/);
    await expect(dialog.getByLabel(/^Upprepa nytt lösenord/)).toHaveValue(generated);
    await dialog.getByLabel(/^Upprepa nytt lösenord/).fill('något annat');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(dialog.getByText('Upprepa nytt lösenord stämmer inte överens.')).toBeVisible();

    await dialog.getByLabel(/^Upprepa nytt lösenord/).fill(generated);
    await dialog.getByLabel(/^Nuvarande lösenord/).fill('fel-losenord');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    // a wrong current password is a 400: the session and the dialog stay
    await expect(dialog.getByText('Det nuvarande lösenordet är fel.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expectShell(page);
  });

  test('saving ends the other sessions: they are signed out at once with the password-changed message', async ({ browser }) => {
    const a = await browser.newContext();
    const b = await browser.newContext();
    const pageA = await a.newPage();
    const pageB = await b.newPage();
    try {
      await signInAdmin(pageA);
      await signInAdmin(pageB);

      await changePassword(pageA, PASSWORD, NEW_PASSWORD);

      // B is told over the push channel, without doing anything, and its session is gone on the server too
      await expect(pageB.getByText('Ditt lösenord har ändrats. Logga in med det nya lösenordet.')).toBeVisible();
      await expect(pageB.getByRole('heading', { name: 'Logga in' })).toBeVisible();
      expect((await pageB.request.get('/api/me')).status()).toBe(401);

      // A stays signed in (on a new session token)
      await pageA.reload();
      await expectShell(pageA);

      // the old password no longer works, the new one does
      await signIn(pageB, LOGIN, PASSWORD);
      await expect(pageB.getByText(/Fel lösenord/)).toBeVisible();
      await signInAdmin(pageB, NEW_PASSWORD);
    } finally {
      // put the demo password back for the next run of anything that uses this account
      await changePassword(pageA, NEW_PASSWORD, PASSWORD).catch(() => undefined);
      await a.close();
      await b.close();
    }
  });
});

test.describe('company picture', () => {
  test('only company administrators and up get the camera button', async ({ page }) => {
    await signIn(page, 'per@demo.se');
    await expectShell(page);
    await expect(page.getByTestId('company-avatar').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ändra företagsbild/ })).toHaveCount(0);
  });

  test('upload, crop and save; the avatar shows it everywhere; delete brings back the initials', async ({ page }) => {
    await signInAdmin(page);
    const drawer = page.getByRole('navigation', { name: 'Huvudmeny' });
    const avatar = drawer.getByTestId('company-avatar');
    await expect(avatar).toHaveText('TL');

    await drawer.getByRole('button', { name: `Ändra företagsbild för ${COMPANY}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Företagsbild' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('PNG eller JPEG, högst 5 MB.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ta bort bild' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Spara' })).toBeDisabled();

    // a wrong format is refused with the shared message
    await dialog.locator('input[type=file]').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(dialog.getByText('Ogiltigt bildformat. Tillåtna format: HEIC, HEIF, PNG, JPEG.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Spara' })).toBeDisabled();

    await dialog.locator('input[type=file]').setInputFiles({ name: 'logotyp.png', mimeType: 'image/png', buffer: gradientPng() });
    const crop = dialog.getByRole('group', { name: /^Beskärningsyta/ });
    await expect(crop).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // zoom in, drag, and nudge with the keyboard
    await dialog.getByRole('slider', { name: 'Zoom' }).fill('2');
    const box = (await crop.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    await crop.focus();
    await page.keyboard.press('ArrowLeft');

    const upload = page.waitForRequest((r) => r.url().endsWith('/api/ftgpicture') && r.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    const body = (await upload).postDataJSON() as { Content: string; Type: string };
    expect(body.Type).toBe('image/png'); // the round stencil keeps transparent corners
    const stored = Buffer.from(body.Content, 'base64');
    expect(stored.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([stored.readUInt32BE(16), stored.readUInt32BE(20)]).toEqual([200, 200]); // 400 px high at zoom 2 → 200 px, never scaled up
    await expect(page.getByRole('status').filter({ hasText: 'Bilden har sparats.' })).toBeVisible();
    await expect(dialog).toBeHidden();

    const img = avatar.locator('img');
    await expect(img).toHaveAttribute('src', /^\/api\/ftgpicture\/1009\/[0-9a-f-]{36}$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(200);
    const src = (await img.getAttribute('src'))!;
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(served.headers()['cache-control']).toContain('immutable');

    // the company dialog row shows the same picture, with the edit overlay on the selected company only
    await page.getByRole('button', { name: `Byt företag: ${COMPANY}` }).click();
    const companies = page.getByRole('dialog', { name: 'Välj företag' });
    await companies.getByRole('searchbox', { name: 'Sök företag' }).fill('Transport');
    await expect(companies.locator(`img[src="${src}"]`)).toHaveCount(1);
    await expect(companies.getByRole('button', { name: /^Ändra företagsbild/ })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(companies).toBeHidden();

    await drawer.getByRole('button', { name: `Ändra företagsbild för ${COMPANY}` }).click();
    await dialog.getByRole('button', { name: 'Ta bort bild' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bilden har tagits bort.' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(avatar).toHaveText('TL');
    expect((await page.request.get(src)).status()).toBe(404);
  });
});
