import { approveMutation } from '../../api';
import { time } from '../../contracts';
import { createStatusListModel } from '../../shared/status-list-model';

/** ApproveTime: approval of days (KalUseLonReady) by the employee or a supervisor, over a period and a list of employees. */
export const approveModel = createStatusListModel({ name: 'time.approveList', endpoint: time.approveList, mutation: approveMutation });
