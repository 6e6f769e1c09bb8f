import type { FastifyRequest } from 'fastify';
import { ApiError, DV_CODES } from '@lonna/core/server';
import { pickLocale, type Translate } from './translator';

/** No request body of ours nests deeper than a few levels; 32 leaves room and stops stack-deep recursion later. */
export const MAX_BODY_DEPTH = 32;

/** Deeper than `max` levels of arrays/objects? Walks with its own stack, so a 100,000-deep body cannot overflow it. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Every route, before validation and handlers (the host's preValidation check): a body nested too deeply is a 400 naming the body. */
export function bodyDepthCheck(translate: Translate, max = MAX_BODY_DEPTH): (req: FastifyRequest) => ApiError | undefined {
  return (req) => {
    if (req.body === null || typeof req.body !== 'object' || !nestedDeeperThan(req.body, max)) return undefined;
    return new ApiError(400, DV_CODES.badInput, translate(pickLocale(req.headers['accept-language']), 'server.tooDeep', { max }), 'body');
  };
}
