import { UPLOAD_KINDS, type UploadKindName } from './kinds';
import { contentDisposition } from './safe-name';
import type { StoredUpload } from './store';

/**
 * The headers a stored upload is served with (ASVS 5.4.1, 3.2): its real type,
 * no sniffing, a sandbox CSP so even a crafted file cannot run script, and
 * Content-Disposition with the safe name. The id changes with the content, so
 * the answer may be cached privately for ever.
 */
export function uploadHeaders(kind: UploadKindName, file: StoredUpload): Record<string, string> {
  return {
    'content-type': file.type,
    'content-length': String(file.size),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': contentDisposition(UPLOAD_KINDS[kind].disposition, file.fileName),
    'cache-control': 'private, max-age=31536000, immutable',
  };
}
