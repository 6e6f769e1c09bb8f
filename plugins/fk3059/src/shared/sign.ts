import { createSignFlow } from '@lonna/core';
import { fk3059 } from '../contracts';

/** one BankID signing at a time for the whole plugin (BankID runs one order per person anyway) */
export const signFlow = createSignFlow('fk3059', { start: fk3059.signStart, status: fk3059.signStatus, cancel: fk3059.signCancel });
/** the organiser's "sign all": the month's statements waiting for him, picked by the server */
export const allSignFlow = createSignFlow('fk3059.all', { start: fk3059.signAll, status: fk3059.signStatus, cancel: fk3059.signCancel });
