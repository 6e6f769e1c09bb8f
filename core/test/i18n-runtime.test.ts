import { expect, test } from 'vitest';
import { addMessages, translate } from '../src/i18n/runtime';

// translate keeps the texts it has looked up (issue 22): what it kept must follow messages that load later
test('a text that fell back to Swedish or to its key is the language’s own once its messages load', () => {
  addMessages('memo', 'sv', { greeting: 'Hej', named: 'Hej {{name}}' });
  expect(translate('en', 'memo.greeting')).toBe('Hej');
  expect(translate('en', 'memo.missing')).toBe('memo.missing');
  addMessages('memo', 'en', { greeting: 'Hello', missing: 'Found', named: 'Hello {{name}}' });
  expect(translate('en', 'memo.greeting')).toBe('Hello');
  expect(translate('en', 'memo.missing')).toBe('Found');
  expect(translate('sv', 'memo.greeting')).toBe('Hej');
  expect(translate('en', 'memo.named', { name: 'Ada' })).toBe('Hello Ada');
  expect(translate('sv', 'memo.named', { name: 'Ada' })).toBe('Hej Ada');
});
