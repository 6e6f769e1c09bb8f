import { BankIdSignDialog, useT, type PageQuery } from '@lonna/core';
import { Button, Spinner, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import type { Statement } from '../contracts';
import { manuallySentClicked, manuallySentMutation, printStatementFx } from './actions';
import { MonthBar } from './month-bar';
import { signFlow } from './sign';
import { StatementCard } from './statement-card';

/**
 * A month of statements for one viewer: the month bar, the statements (or why there are none), the sign buttons the
 * viewer may use, and the BankID dialog. `signAs` says for each statement whether the viewer signs it now.
 */
export function StatementsView({
  title,
  intro,
  query,
  signAs,
  organiser = false,
}: {
  title: string;
  intro: string;
  query: PageQuery<any>;
  signAs: (s: Statement) => 'assistent' | 'anordnare' | null;
  /** the organiser also marks signed statements as sent by hand */
  organiser?: boolean;
}) {
  const t = useT();
  const [data, pending, sign, state, print, printing, markSent, marking] = useUnit([
    query.$data,
    query.$pending,
    signFlow.signRequested,
    signFlow.$sign,
    printStatementFx,
    printStatementFx.pending,
    manuallySentClicked,
    manuallySentMutation.$pending,
  ]);
  const list = (data ?? []) as Statement[];
  const busy = state.phase === 'starting' || state.phase === 'pending';
  return (
    <div className="flex flex-col gap-4">
      <Title>{title}</Title>
      <p className="text-sm text-muted">{intro}</p>
      <MonthBar />
      {pending && !data ? (
        <Spinner label={t('fk3059.loading')} showLabel />
      ) : list.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-4 text-sm text-muted">{t('fk3059.empty')}</p>
      ) : (
        <ul aria-label={t('fk3059.listLabel')} className="flex flex-col gap-3">
          {list.map((s) => {
            const as = signAs(s);
            return (
              <StatementCard
                key={`${s.AnstNr}-${s.Brukare}`}
                s={s}
                signAs={as}
                busy={busy}
                onSign={() => as && sign({ body: { AnstNr: s.AnstNr, Brukare: s.Brukare, Manad: s.Manad, Roll: as } })}
                actions={
                  <>
                    <Button variant="secondary" busy={printing} onClick={() => void print({ query: { AnstNr: s.AnstNr, Brukare: s.Brukare, Manad: s.Manad } })}>
                      {t('fk3059.print')}
                    </Button>
                    {organiser && s.Status === 'PENDING' && s.Assistant?.Valid && s.Organiser?.Valid && (
                      <Button variant="secondary" busy={marking} onClick={() => markSent({ AnstNr: s.AnstNr, Brukare: s.Brukare, Manad: s.Manad })}>
                        {t('fk3059.markManuallySent')}
                      </Button>
                    )}
                  </>
                }
              />
            );
          })}
        </ul>
      )}
      <BankIdSignDialog flow={signFlow} title={t('fk3059.signTitle')} />
    </div>
  );
}
