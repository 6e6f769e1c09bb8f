/** what an error body must never carry: stack frames, SQL, file paths */
export const LEAK = /\bat [\w.<>]+ \(|node_modules|\/work\/|[A-Z]:\\|\bselect\b.+\bfrom\b|\binsert into\b|SQLITE_|syntax error at|\.ts:\d+/i;

export function checkErrorBody(res: { statusCode: number; body: string }): string | null {
  if (res.statusCode < 400 || res.statusCode >= 500) return `status ${res.statusCode}`;
  let parsed: { dvCode?: unknown; message?: unknown };
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return `not JSON: ${res.body.slice(0, 80)}`;
  }
  if (typeof parsed.dvCode !== 'number' || typeof parsed.message !== 'string' || parsed.message === '')
    return `no { dvCode, message }: ${res.body.slice(0, 120)}`;
  if (LEAK.test(parsed.message)) return `leaks internals: ${parsed.message.slice(0, 160)}`;
  return null;
}
