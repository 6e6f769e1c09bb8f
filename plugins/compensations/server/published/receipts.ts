import type { CompanyContext } from '@lonna/core/server';
import { isHeif } from '../receipts/heic';

/*
 * The compensations plugin's published receipt conversion (`@lonna/plugin-compensations/receipts`): the one place a
 * phone's HEIC/HEIF photo becomes a JPEG before the host's receipt kind stores it (the kind keeps to what every browser
 * shows: PNG, JPEG, PDF). Compensations' own receipt upload (a row's receipt, the out-of-pocket and representation
 * guides) and travel's receipt scan both call it.
 */

/** what the host's upload storage is given: the bytes, their type and the file's name */
export interface ReceiptBytes {
  bytes: Buffer;
  type: string;
  name: string;
}

export const HEIF_TYPES: readonly string[] = ['image/heic', 'image/heif'];

/**
 * A HEIC/HEIF photo as a JPEG, decoded off the request thread by the host's worker pool (`compensations.heicToJpeg` of
 * ../renderers.ts); null when the bytes are not a HEIF image the decoder reads. Checked here first, so bytes that are
 * not HEIF never take a worker.
 */
export async function heicToJpeg(ctx: Pick<CompanyContext<unknown>, 'render'>, bytes: Uint8Array): Promise<Buffer | null> {
  if (!isHeif(bytes)) return null;
  try {
    return Buffer.from(await ctx.render('compensations.heicToJpeg', bytes));
  } catch {
    return null;
  }
}

/**
 * An upload as the host stores it: a HEIC/HEIF photo converted to a JPEG named `….jpg`, anything else as sent. Null: a
 * HEIC/HEIF type whose bytes the decoder cannot read (the caller answers 400 naming `Content`).
 */
export async function receiptBytes(ctx: Pick<CompanyContext<unknown>, 'render'>, bytes: Buffer, type: string, name: string): Promise<ReceiptBytes | null> {
  if (!HEIF_TYPES.includes(type)) return { bytes, type, name };
  const jpeg = await heicToJpeg(ctx, bytes);
  if (!jpeg) return null;
  return { bytes: jpeg, type: 'image/jpeg', name: name.replace(/\.(heic|heif)$/i, '') + (/\.jpe?g$/i.test(name) ? '' : '.jpg') };
}
