import { createPageData, createPageQuery } from '@lonna/core';
import { fk3059 } from '../../contracts';
import { $manad } from '../../shared/month';
import { statementsChanged } from '../../shared/refresh';
import { details } from './details-model';

/** The organiser's statements of the month: every assistant and care recipient in the role's scope. */
export const statements = createPageQuery({
  name: 'fk3059.organiser',
  endpoint: fk3059.organiserStatements,
  params: $manad.map((Manad) => (Manad ? { query: { Manad } } : null)),
  refreshOn: [...statementsChanged],
});
export const organiserPage = createPageData({ loads: [statements, details] });
