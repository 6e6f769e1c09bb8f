import { TIDRADER_RESOURCE } from '@lonna/plugin-time/contracts';
import { FK3059_RESOURCE } from '../contracts';
import { manuallySentMutation, sendAllMutation, sendMutation, voidMutation } from './actions';
import { allSignFlow, signFlow } from './sign';

/**
 * What makes a view of statements read them again: anyone's change (push) — a signature, or a time row (a statement
 * is computed from them) — and the viewer's own actions.
 */
export const statementsChanged = [
  { event: 'resource-updated', resource: FK3059_RESOURCE },
  { event: 'resource-updated', resource: TIDRADER_RESOURCE },
  signFlow.signed,
  allSignFlow.signed,
  manuallySentMutation.finished.success,
  sendMutation.finished.success,
  sendAllMutation.finished.success,
  voidMutation.finished.success,
] as const;
