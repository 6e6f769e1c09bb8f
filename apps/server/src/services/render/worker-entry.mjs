// Development and tests: the render worker from its TypeScript source (tsx); dist/ runs dist/render-worker.js.
import { tsImport } from 'tsx/esm/api';

const mod = await tsImport('./worker.ts', import.meta.url);
export default typeof mod.default === 'function' ? mod.default : mod.default.default;
