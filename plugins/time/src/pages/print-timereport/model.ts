import { createPageData } from '@lonna/core';
import { timeViewOpened } from '../../shared/model';

/** TidrapportPrint: nothing of its own to load; the shared employee and period. */
export const printTimeReportPage = createPageData({ loads: [{ opened: timeViewOpened }] });
