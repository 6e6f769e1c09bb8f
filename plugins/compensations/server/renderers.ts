import { defineRenderers, type PaxmlCompany } from '@lonna/core/server';
import { compensationsPaxml, type PaxmlClaim } from './paxml';
import { type ClaimsPdf, renderClaimsPdf } from './pdf';
import { heifToJpeg } from './receipts/heic';

/** The compensations plugin's files and receipt photos, made by the host's worker pool (ctx.render): nothing here touches the database. */
export interface PaxmlInput {
  company: PaxmlCompany;
  claims: PaxmlClaim[];
  createdAt: Date;
}

export default defineRenderers({
  'compensations.paxml': (i: PaxmlInput) => compensationsPaxml(i.company, i.claims, i.createdAt),
  'compensations.claimsPdf': (p: ClaimsPdf) => renderClaimsPdf(p),
  // a phone's HEIC photo of a receipt: about a second of synchronous JavaScript (libheif) for 12 MP, so off the request
  // thread; a photo the decoder cannot read is refused by throwing (the caller answers 400 naming Content)
  'compensations.heicToJpeg': async (bytes: Uint8Array) => {
    const jpeg = await heifToJpeg(bytes);
    if (!jpeg) throw new Error('not a HEIF image the decoder reads');
    return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  },
});
