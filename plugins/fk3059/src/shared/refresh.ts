import { FK3059_RESOURCE } from '../contracts';
import { manuallySentMutation, sendMutation, voidMutation } from './actions';
import { batchSignFlow, signFlow } from './sign';

/** what makes a view of statements read them again: anyone's change (push) and the viewer's own actions */
export const statementsChanged = [
  { event: 'resource-updated', resource: FK3059_RESOURCE },
  signFlow.signed,
  batchSignFlow.signed,
  manuallySentMutation.finished.success,
  sendMutation.finished.success,
  voidMutation.finished.success,
] as const;
