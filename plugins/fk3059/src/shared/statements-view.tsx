import { BankIdSignDialog, useT } from '@lonna/core';
import type { PaginationInfo } from '@lonna/core/contracts';
import { Button, ConfirmDialog, Pager, Select, Spinner, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useState, type ReactNode } from 'react';
import { STATEMENT_STAGES, SIGN_ALL_MAX, type MonthCounts, type Statement, type StatementKey, type StatementStage } from '../contracts';
import { done, sendable, voidable } from '../domain/stages';
import {
  manuallySentClicked,
  manuallySentMutation,
  printStatementFx,
  sendAllClicked,
  sendAllMutation,
  sendClicked,
  sendMutation,
  voidConfirmed,
  voidMutation,
} from './actions';
import { $manad } from './month';
import { MonthBar } from './month-bar';
import { allSignFlow, signFlow } from './sign';
import { StatementCard } from './statement-card';

const keyOf = (s: Statement): StatementKey => ({ AnstNr: s.AnstNr, Brukare: s.Brukare, Manad: s.Manad });
const ref = (s: Statement) => ({ AnstNr: s.AnstNr, Brukare: s.Brukare });

/** the organiser's month (issue 22): a page of it, the whole month's counts, the stage filter and the pager */
export interface OrganiserMonthProps {
  counts: MonthCounts | null;
  pagination: PaginationInfo | null;
  onPage: (page: number) => void;
  stage: StatementStage | '';
  onStage: (stage: StatementStage | '') => void;
}

/** The month's counts in the organiser's scope, whatever page is shown: every statement and each stage. */
function MonthCountsBar({ counts }: { counts: MonthCounts }) {
  const t = useT();
  return (
    <dl aria-label={t('fk3059.counts.label')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {(['All', ...STATEMENT_STAGES] as const).map((k) => (
        <div key={k} className="flex items-baseline justify-between gap-2 rounded-control bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">{t(`fk3059.stages.${k}`)}</dt>
          <dd className="font-semibold tabular-nums">{counts[k]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A month of statements for one viewer: the month bar, the statements (or why there are none), the sign buttons the
 * viewer may use, and the BankID dialog. `signAs` says for each statement whether the viewer signs it now. The
 * organiser sees a page of the month with the whole month's counts, signs and sends the month's statements together
 * (picked on the server), and sends one by hand.
 */
export function StatementsView({
  title,
  intro,
  list,
  pending,
  signAs,
  organiser,
  children,
}: {
  title: string;
  intro: string;
  /** the statements shown (the organiser: the page); null while none have come */
  list: readonly Statement[] | null;
  pending: boolean;
  signAs: (s: Statement) => 'assistent' | 'anordnare' | null;
  organiser?: OrganiserMonthProps;
  /** more of the page under the list (the organiser's details for FK) */
  children?: ReactNode;
}) {
  const t = useT();
  const [manad, sign, state, signAll, allState, print, printing, markSent, marking, send, sending, sendAll, sendingAll, voidIt, voiding] = useUnit([
    $manad,
    signFlow.signRequested,
    signFlow.$sign,
    allSignFlow.signRequested,
    allSignFlow.$sign,
    printStatementFx,
    printStatementFx.pending,
    manuallySentClicked,
    manuallySentMutation.$pending,
    sendClicked,
    sendMutation.$pending,
    sendAllClicked,
    sendAllMutation.$pending,
    voidConfirmed,
    voidMutation.$pending,
  ]);
  const [toVoid, setToVoid] = useState<Statement | null>(null);
  const busy = [state, allState].some((x) => x.phase === 'starting' || x.phase === 'pending');
  const counts = organiser?.counts ?? null;
  const toSign = counts?.ToSign ?? 0;
  const toSend = counts?.Ready ?? 0;
  const rows = list ?? [];
  return (
    <div className="flex flex-col gap-4">
      <Title>{title}</Title>
      <p className="text-sm text-muted">{intro}</p>
      <MonthBar />
      {counts && <MonthCountsBar counts={counts} />}
      {organiser && (toSign > 1 || toSend > 0) && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('fk3059.monthActions')}>
          {toSign > 1 && (
            <Button busy={busy} onClick={() => signAll({ body: { Manad: manad } })}>
              {toSign > SIGN_ALL_MAX ? t('fk3059.signFirst', { count: SIGN_ALL_MAX, total: toSign }) : t('fk3059.signAll', { count: toSign })}
            </Button>
          )}
          {toSend > 0 && (
            <Button variant="secondary" busy={sendingAll} onClick={() => sendAll(manad)}>
              {t('fk3059.sendAll', { count: toSend })}
            </Button>
          )}
        </div>
      )}
      {organiser && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <Select
            className="sm:max-w-xs"
            label={t('fk3059.stageFilter')}
            value={organiser.stage}
            onChange={(v) => organiser.onStage(v as StatementStage | '')}
            options={[
              { value: '', label: t('fk3059.stageOption', { stage: t('fk3059.stages.All'), count: counts?.All ?? 0 }) },
              ...STATEMENT_STAGES.map((s) => ({ value: s, label: t('fk3059.stageOption', { stage: t(`fk3059.stages.${s}`), count: counts?.[s] ?? 0 }) })),
            ]}
          />
          <Pager
            pagination={organiser.pagination}
            onPage={organiser.onPage}
            disabled={pending}
            totalText={t('fk3059.shownCount', { count: organiser.pagination?.Total ?? 0 })}
          />
        </div>
      )}
      {pending && !list ? (
        <Spinner label={t('fk3059.loading')} showLabel />
      ) : rows.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-4 text-sm text-muted">
          {organiser?.stage && counts?.All ? t('fk3059.emptyStage') : t('fk3059.empty')}
        </p>
      ) : (
        <ul aria-label={t('fk3059.listLabel')} className="flex flex-col gap-3">
          {rows.map((s) => {
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
      <BankIdSignDialog flow={allSignFlow} title={t('fk3059.signAllTitle')} />
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
