import { describe, expect, it } from 'vitest';
import { checkPicture, detectPictureType } from '../../src/plugins/account/image-check';
import { jpeg, png } from './fixtures';

describe('company picture bytes', () => {
  it('recognises PNG and JPEG by their magic bytes, nothing else', () => {
    expect(detectPictureType(png())).toBe('image/png');
    expect(detectPictureType(jpeg())).toBe('image/jpeg');
    expect(detectPictureType(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectPictureType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('accepts whole images of the declared type', () => {
    expect(checkPicture(png(40, 30), 'image/png')).toBeNull();
    expect(checkPicture(jpeg(640, 480), 'image/jpeg')).toBeNull();
  });

  it('refuses a type that disagrees with the bytes', () => {
    expect(checkPicture(png(), 'image/jpeg')).toBe('typeMismatch');
    expect(checkPicture(jpeg(), 'image/png')).toBe('typeMismatch');
  });

  it('refuses truncated files, a magic prefix on other content, and absurd sizes', () => {
    const p = png();
    expect(checkPicture(p.subarray(0, p.length - 12), 'image/png')).toBe('invalidImage');
    expect(checkPicture(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<script>alert(1)</script>')]), 'image/jpeg')).toBe('invalidImage');
    expect(checkPicture(png(5000, 1), 'image/png')).toBe('badDimensions');
    expect(checkPicture(jpeg(0, 10), 'image/jpeg')).toBe('badDimensions');
    expect(checkPicture(Buffer.alloc(0), 'image/png')).toBe('empty');
    expect(checkPicture(Buffer.alloc(5 * 1024 * 1024 + 1), 'image/png')).toBe('tooLarge');
  });
});
