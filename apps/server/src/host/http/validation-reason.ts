import type { Runtype } from 'runtypes';

export interface FieldProblem {
  field: string;
  /** message key under `server.reason.` and its params */
  reason: string;
  params?: Record<string, unknown>;
}

/**
 * Runtypes reports problems in English ("Expected string, but was missing",
 * the contracts' constraint texts). Map them to message keys so the user reads
 * the reason in their own language.
 */
export function firstProblem(model: Runtype, value: unknown, fallbackField: string): FieldProblem | null {
  // runtypes 6 looks fields up with `in`: a key like "constructor" finds Object.prototype's and throws (a 500 before this)
  const inherited = inheritedKey(value);
  if (inherited !== null) return { field: inherited, reason: 'invalid' };
  let res: ReturnType<Runtype['validate']>;
  try {
    res = model.validate(value);
  } catch {
    return { field: fallbackField, reason: 'invalid' };
  }
  if (res.success) return null;
  const details = (res as { details?: unknown }).details;
  if (details && typeof details === 'object' && !Array.isArray(details)) {
    const [field, detail] = firstLeaf(details as Record<string, unknown>);
    return { field, ...reasonOf(detail) };
  }
  return { field: fallbackField, ...reasonOf(res.message) };
}

/** the path of the first own key that names an Object.prototype member ("constructor", "toString", …), at any depth */
function inheritedKey(value: unknown, path = '', depth = 0): string | null {
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (k in Object.prototype) return here;
    const deeper = inheritedKey(v, here, depth + 1);
    if (deeper !== null) return deeper;
  }
  return null;
}

function firstLeaf(details: Record<string, unknown>, prefix = ''): [string, string] {
  const [k, v] = Object.entries(details)[0] ?? ['', ''];
  const path = prefix ? `${prefix}.${k}` : k;
  if (v && typeof v === 'object') return firstLeaf(v as Record<string, unknown>, path);
  return [path, String(v)];
}

const PATTERNS: [RegExp, (m: RegExpMatchArray) => Omit<FieldProblem, 'field'>][] = [
  [/but was missing/, () => ({ reason: 'missing' })],
  [/required, at most (\d+) characters/, (m) => ({ reason: 'required', params: { max: m[1] } })],
  [/at least (\d+) characters/, (m) => ({ reason: 'atLeast', params: { min: m[1] } })],
  [/at most (\d+) characters/, (m) => ({ reason: 'atMost', params: { max: m[1] } })],
  [/digits only/, () => ({ reason: 'digits' })],
  [/no control characters/, () => ({ reason: 'controlChars' })],
  [/invalid company id/, () => ({ reason: 'companyId' })],
  [/a year from 1900 to 2200/, () => ({ reason: 'yearRange' })],
  [/a four-digit year/, () => ({ reason: 'year' })],
  [/one of ([\d, ]+)/, (m) => ({ reason: 'oneOf', params: { values: m[1]!.trim() } })],
  [/whole minutes from 0 to 480/, () => ({ reason: 'minutes' })],
  [/^Expected ("[^"]*"(?: \| "[^"]*")*), but was/, (m) => ({ reason: 'oneOf', params: { values: m[1]!.replace(/"/g, '').split(' | ').join(', ') } })],
  [/^Expected .* but was (?!missing)/, () => ({ reason: 'wrongType' })],
];

function reasonOf(text: string): Omit<FieldProblem, 'field'> {
  for (const [re, make] of PATTERNS) {
    const m = text.match(re);
    if (m) return make(m);
  }
  return { reason: 'invalid' };
}
