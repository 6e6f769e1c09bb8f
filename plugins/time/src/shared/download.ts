import { $locale, $salaryYear, $selectedCompanyId, buildHeaders, buildUrl } from '@lonna/core';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';

/**
 * Files from the server: the print PDFs (paths without /api) and the PAXml
 * export. Fetched with the wire's headers so the company and language go
 * along; a failure opens the spec's print/download failure dialog with the
 * server's message.
 */
export interface DownloadRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** print paths get 'Utskrift misslyckades', others 'Filnedladdning misslyckades' */
  kind: 'print' | 'file';
}
export interface DownloadFailure { kind: 'print' | 'file'; message: string }
interface Context { locale: string; companyId: string | null; salaryYear: number | null }

function filenameOf(disposition: string | null, fallback: string): string {
  const m = /filename="([^"]+)"/.exec(disposition ?? '');
  return m?.[1] ?? fallback;
}

export const fetchFileFx = createEffect<{ request: DownloadRequest; context: Context }, { blob: Blob; filename: string }, DownloadFailure>(async ({ request, context }) => {
  let res: Response;
  try {
    res = await fetch(buildUrl(request.path, request.query), {
      method: request.method,
      headers: { ...buildHeaders(context as never, request.body !== undefined), Accept: '*/*' },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
    });
  } catch {
    throw { kind: request.kind, message: '' } satisfies DownloadFailure;
  }
  if (!res.ok) {
    let message = '';
    try {
      message = ((await res.json()) as { message?: string }).message ?? '';
    } catch {
      // a body that is not JSON: the dialog shows its general text
    }
    throw { kind: request.kind, message } satisfies DownloadFailure;
  }
  return { blob: await res.blob(), filename: filenameOf(res.headers.get('content-disposition'), request.path.split('/').pop() ?? 'fil') };
});

export const downloadFx = attach({
  source: { locale: $locale, companyId: $selectedCompanyId, salaryYear: $salaryYear },
  mapParams: (request: DownloadRequest, context: Context) => ({ request, context }),
  effect: fetchFileFx,
});

/** hands the file to the browser (a click on a temporary link) */
export const saveFileFx = createEffect(({ blob, filename }: { blob: Blob; filename: string }) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
});

export const downloadFailureClosed = createEvent();
export const $downloadFailure = createStore<DownloadFailure | null>(null)
  .on(fetchFileFx.failData, (_, f) => f)
  .reset(downloadFailureClosed, downloadFx);
export const $downloading = downloadFx.pending;

sample({ clock: downloadFx.doneData, target: saveFileFx });
