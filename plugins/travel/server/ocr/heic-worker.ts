import type { CompanyContext } from '@lonna/core/server';
import { isHeif } from './heic';

/**
 * A HEIC/HEIF photo as a JPEG, decoded off the request thread by the host's worker pool (`travel.heicToJpeg` of
 * ../renderers.ts); null when the bytes are not a HEIF image the decoder reads. Checked here first, so bytes that are
 * not HEIF never take a worker.
 */
export async function heicToJpeg(ctx: Pick<CompanyContext<unknown>, 'render'>, bytes: Uint8Array): Promise<Buffer | null> {
  if (!isHeif(bytes)) return null;
  try {
    return Buffer.from(await ctx.render('travel.heicToJpeg', bytes));
  } catch {
    return null;
  }
}
