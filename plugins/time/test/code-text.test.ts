import { describe, expect, it } from 'vitest';
import { codeText } from '../src/domain/code-text';
import { timeSharedMessages } from '../src/i18n/shared-messages';

const en = timeSharedMessages.en.codeNames as Record<string, string>;
const t = (key: string) => en[key.replace('time.codeNames.', '')] ?? key;

describe('codeText (issue 13: code names in the reader’s language)', () => {
  it('translates a standard code the company kept as it was', () => expect(codeText(t, 'SEM', 'Semester')).toBe('Vacation'));
  it('shows a text the company wrote itself as written', () => expect(codeText(t, 'SEM', 'Semester (betald)')).toBe('Semester (betald)'));
  it('shows a company code with no standard name as written', () => expect(codeText(t, 'EGEN', 'Egen kod')).toBe('Egen kod'));
});
