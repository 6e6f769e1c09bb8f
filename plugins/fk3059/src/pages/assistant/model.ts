import { createPageData, createPageQuery } from '@lonna/core';
import { FK3059_RESOURCE, fk3059 } from '../../contracts';
import { $manad } from '../../shared/month';
import { manuallySentMutation } from '../../shared/actions';
import { signFlow } from '../../shared/sign';

/** The assistant's statements of the month (one per care recipient), reloaded when anyone signs. */
export const statements = createPageQuery({
  name: 'fk3059.assistant',
  endpoint: fk3059.assistantStatements,
  params: $manad.map((Manad) => (Manad ? { query: { Manad } } : null)),
  refreshOn: [{ event: 'resource-updated', resource: FK3059_RESOURCE }, signFlow.signed, manuallySentMutation.finished.success],
});
export const assistantPage = createPageData({ loads: [statements] });
