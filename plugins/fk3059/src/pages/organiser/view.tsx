import { useT } from '@lonna/core';
import { StatementsView } from '../../shared/statements-view';
import { DetailsPanel } from './details-panel';
import { statements } from './model';

/** FK3059Anordnare: every statement of the month in the role's scope; the organiser signs after the assistant. */
export default function OrganiserView() {
  const t = useT();
  return (
    <StatementsView
      title={t('fk3059.organiserTitle')}
      intro={t('fk3059.organiserIntro')}
      query={statements}
      organiser
      signAs={(s) => (s.Assistant?.Valid && !s.Organiser?.Valid ? 'anordnare' : null)}
    >
      <DetailsPanel />
    </StatementsView>
  );
}
