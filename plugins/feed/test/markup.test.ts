import { describe, expect, it } from 'vitest';
import { parseMarkup, plainText, safeHref } from '../src/shared/markup';

describe('the feed’s safe formatting', () => {
  it('paragraphs on blank lines, line breaks within', () => {
    expect(parseMarkup('Hej\nalla\n\n\nNästa')).toEqual([
      [{ kind: 'text', text: 'Hej' }, { kind: 'break' }, { kind: 'text', text: 'alla' }],
      [{ kind: 'text', text: 'Nästa' }],
    ]);
  });

  it('bold, italic and links', () => {
    expect(parseMarkup('**Viktigt**: läs *noga* i [handboken](https://ex.se/h) eller https://ex.se/a.')).toEqual([
      [
        { kind: 'bold', text: 'Viktigt' },
        { kind: 'text', text: ': läs ' },
        { kind: 'italic', text: 'noga' },
        { kind: 'text', text: ' i ' },
        { kind: 'link', text: 'handboken', href: 'https://ex.se/h' },
        { kind: 'text', text: ' eller ' },
        { kind: 'link', text: 'https://ex.se/a', href: 'https://ex.se/a' },
        { kind: 'text', text: '.' },
      ],
    ]);
  });

  it('HTML and script addresses stay text', () => {
    const p = parseMarkup('<img src=x onerror=alert(1)> [klick](javascript:alert(1))');
    expect(p.flat().every((i) => i.kind === 'text')).toBe(true);
    expect(plainText('<b>x</b>')).toBe('<b>x</b>');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('mailto:lon@ex.se')).toBe('mailto:lon@ex.se');
  });

  it('the plain text drops the marks', () => {
    expect(plainText('**A** och *b*\n\n[c](https://ex.se)')).toBe('A och b\n\nc');
  });
});
