import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARACTERS } from '@lonna/core/contracts';
import { ApiError, DV_CODES } from '@lonna/core/server';
import { pickLocale, type Translate } from './translator';

/**
 * The dotted path of the first string in `value` with a control character (the shared rule of
 * @lonna/core/contracts), or null. Keys are checked too: a key is stored as text as much as a value.
 */
export function controlCharacterAt(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (CONTROL_CHARACTERS.test(v)) return path;
      continue;
    }
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    for (const [k, child] of Object.entries(v)) {
      const at = path ? `${path}.${k}` : k;
      if (CONTROL_CHARACTERS.test(k)) return at;
      stack.push([child, at]);
    }
  }
  return null;
}

/** a URL whose decoded path or query may hold a control character: a percent sign, or one written as it is */
function mayHoldControl(url: string): boolean {
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x25 || c < 0x20) return true;
  }
  return false;
}

/**
 * The backstop behind the shared FreeText field: whatever a descriptor's model says, no string with a control
 * character reaches a handler of any plugin (one would break the payroll file or a PDF). 400 naming the field.
 */
export function controlCharacterCheck(translate: Translate): (req: FastifyRequest) => ApiError | undefined {
  return (req) => {
    // params and query come from the URL: one without a percent sign or a control character of its own decodes to
    // none (the usual GET: no walk over its parsed parts)
    const field =
      (mayHoldControl(req.url) ? (controlCharacterAt(req.params, '') ?? controlCharacterAt(req.query, '')) : null) ?? controlCharacterAt(req.body, '');
    if (field === null) return undefined;
    const locale = pickLocale(req.headers['accept-language']);
    const name = field || 'body';
    return new ApiError(
      400,
      DV_CODES.badInput,
      translate(locale, 'server.badInput', { field: name, reason: translate(locale, 'server.reason.controlChars') }),
      name,
    );
  };
}
