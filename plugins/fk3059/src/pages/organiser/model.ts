import { createPageData, createPageQuery } from '@lonna/core';
import { FK3059_RESOURCE, fk3059 } from '../../contracts';
import { $manad } from '../../shared/month';
import { manuallySentMutation } from '../../shared/actions';
import { signFlow } from '../../shared/sign';

/** The organiser's statements of the month: every assistant and care recipient in the role's scope. */
export const statements = createPageQuery({
  name: 'fk3059.organiser',
  endpoint: fk3059.organiserStatements,
  params: $manad.map((Manad) => (Manad ? { query: { Manad } } : null)),
  refreshOn: [{ event: 'resource-updated', resource: FK3059_RESOURCE }, signFlow.signed, manuallySentMutation.finished.success],
});
export const organiserPage = createPageData({ loads: [statements] });
