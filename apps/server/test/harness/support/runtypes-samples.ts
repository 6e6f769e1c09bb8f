import fc from 'fast-check';
import type { Runtype } from 'runtypes';

type Reflected = { tag: string; [k: string]: any };
const reflect = (rt: Runtype): Reflected => (rt as unknown as { reflect: Reflected }).reflect;

/** Field-name hints for a plausible (usually valid) request: the harness's idea of a well-behaved client. */
export type Hints = Record<string, unknown>;

/**
 * A plausible value for a runtypes model: records get their required fields,
 * strings and numbers come from the hints by field name, else something simple.
 * A constrained field gets the first common value that passes (`passing`); callers check with `validate` when it
 * matters (a record-wide constraint may still fail).
 */
export function plausible(rt: Runtype, hints: Hints = {}, name = ''): unknown {
  const r = reflect(rt);
  switch (r.tag) {
    case 'record': {
      const out: Record<string, unknown> = {};
      for (const [k, f] of Object.entries(r.fields as Record<string, Runtype>)) {
        if (r.isPartial || reflect(f).tag === 'optional') {
          if (k in hints) out[k] = hints[k];
          continue;
        }
        out[k] = plausible(f, hints, k);
      }
      return out;
    }
    case 'intersect':
      return Object.assign({}, ...(r.intersectees as Runtype[]).map((x) => plausible(x, hints, name) as object));
    case 'constraint':
      return passing(rt, plausible(r.underlying, hints, name), hints);
    case 'brand':
      return plausible(r.entity, hints, name);
    case 'optional':
      return plausible(r.underlying, hints, name);
    case 'union': {
      // the first alternative whose own sample it accepts (a `Datum | ''` gets a date), else the first non-null one
      const alts = (r.alternatives as Runtype[]).filter((a) => reflect(a).tag !== 'literal' || reflect(a).value !== null);
      for (const a of alts) {
        const v = plausible(a, hints, name);
        if (a.guard(v)) return v;
      }
      return plausible(alts[0] ?? (r.alternatives as Runtype[])[0]!, hints, name);
    }
    case 'literal':
      return r.value;
    case 'array':
      return [plausible(r.element, hints, name)];
    case 'dictionary':
      return {};
    case 'string':
      return typeof hints[name] === 'string' ? hints[name] : 'a';
    case 'number':
      return typeof hints[name] === 'number' ? hints[name] : 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/**
 * Texts and numbers a real client often sends (dates, months, clock times, a valid personnummer, codes, mail): when a
 * constrained field's first sample fails its constraint, the first of these that passes is taken, so the request
 * gets past validation to the access and scope checks under test.
 */
const STRING_CANDIDATES = [
  '2026-11-18',
  '2026-11',
  '2026',
  '08:00',
  '2026-11-18T08:00',
  '2026-11-18T08:00:00.000Z',
  '19121212-1212',
  '191212121212',
  '1212121212',
  '5560000001',
  'test@example.se',
  '0701234567',
  '+46701234567',
  'SE',
  'SEK',
  'ARB',
  'A',
  'AB',
  'abc',
  'Test',
  '1',
  '10',
  '100',
  '0',
  '8327-9',
  '12345',
  'https://example.se',
];
const NUMBER_CANDIDATES = [1, 0, 8, 10, 100, 2026, 11, 0.5, 1000, 30, 12345];

function passing(rt: Runtype, first: unknown, hints: Hints): unknown {
  if (rt.guard(first)) return first;
  const pool =
    typeof first === 'string'
      ? [...Object.values(hints).filter((v) => typeof v === 'string'), ...STRING_CANDIDATES]
      : typeof first === 'number'
        ? [...Object.values(hints).filter((v) => typeof v === 'number'), ...NUMBER_CANDIDATES]
        : Array.isArray(first)
          ? [[], first]
          : [];
  return pool.find((v) => rt.guard(v)) ?? first;
}

/** the required top-level fields of a record-ish model (for "missing field" mutations) */
export function fieldsOf(rt: Runtype): string[] {
  const r = reflect(rt);
  if (r.tag === 'record') return Object.keys(r.fields);
  if (r.tag === 'intersect') return (r.intersectees as Runtype[]).flatMap(fieldsOf);
  if (r.tag === 'constraint' || r.tag === 'brand') return fieldsOf(r.underlying ?? r.entity);
  return [];
}

const HUGE = 'x'.repeat(200_000);
/** strings no well-behaved client sends */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    HUGE,
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uFEFF',
    '\u202Eevil',
    'Ä'.normalize('NFD'),
    '𝕃ö𝕟𝕟𝕒🦊',
    '\u200B\u200D',
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\win.ini',
    '%2e%2e%2f%2e%2e%2f',
    '/etc/passwd\u0000.png',
    'CON',
    'a/../../b',
    "' or 1=1 --",
    '"; drop table employees; --',
    '<script>alert(1)</script>',
    '${7*7}',
    '{{7*7}}',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '9999-99-99',
    '1899-12-30T25:61',
    '-1',
    'NaN',
    'Infinity',
    '1e309',
    '0x10',
    '00000000000000000000001',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
/** numbers no well-behaved client sends (NaN and ±Infinity travel as JSON null) */
export const nastyNumber = fc.oneof(
  fc.constantFrom(-1, -0, 0.5, -(2 ** 53), 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300),
  fc.double(),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
);
/** any value of the wrong shape */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant(Array.from({ length: 1000 }, () => 'a')),
);

export type Mutation =
  | { op: 'replaceWhole'; value: unknown }
  | { op: 'setField'; field: string; value: unknown }
  | { op: 'dropField'; field: string }
  | { op: 'addField'; field: string; value: unknown };

/** one to three mutations of a plausible value: wrong types, missing and extra fields, nasty strings and numbers */
export function mutations(fields: string[]): fc.Arbitrary<Mutation[]> {
  const fieldName = fields.length ? fc.constantFrom(...fields) : fc.constant('x');
  const one: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 1, arbitrary: nastyValue.map((value) => ({ op: 'replaceWhole' as const, value })) },
    { weight: 5, arbitrary: fc.record({ field: fieldName, value: nastyValue }).map((m) => ({ op: 'setField' as const, ...m })) },
    { weight: 2, arbitrary: fieldName.map((field) => ({ op: 'dropField' as const, field })) },
    {
      weight: 1,
      arbitrary: fc
        .record({ field: fc.constantFrom('__proto__', 'constructor', 'FtgId', 'Roll', 'isAdmin', 'zz'), value: nastyValue })
        .map((m) => ({ op: 'addField' as const, ...m })),
    },
  );
  return fc.array(one, { minLength: 1, maxLength: 3 });
}

export function applyMutations(base: unknown, ms: Mutation[]): unknown {
  let v: unknown = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as object) } : base;
  for (const m of ms) {
    if (m.op === 'replaceWhole') {
      v = m.value;
      continue;
    }
    // a fresh copy each time: a value may be a generated object shared with another mutation (adding a field to
    // it in place could make it contain itself, which no JSON body can)
    const o: Record<string, unknown> = !v || typeof v !== 'object' || Array.isArray(v) ? {} : { ...(v as object) };
    v = o;
    if (m.op === 'dropField') delete o[m.field];
    else Object.defineProperty(o, m.field, { value: m.value, enumerable: true, writable: true, configurable: true });
  }
  return v;
}

/** how a value looks after a JSON round trip (NaN → null, undefined dropped) — what the server really parses */
export function overJson(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

/** text of any value, also of objects without a prototype */
function text(x: unknown): string {
  if (x !== null && typeof x === 'object') return Array.isArray(x) ? x.map(text).join(',') : '[object Object]';
  return String(x);
}

/** query values travel as text: what Fastify's parser hands the validator */
export function asQuery(value: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [k, v] of Object.entries(value)) {
    // an empty array or undefined sends nothing at all
    if (v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = Array.isArray(v) ? v.map(text) : text(v);
  }
  return out;
}

export function queryString(q: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(q)) for (const x of Array.isArray(v) ? v : [v]) parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(x)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** path parameters are single text segments */
export function asParams(value: unknown, names: string[]): Record<string, string> {
  const o = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    names.map((n) => [
      n,
      o[n] === undefined || o[n] === null || o[n] === '' ? '-' : Array.isArray(o[n]) ? text((o[n] as unknown[])[0] ?? '-') || '-' : text(o[n]),
    ]),
  );
}

export function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => encodeURIComponent(params[k] ?? '-'));
}

/** plausible values, one per choice of each top-level field that is a union of literals (at most 16) */
export function plausibleVariants(rt: Runtype, hints: Hints = {}): unknown[] {
  const base = plausible(rt, hints) as Record<string, unknown>;
  const choices: [string, unknown[]][] = [];
  const visit = (x: Runtype): void => {
    const r = reflect(x);
    if (r.tag === 'record') {
      for (const [k, f] of Object.entries(r.fields as Record<string, Runtype>)) {
        const fr = reflect(f);
        if (fr.tag === 'union' && (fr.alternatives as Runtype[]).every((a) => reflect(a).tag === 'literal'))
          choices.push([k, (fr.alternatives as Runtype[]).map((a) => reflect(a).value)]);
      }
    } else if (r.tag === 'intersect') (r.intersectees as Runtype[]).forEach(visit);
    else if (r.tag === 'constraint' || r.tag === 'brand') visit(r.underlying ?? r.entity);
  };
  visit(rt);
  let out: Record<string, unknown>[] = [base];
  for (const [k, values] of choices) out = out.flatMap((o) => values.map((v) => ({ ...o, [k]: v }))).slice(0, 16);
  return out;
}
