import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

/**
 * Receipt OCR off the event loop: tesseract.js runs each recognizer in a worker thread, with the Swedish and English
 * language data from npm (@tesseract.js-data/swe and /eng) — nothing is fetched at run time. A small pool: `workers`
 * recognizers (started on first use, stopped when idle) and at most `maxQueue` scans waiting; a scan beyond that is
 * refused at once (the handler answers 503), so a burst of scans never queues unboundedly nor slows other calls.
 */
export interface OcrOptions {
  workers: number;
  maxQueue: number;
  /** a recognizer idle this long is stopped (its memory freed) */
  idleMs: number;
  /** tesseract's language string */
  langs: string;
}
export interface OcrResult {
  text: string;
  /** 0–100 */
  confidence: number;
}
export class OcrBusyError extends Error {}

const env = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};
const defaults = (): OcrOptions => ({
  workers: Math.max(1, env('LONNA_OCR_WORKERS', 1)),
  maxQueue: env('LONNA_OCR_QUEUE', 4),
  idleMs: 60_000,
  langs: process.env.LONNA_OCR_LANGS ?? 'swe+eng',
});

/** the language packages this plugin depends on (named, so the install and the dependency check see them) */
const require = createRequire(import.meta.url);
const LANGUAGE_DATA: Record<string, () => { langPath: string }> = {
  swe: () => require('@tesseract.js-data/swe'),
  eng: () => require('@tesseract.js-data/eng'),
};

/** tesseract wants every language of `swe+eng` in one folder: the packages' gzipped files, copied once */
function languageFolder(langs: string): string {
  const dir = join(tmpdir(), 'lonna-ocr-lang');
  mkdirSync(dir, { recursive: true });
  for (const code of langs.split('+')) {
    const target = join(dir, `${code}.traineddata.gz`);
    if (existsSync(target)) continue;
    const data = LANGUAGE_DATA[code]?.();
    if (!data) throw new Error(`No OCR language data installed for "${code}"`);
    copyFileSync(join(data.langPath, `${code}.traineddata.gz`), target);
  }
  return dir;
}

interface Slot {
  worker: Promise<Worker> | null;
  busy: boolean;
  idle: NodeJS.Timeout | null;
}

export function createOcrPool(options: Partial<OcrOptions> = {}) {
  const opts = { ...defaults(), ...options };
  const slots: Slot[] = Array.from({ length: opts.workers }, () => ({ worker: null, busy: false, idle: null }));
  const waiting: ((slot: Slot) => void)[] = [];
  let langPath: string | null = null;

  const start = (): Promise<Worker> => {
    langPath ??= languageFolder(opts.langs);
    return createWorker(opts.langs, 1, { langPath, gzip: true, cacheMethod: 'none' });
  };
  const release = (slot: Slot) => {
    const next = waiting.shift();
    if (next) return next(slot);
    slot.busy = false;
    slot.idle = setTimeout(() => {
      const w = slot.worker;
      slot.worker = null;
      void w?.then((x) => x.terminate()).catch(() => undefined);
    }, opts.idleMs);
    slot.idle.unref();
  };
  const acquire = (): Promise<Slot> => {
    const free = slots.find((s) => !s.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    if (waiting.length >= opts.maxQueue) throw new OcrBusyError('the OCR queue is full');
    return new Promise((resolve) => waiting.push(resolve));
  };

  return {
    /** recognizes an image (PNG or JPEG bytes); throws OcrBusyError at once when the pool and its queue are full */
    async recognize(image: Uint8Array): Promise<OcrResult> {
      const slot = await acquire();
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      try {
        slot.worker ??= start();
        const worker = await slot.worker;
        const { data } = await worker.recognize(Buffer.from(image));
        return { text: data.text, confidence: data.confidence };
      } catch (e) {
        // a recognizer that failed is not reused
        const w = slot.worker;
        slot.worker = null;
        void w?.then((x) => x.terminate()).catch(() => undefined);
        throw e;
      } finally {
        release(slot);
      }
    },
    /** scans running and waiting */
    load: () => ({ running: slots.filter((s) => s.busy).length, waiting: waiting.length }),
    async close(): Promise<void> {
      await Promise.all(
        slots.map(async (s) => {
          if (s.idle) clearTimeout(s.idle);
          const w = s.worker;
          s.worker = null;
          if (w) await (await w).terminate();
        }),
      );
    },
  };
}
export type OcrPool = ReturnType<typeof createOcrPool>;

let shared: OcrPool | null = null;
/** the process's pool (one per server process, as the host's render pool) */
export const ocrPool = (): OcrPool => (shared ??= createOcrPool());
/** tests: a pool of their own size (the previous one is closed) */
export async function replaceOcrPool(options: Partial<OcrOptions>): Promise<OcrPool> {
  await shared?.close();
  shared = createOcrPool(options);
  return shared;
}
