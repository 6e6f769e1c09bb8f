import { createPageData, lists } from '@lonna/core';
import { timeViewOpened } from '../../shared/model';

/** AttestlistaPrint: the departments to choose from, and the shared period. */
export const printAttestListPage = createPageData({ loads: [lists.departments, { opened: timeViewOpened }] });
