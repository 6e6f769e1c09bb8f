import { attach, combine, createEffect, createEvent, sample, type Effect } from 'effector';
import type { EndpointDescriptor, HttpMethod } from '../contracts/endpoint';
import { $locale } from '../i18n/runtime';
import { $salaryYear, $selectedCompanyId } from '../session/state';
import { toRequest, type CallParams } from './endpoint-query';
import { buildHeaders, buildUrl, type ApiRequest } from './request';

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

/** One file call: a bare path (GET) or the method, query and body an endpoint descriptor gives it. */
export interface FileRequest {
  method?: HttpMethod;
  path: string;
  query?: ApiRequest['query'];
  body?: unknown;
}

/** The browser part: fetch with the API's headers, then hand the bytes to the browser as a file. */
export const fetchFileFx = createEffect<{ request: FileRequest; context: DownloadContext }, { fileName: string }, DownloadFailure>(
  async ({ request, context }) => {
    const { path } = request;
    let res: Response;
    try {
      res = await fetch(buildUrl(path, request.query), {
        method: request.method ?? 'GET',
        headers: { ...buildHeaders(context, request.body !== undefined), Accept: '*/*' },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        credentials: 'same-origin',
      });
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
  },
);

const $context = combine({ locale: $locale, companyId: $selectedCompanyId, salaryYear: $salaryYear });

/**
 * A file or a printout by path (paths without /api, spec §7): `useUnit(downloadFile)('/rapporter/tidrapport?…')`.
 * Plugins use `createDownload(descriptor)`, which takes the method and path from the contract.
 */
export const downloadFile = attach({
  source: $context,
  mapParams: (request: string | FileRequest, context) => ({ request: typeof request === 'string' ? { path: request } : request, context }),
  effect: fetchFileFx,
});

/**
 * The one way a plugin fetches a file or a print: `export const printFx = createDownload(contracts.printX)`, then
 * `printFx({ query })`. Method and path come from the descriptor (never a hard-coded string), the wire's headers
 * go along, and a failure opens the shell's dialog ('Utskrift misslyckades' for print paths) with the server's message.
 * Each download has its own `pending` for a busy button and its own `done` for what follows it.
 */
export function createDownload<E extends EndpointDescriptor>(endpoint: E): Effect<CallParams<E>, { fileName: string }, DownloadFailure> {
  return attach({
    source: $context,
    mapParams: (call: CallParams<E>, context) => {
      const { method, path, query, body } = toRequest(endpoint, call, false);
      return { request: { method, path, query, body }, context };
    },
    effect: fetchFileFx,
  });
}

sample({ clock: fetchFileFx.failData, target: downloadFailed });
