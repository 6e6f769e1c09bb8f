import { createSignFlow } from '@lonna/core';
import { fk3059 } from '../contracts';

/** one BankID signing at a time for the whole plugin (BankID runs one order per person anyway) */
export const signFlow = createSignFlow('fk3059', { start: fk3059.signStart, status: fk3059.signStatus, cancel: fk3059.signCancel });
/** the organiser's batch: several statements in one BankID order */
export const batchSignFlow = createSignFlow('fk3059.batch', { start: fk3059.signBatch, status: fk3059.signStatus, cancel: fk3059.signCancel });
