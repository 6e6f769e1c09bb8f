import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import type { PageModule } from '../plugin/types';
import { useT } from '../i18n/runtime';
import { Button } from '../ui';

/** Spec §8: loading a code chunk times out after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super('chunk load timed out');
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** a code chunk that could not be fetched (offline, a dropped connection) or took too long, as each browser words it */
export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

const cache = new WeakMap<() => Promise<PageModule>, ComponentType>();
/** One React.lazy per loader, so a page keeps its state across re-renders. */
export function lazyPage(loader: () => Promise<PageModule>): ComponentType {
  let c = cache.get(loader);
  if (!c) {
    c = lazy(() => withTimeout(loader()));
    cache.set(loader, c);
  }
  return c;
}

function PageLoadError({ timeout }: { timeout: boolean }) {
  const t = useT();
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-start gap-3 py-10">
      <p className="font-semibold">{t('shell.errors.pageLoadFailed')}</p>
      <p className="text-sm text-muted">{timeout ? t('shell.errors.chunkTimeout') : t('shell.errors.network')}</p>
      <Button onClick={() => window.location.reload()}>{t('shell.errors.reload')}</Button>
    </div>
  );
}

/** Catches a page chunk that failed or timed out; resets when the path changes. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  override render() {
    if (this.state.error) return <PageLoadError timeout={this.state.error instanceof ChunkTimeoutError} />;
    return this.props.children;
  }
}
