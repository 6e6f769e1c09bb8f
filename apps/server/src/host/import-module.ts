import { pathToFileURL } from 'node:url';

let tsLoader: Promise<void> | null = null;
/**
 * Imports a plugin module by file path (or file: URL). A published plugin ships JavaScript (its dist/); a workspace plugin's
 * module is TypeScript source, which plain Node loads through tsx's loader, registered the first time one is met.
 */
export async function importPluginModule(file: string): Promise<unknown> {
  const url = file.startsWith('file:') ? file : pathToFileURL(file).href;
  try {
    return await import(url);
  } catch (e) {
    if ((e as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
    await (tsLoader ??= import('tsx/esm/api').then((m) => void m.register()));
    // a new URL: Node remembers the failed load of the old one
    return import(`${url}?ts`);
  }
}
