import { useT } from '@lonna/core';
import { StatementsView } from '../../shared/statements-view';
import { statements } from './model';

/** FK3059Assistent: the assistant's own statements; he signs each one that his valid signature is not on. */
export default function AssistantView() {
  const t = useT();
  return (
    <StatementsView
      title={t('fk3059.assistantTitle')}
      intro={t('fk3059.assistantIntro')}
      query={statements}
      signAs={(s) => (s.Assistant?.Valid ? null : 'assistent')}
    />
  );
}
