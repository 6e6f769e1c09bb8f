import { $account, useT } from '@lonna/core';
import { Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { StatementsView } from '../../shared/statements-view';
import { statements } from './model';

/** FK3059Assistent: the assistant's own statements; he signs each one that his valid signature is not on. */
export default function AssistantView() {
  const t = useT();
  const [account, list, pending] = useUnit([$account, statements.$data, statements.$pending]);
  // spec: a user without an entry in the employee register has no statement of his own to sign
  if (account && !account.AnstNr)
    return (
      <div className="flex flex-col gap-4">
        <Title>{t('fk3059.assistantTitle')}</Title>
        <p className="rounded-card border border-dashed border-border p-4 text-sm text-muted">{t('fk3059.noEmployee')}</p>
      </div>
    );
  return (
    <StatementsView
      title={t('fk3059.assistantTitle')}
      intro={t('fk3059.assistantIntro')}
      list={list}
      pending={pending}
      signAs={(s) => (s.Assistant?.Valid ? null : 'assistent')}
    />
  );
}
