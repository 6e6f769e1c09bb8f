/** Fill `{{name}}` placeholders (the rosetta syntax the client uses too). */
export function formatMessage(template: string, params?: Record<string, unknown>): string {
  if (!params) return template;
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, k: string) => (params[k] === undefined ? whole : String(params[k])));
}
