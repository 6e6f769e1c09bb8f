import type { BankIdSignature } from '@lonna/core/server';

/** One statement for Försäkringskassan: the ELT XML and both BankID signatures on it. */
export interface EltRequest {
  xml: string;
  assistant: BankIdSignature;
  organiser: BankIdSignature;
}

/**
 * FK's answer. `retry`: worth trying again later (FK or the network was down); a refusal of the report itself
 * (FK's Client fault) is not — it needs a correction and new signatures, or the paper form.
 */
export type EltResult = { ok: true; txId: string } | { ok: false; retry: boolean; code: EltErrorCode; detail: string };
export type EltErrorCode = 'rejected' | 'unavailable' | 'certificate';

/** Anything that delivers time reports to FK: the SOAP client (soap-client.ts) or the development outbox. */
export interface EltTransport {
  readonly name: string;
  send(request: EltRequest): Promise<EltResult>;
}
