import { useT } from '@lonna/core';
import { useUnit } from 'effector-react';
import { StatementsView } from '../../shared/statements-view';
import { DetailsPanel } from './details-panel';
import { $month, $stage, pageChosen, stageChosen, statements } from './model';

/**
 * FK3059Anordnare: the month's statements in the role's scope, a page at a time with the whole month's counts; the
 * organiser signs after the assistant.
 */
export default function OrganiserView() {
  const t = useT();
  const [month, pending, pagination, stage, chooseStage, choosePage] = useUnit([
    $month,
    statements.$pending,
    statements.$pagination,
    $stage,
    stageChosen,
    pageChosen,
  ]);
  return (
    <StatementsView
      title={t('fk3059.organiserTitle')}
      intro={t('fk3059.organiserIntro')}
      list={month?.Statements ?? null}
      pending={pending}
      organiser={{ counts: month?.Counts ?? null, pagination, onPage: choosePage, stage, onStage: chooseStage }}
      signAs={(s) => (s.Assistant?.Valid && !s.Organiser?.Valid ? 'anordnare' : null)}
    >
      <DetailsPanel />
    </StatementsView>
  );
}
