import { createPageData, createPageQuery } from '@lonna/core';
import { fk3059 } from '../../contracts';
import { $manad } from '../../shared/month';
import { statementsChanged } from '../../shared/refresh';

/** The assistant's statements of the month (one per care recipient), reloaded when anyone signs. */
export const statements = createPageQuery({
  name: 'fk3059.assistant',
  endpoint: fk3059.assistantStatements,
  params: $manad.map((Manad) => (Manad ? { query: { Manad } } : null)),
  refreshOn: [...statementsChanged],
});
export const assistantPage = createPageData({ loads: [statements] });
