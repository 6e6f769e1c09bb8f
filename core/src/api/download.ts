import { attach, createEffect, createEvent, sample } from 'effector';
import { $locale } from '../i18n/runtime';
import { $salaryYear, $selectedCompanyId } from '../session/state';
import { buildHeaders } from './request';

export type DownloadKind = 'print' | 'download';

/** Spec §8: print paths get 'Utskrift misslyckades', every other file 'Filnedladdning misslyckades'. */
export function downloadKindOf(path: string): DownloadKind {
  const bare = path.split('?')[0]!.toLowerCase();
  return /(^|\/)(print|utskrift|rapporter)(\/|$)/.test(bare) || bare.includes('print') ? 'print' : 'download';
}

/** attachment; filename*=UTF-8''… or filename="…" */
export function fileNameOf(contentDisposition: string | null, path: string): string {
  const star = contentDisposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // a malformed name: fall through to the plain one
    }
  }
  const plain = contentDisposition?.match(/filename="?([^";]+)"?/i);
  if (plain) return plain[1]!.trim();
  return path.split('?')[0]!.split('/').filter(Boolean).pop() ?? 'fil';
}

export interface DownloadFailure {
  kind: DownloadKind;
  /** the server's message ('' when it gave none) */
  message: string;
  path: string;
}

/** a download or print failed: the shell's dialog shows it */
export const downloadFailed = createEvent<DownloadFailure>();

interface DownloadContext {
  locale: Parameters<typeof buildHeaders>[0]['locale'];
  companyId: string | null;
  salaryYear: number | null;
}

/** The browser part: fetch with the API's headers, then hand the bytes to the browser as a file. */
export const fetchFileFx = createEffect<{ path: string; context: DownloadContext }, { fileName: string }, DownloadFailure>(async ({ path, context }) => {
  let res: Response;
  try {
    res = await fetch(path, { headers: buildHeaders(context, false), credentials: 'same-origin' });
  } catch {
    throw { kind: downloadKindOf(path), message: '', path } satisfies DownloadFailure;
  }
  if (!res.ok) {
    let message = '';
    try {
      const body = (await res.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // not JSON: the dialog's general text
    }
    throw { kind: downloadKindOf(path), message, path } satisfies DownloadFailure;
  }
  const fileName = fileNameOf(res.headers.get('content-disposition'), path);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { fileName };
});

/**
 * The one way plugins fetch a file or a printout (paths without /api, spec §7):
 * `useUnit(downloadFile)('/rapporter/tidrapport?…')`. A failure opens the
 * shell's dialog with the server's message.
 */
export const downloadFile = attach({
  source: { locale: $locale, companyId: $selectedCompanyId, salaryYear: $salaryYear },
  mapParams: (path: string, context) => ({ path, context }),
  effect: fetchFileFx,
});

sample({ clock: fetchFileFx.failData, target: downloadFailed });
