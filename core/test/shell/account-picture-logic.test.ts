import { describe, expect, it } from 'vitest';
import { canEditCompanyPicture, companyPictureUrl, EMPTY_GUID } from '../../src/contracts';
import { clampCrop, coverScale, initialCrop, moveCrop, outputSize, sourceRect, viewportFor, zoomCrop } from '../../src/shell/company-avatar/crop-geometry';
import { avatarText } from '../../src/shell/company-avatar/initials';
import { bytesToBase64, companyPictureFile, outputType } from '../../src/shell/company-avatar/picture-file';

describe('avatar text (spec §2)', () => {
  it('takes the initials of the name, skipping the company form', () => {
    expect(avatarText('Konsultbolaget Norr AB', '1002')).toBe('KN');
    expect(avatarText('Omsorgen Personlig Assistans AB', '1001')).toBe('OP');
    expect(avatarText('Städproffsen i Malmö AB', '1008')).toBe('SM');
    expect(avatarText('Åre', '1007')).toBe('Å');
  });
  it('falls back to the first two letters of the company id', () => {
    expect(avatarText('', 'ab123')).toBe('AB');
    expect(avatarText('  123  ', 'x9')).toBe('X9');
  });
});

describe('picture URL and who may edit', () => {
  it('has no URL for the all-zero or empty id', () => {
    expect(companyPictureUrl('1002', EMPTY_GUID)).toBeNull();
    expect(companyPictureUrl('1002', '')).toBeNull();
    expect(companyPictureUrl('1002', '0b9d7a52-3a2f-4c59-9d0e-6a8f2a1c9e11')).toBe('/api/ftgpicture/1002/0b9d7a52-3a2f-4c59-9d0e-6a8f2a1c9e11');
  });
  it('company administrators and up edit, nobody else', () => {
    expect(['LIC', 'ADM', 'FTG'].every((r) => canEditCompanyPicture(r as never))).toBe(true);
    expect(['AVD', 'LSS', 'BRU', 'PER'].some((r) => canEditCompanyPicture(r as never))).toBe(false);
    expect(canEditCompanyPicture(null)).toBe(false);
  });
});

describe('crop geometry', () => {
  const view = { width: 240, height: 240 };
  const image = { width: 1200, height: 800 };

  it('starts with the whole short side visible, centred', () => {
    expect(coverScale(view, image)).toBeCloseTo(0.3);
    expect(initialCrop(view, image)).toEqual({ zoom: 1, x: -60, y: 0 });
    const r = sourceRect(view, image, initialCrop(view, image));
    expect([r.sx, r.sy, r.sw, r.sh].map((v) => Math.round(v) + 0)).toEqual([200, 0, 800, 800]);
  });

  it('never lets the image leave an empty strip', () => {
    const start = initialCrop(view, image);
    expect(moveCrop(view, image, start, 500, 500)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(moveCrop(view, image, start, -500, 0).x).toBeCloseTo(240 - 360);
    expect(clampCrop(view, image, { zoom: 9, x: 0, y: 0 }).zoom).toBe(4);
    expect(clampCrop(view, image, { zoom: 0.2, x: 0, y: 0 }).zoom).toBe(1);
  });

  it('zooms about the centre of the viewport', () => {
    const z = zoomCrop(view, image, initialCrop(view, image), 2);
    const r = sourceRect(view, image, z);
    expect(r.sw).toBeCloseTo(400);
    expect(r.sx + r.sw / 2).toBeCloseTo(600);
    expect(r.sy + r.sh / 2).toBeCloseTo(400);
  });

  it('stores at most the maximum size, never scaled up, in the viewport aspect', () => {
    expect(outputSize(view, { sx: 0, sy: 0, sw: 800, sh: 800 }, { width: 512, height: 512 })).toEqual({ width: 512, height: 512 });
    expect(outputSize(view, { sx: 0, sy: 0, sw: 100, sh: 100 }, { width: 512, height: 512 })).toEqual({ width: 100, height: 100 });
    const wide = viewportFor({ width: 800, height: 200 }, 240);
    expect(wide).toEqual({ width: 240, height: 60 });
    expect(outputSize(wide, { sx: 0, sy: 0, sw: 2000, sh: 500 }, { width: 800, height: 200 })).toEqual({ width: 800, height: 200 });
    expect(viewportFor({ width: 100, height: 400 }, 240)).toEqual({ width: 60, height: 240 });
  });
});

describe('picture file rule and encoding', () => {
  const MB = 1024 * 1024;
  it('accepts the image formats of spec §5 up to the company picture hint of 5 MB', () => {
    expect(companyPictureFile({ name: 'logo.png', size: 4 * MB })).toBeNull();
    expect(companyPictureFile({ name: 'foto.HEIC', size: MB })).toBeNull();
    expect(companyPictureFile(null)).toBeNull();
  });
  it('names invalid format and too large with the shared validation messages', () => {
    expect(companyPictureFile({ name: 'logo.gif', size: 10 })).toEqual({ key: 'validation.invalidImage', params: { formats: 'HEIC, HEIF, PNG, JPEG' } });
    expect(companyPictureFile({ name: 'logo.png', size: 5 * MB + 1 })).toEqual({ key: 'validation.imageTooLarge', params: { maxMb: 5 } });
  });
  it('keeps PNG for the round stencil and PNG sources, JPEG for photos', () => {
    expect(outputType('image/jpeg', true)).toBe('image/png');
    expect(outputType('image/png', false)).toBe('image/png');
    expect(outputType('image/heic', false)).toBe('image/jpeg');
  });
  it('encodes base64 without a data: prefix, also beyond one chunk', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
