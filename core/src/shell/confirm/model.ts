import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';

/** Cancel, secondary and confirm (spec §2). Escape and the backdrop count as cancel. */
export type ConfirmAnswer = 'confirm' | 'secondary' | 'cancel';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  secondaryLabel?: string;
  danger?: boolean;
}

export interface OpenConfirm extends ConfirmRequest {
  id: number;
}

export const confirmAnswered = createEvent<ConfirmAnswer>();
const confirmOpened = createEvent<OpenConfirm>();
export const $confirm = createStore<OpenConfirm | null>(null);

// the pending promise of each open question, by id (ids are unique per page load)
const waiting = new Map<number, (a: ConfirmAnswer) => void>();
let lastId = 0;

/** `const answer = await askConfirmFx({ title, text })`. A new question cancels an open one. */
export const askConfirmFx = createEffect((request: ConfirmRequest) => {
  const open = scopeBind(confirmOpened, { safe: true });
  return new Promise<ConfirmAnswer>((resolve) => {
    for (const [oldId, answer] of waiting) {
      waiting.delete(oldId);
      answer('cancel');
    }
    lastId += 1;
    waiting.set(lastId, resolve);
    open({ ...request, id: lastId });
  });
});

const resolveFx = createEffect(({ id, answer }: { id: number; answer: ConfirmAnswer }) => {
  waiting.get(id)?.(answer);
  waiting.delete(id);
});

sample({ clock: confirmOpened, target: $confirm });
sample({
  clock: confirmAnswered,
  source: $confirm,
  filter: Boolean,
  fn: (c, answer) => ({ id: (c as OpenConfirm).id, answer }),
  target: resolveFx,
});
// closed after the answer was read (resetting on confirmAnswered itself would hide the open question from the sample above)
$confirm.reset(resolveFx);
