import type { Renderers } from '@lonna/core/server';
import timeRenderers from '@lonna/plugin-time/renderers';

/**
 * The renderers of the installed plugins, loaded inside each render worker (bundled into
 * dist/render-worker.js). A plugin with files adds its `./renderers` module here, beside its server half.
 */
export const INSTALLED_RENDERERS: readonly Renderers[] = [timeRenderers];
