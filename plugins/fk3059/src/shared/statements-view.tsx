import { BankIdSignDialog, useT, type PageQuery } from '@lonna/core';
import { Button, ConfirmDialog, Spinner, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useState, type ReactNode } from 'react';
import type { Statement, StatementKey } from '../contracts';
import { manuallySentClicked, manuallySentMutation, printStatementFx, sendClicked, sendMutation, voidConfirmed, voidMutation } from './actions';
import { MonthBar } from './month-bar';
import { batchSignFlow, signFlow } from './sign';
import { StatementCard } from './statement-card';

const keyOf = (s: Statement): StatementKey => ({ AnstNr: s.AnstNr, Brukare: s.Brukare, Manad: s.Manad });
const ref = (s: Statement) => ({ AnstNr: s.AnstNr, Brukare: s.Brukare });
const done = (s: Statement) => s.Status === 'SENT' || s.Status === 'MANUALLY_SENT';
/** signed by both and fit for ELT, not on its way: the organiser may send it (again, after a failure) */
export const sendable = (s: Statement) => s.Status === 'PENDING' && Boolean(s.Assistant?.Valid && s.Organiser?.Valid) && s.Sending?.State !== 'QUEUED';
/** signed by the assistant, waiting for the organiser */
export const awaitingOrganiser = (s: Statement) => Boolean(s.Assistant?.Valid && !s.Organiser?.Valid);
/** a valid signature on a statement not sent or on its way: it may be voided for a correction */
export const voidable = (s: Statement) => !done(s) && s.Sending?.State !== 'QUEUED' && Boolean(s.Assistant?.Valid || s.Organiser?.Valid);

/**
 * A month of statements for one viewer: the month bar, the statements (or why there are none), the sign buttons the
 * viewer may use, and the BankID dialog. `signAs` says for each statement whether the viewer signs it now. The
 * organiser also signs and sends the month's statements together, and sends one by hand.
 */
export function StatementsView({
  title,
  intro,
  query,
  signAs,
  organiser = false,
  children,
}: {
  title: string;
  intro: string;
  query: PageQuery<any>;
  signAs: (s: Statement) => 'assistent' | 'anordnare' | null;
  organiser?: boolean;
  /** more of the page under the list (the organiser's details for FK) */
  children?: ReactNode;
}) {
  const t = useT();
  const [data, pending, sign, state, batchSign, batchState, print, printing, markSent, marking, send, sending, voidIt, voiding] = useUnit([
    query.$data,
    query.$pending,
    signFlow.signRequested,
    signFlow.$sign,
    batchSignFlow.signRequested,
    batchSignFlow.$sign,
    printStatementFx,
    printStatementFx.pending,
    manuallySentClicked,
    manuallySentMutation.$pending,
    sendClicked,
    sendMutation.$pending,
    voidConfirmed,
    voidMutation.$pending,
  ]);
  const [toVoid, setToVoid] = useState<Statement | null>(null);
  const list = (data ?? []) as Statement[];
  const busy = [state, batchState].some((x) => x.phase === 'starting' || x.phase === 'pending');
  const toSign = list.filter(awaitingOrganiser);
  const toSend = list.filter(sendable);
  const manad = list[0]?.Manad ?? '';
  return (
    <div className="flex flex-col gap-4">
      <Title>{title}</Title>
      <p className="text-sm text-muted">{intro}</p>
      <MonthBar />
      {organiser && (toSign.length > 1 || toSend.length > 0) && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('fk3059.monthActions')}>
          {toSign.length > 1 && (
            <Button busy={busy} onClick={() => batchSign({ body: { Manad: manad, Statements: toSign.map(ref) } })}>
              {t('fk3059.signAll', { count: toSign.length })}
            </Button>
          )}
          {toSend.length > 0 && (
            <Button variant="secondary" busy={sending} onClick={() => send({ Manad: manad, Statements: toSend.map(ref) })}>
              {t('fk3059.sendAll', { count: toSend.length })}
            </Button>
          )}
        </div>
      )}
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
                onSign={() => as && sign({ body: { ...keyOf(s), Roll: as } })}
                actions={
                  <>
                    <Button variant="secondary" busy={printing} onClick={() => void print({ query: keyOf(s) })}>
                      {t('fk3059.print')}
                    </Button>
                    {organiser && s.Sending?.State === 'FAILED' && sendable(s) && (
                      <Button variant="secondary" busy={sending} onClick={() => send({ Manad: s.Manad, Statements: [ref(s)] })}>
                        {t('fk3059.sendAgain')}
                      </Button>
                    )}
                    {organiser && !done(s) && s.Sending?.State !== 'QUEUED' && s.Assistant?.Valid && s.Organiser?.Valid && (
                      <Button variant="secondary" busy={marking} onClick={() => markSent(keyOf(s))}>
                        {t('fk3059.markManuallySent')}
                      </Button>
                    )}
                    {voidable(s) && (
                      <Button variant="text" onClick={() => setToVoid(s)}>
                        {t('fk3059.voidSignatures')}
                      </Button>
                    )}
                  </>
                }
              />
            );
          })}
        </ul>
      )}
      {children}
      <BankIdSignDialog flow={signFlow} title={t('fk3059.signTitle')} />
      <BankIdSignDialog flow={batchSignFlow} title={t('fk3059.signAllTitle')} />
      <ConfirmDialog
        open={toVoid !== null}
        danger
        busy={voiding}
        title={t('fk3059.voidTitle')}
        text={toVoid ? t('fk3059.voidText', { name: toVoid.Namn, careRecipient: toVoid.BrukareNamn }) : ''}
        confirmLabel={t('fk3059.voidSignatures')}
        onCancel={() => setToVoid(null)}
        onConfirm={() => {
          if (toVoid) voidIt(keyOf(toVoid));
          setToVoid(null);
        }}
      />
    </div>
  );
}
