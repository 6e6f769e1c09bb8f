/**
 * The feed's safe formatting: plain text with a few marks, parsed into data and rendered as React elements — never
 * as HTML, so a post can hold no markup, script or style of its own. A blank line starts a paragraph, a single line
 * break stays a line break; **bold**, *italic*, [text](https://…) and bare https:// links. Links go to http(s) and
 * mailto addresses only; anything else stays text.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'italic'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'break' };
export type Paragraph = Inline[];

const TOKEN = /\*\*([^*\n]+?)\*\*|\*([^*\n]+?)\*|\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:)[^\s)]+)\)|(https?:\/\/[^\s<>()]+)/g;

/** a link's address as it may be followed: http(s) and mailto only, parsed by the URL parser */
export function safeHref(raw: string): string | null {
  try {
    const u = new URL(raw);
    return ['http:', 'https:', 'mailto:'].includes(u.protocol) ? u.href : null;
  } catch {
    return null;
  }
}

function inline(line: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of line.matchAll(TOKEN)) {
    let whole = m[0];
    let bare = m[5];
    // a bare link does not take the sentence's full stop or comma with it
    if (bare) {
      const trimmed = bare.replace(/[.,;:!?]+$/, '');
      whole = trimmed;
      bare = trimmed;
    }
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: line.slice(last, at) });
    const href = m[4] ? safeHref(m[4]) : bare ? safeHref(bare) : null;
    if (m[1]) out.push({ kind: 'bold', text: m[1] });
    else if (m[2]) out.push({ kind: 'italic', text: m[2] });
    else if (href) out.push({ kind: 'link', text: m[3] ?? bare ?? href, href });
    else out.push({ kind: 'text', text: whole });
    last = at + whole.length;
  }
  if (last < line.length) out.push({ kind: 'text', text: line.slice(last) });
  return out;
}

export function parseMarkup(text: string): Paragraph[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split('\n').flatMap((line, i) => (i === 0 ? inline(line) : [{ kind: 'break' } as Inline, ...inline(line)])));
}

/** the text without its marks (for a shortened preview and for counting) */
export function plainText(text: string): string {
  return parseMarkup(text)
    .map((p) => p.map((i) => (i.kind === 'break' ? ' ' : i.text)).join(''))
    .join('\n\n');
}
