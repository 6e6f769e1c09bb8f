import { defineRenderers } from '@lonna/core/server';
import { heifToJpeg } from './ocr/heic';

/**
 * The travel plugin's work for the host's worker pool (ctx.render): decoding a phone's HEIC photo takes about a second
 * of synchronous JavaScript (libheif compiled to JavaScript) for 12 MP, so it runs off the request thread. A photo the
 * decoder cannot read is refused by throwing (the handler answers 400 naming `Content`).
 */
export default defineRenderers({
  'travel.heicToJpeg': async (bytes: Uint8Array) => {
    const jpeg = await heifToJpeg(bytes);
    if (!jpeg) throw new Error('not a HEIF image the decoder reads');
    return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  },
});
