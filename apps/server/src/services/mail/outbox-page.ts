import type { FastifyReply } from 'fastify';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A plain page listing development outbox messages, newest first for reading; reloads every 5 s. */
export function outboxPage(reply: FastifyReply, title: string, items: { when: string; to: string; subject?: string; text: string }[]): FastifyReply {
  const rows = items
    .slice()
    .reverse()
    .map(
      (m) =>
        `<article><p><b>${esc(m.to)}</b> · <time>${esc(m.when)}</time></p>${m.subject ? `<p><b>${esc(m.subject)}</b></p>` : ''}<pre>${esc(m.text)}</pre></article>`,
    )
    .join('');
  const html = `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1b1f24;background:#fff}article{border:1px solid #c9d1d9;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}article{border-color:#30363d}}</style></head>
<body><h1>${esc(title)}</h1>${rows || '<p>Inga meddelanden ännu.</p>'}</body></html>`;
  return reply
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(html);
}
