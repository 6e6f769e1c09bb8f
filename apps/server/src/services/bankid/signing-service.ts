import { createHash } from 'node:crypto';
import { isUsableSecret, hashSecret, sameHash } from './binding';
import type { PendingOrderStore } from './order-store';
import { qrContent, qrDataUrl as renderQr, qrSeconds } from './qr';
import { pollUntilDone, type PollOptions } from './rp-client';
import { rfaForCollect, rfaForError, type RfaCode } from './rfa';
import { BankIdRpError, type BankIdClient, type CompletionData } from './rp-types';
import { BankIdServiceError } from './service-error';

/**
 * Signing with BankID for the domain plugins (FK3059 time statements). The
 * signer sees `text`; the SHA-256 of the exact document bytes goes into
 * userNonVisibleData, so the signature commits to the document and not only to
 * the words shown. What BankID returns (XML-DSig signature and OCSP response)
 * is handed back for storage next to the signed document.
 */

export interface StartSignInput {
  endUserIp: string;
  /** what the signer reads in the BankID app (plain text or simpleMarkdownV1) */
  text: string;
  markdown?: boolean;
  /** the exact bytes being signed (e.g. the FK3059 XML) */
  document: Buffer | string;
  /** who must sign: BankID refuses anyone else (FK requires the assistant's or organiser's own signature) */
  personalNumber: string;
  /** the browser's binding secret: only that browser may poll or cancel */
  binding: string;
  mobileDevice?: boolean;
}

export interface SignOrder {
  orderRef: string;
  autoStartToken: string;
  /** hex SHA-256 of the document, as put in userNonVisibleData */
  documentHash: string;
}

/** Stored with the signed document: everything FK's ELT call needs (signature, OCSP response, time). */
export interface SignatureRecord {
  orderRef: string;
  personalNumber: string;
  name: string;
  /** base64 XML-DSig from BankID */
  signature: string;
  /** base64 OCSP response from BankID */
  ocspResponse: string;
  documentHash: string;
  /** ISO time */
  signedAt: string;
  endUserIp: string;
}

export type SignStatus =
  | { state: 'pending'; hintCode: string; rfa: RfaCode; qrCodeDataUrl: string }
  | { state: 'complete'; record: SignatureRecord }
  | { state: 'failed'; hintCode: string; rfa: RfaCode };

export interface SigningService {
  start(input: StartSignInput): Promise<SignOrder>;
  /** one look at the order (call it from the widget's poll; BankID is asked at most every 2 s) */
  status(orderRef: string, binding: string): Promise<SignStatus>;
  /** server-side wait: collect every 2 s until the order ends */
  waitForSignature(orderRef: string, binding: string, opts?: PollOptions): Promise<SignatureRecord>;
  cancel(orderRef: string, binding: string): Promise<void>;
}

export interface SigningServiceDeps {
  client: BankIdClient;
  store: PendingOrderStore;
  now(): number;
  qrDataUrl?(content: string): Promise<string>;
  /** BankID collects at most this often (default 2 s) */
  collectIntervalMs?: number;
  /** order record lifetime (default 200 s; BankID orders last 3 minutes) */
  orderTtlMs?: number;
}

export function documentHash(document: Buffer | string): string {
  return createHash('sha256').update(document).digest('hex');
}

const MAX_TEXT_BYTES = 20_000;

export function createSigningService(deps: SigningServiceDeps): SigningService {
  const interval = deps.collectIntervalMs ?? 2_000;
  const ttl = deps.orderTtlMs ?? 200_000;
  const toQr = deps.qrDataUrl ?? renderQr;

  async function own(orderRef: string, binding: string) {
    const order = isUsableSecret(binding) ? await deps.store.get(orderRef) : null;
    if (!order || order.purpose !== 'sign' || !sameHash(order.binding, hashSecret(binding))) throw new BankIdServiceError('orderNotFound');
    return order;
  }

  function recordOf(orderRef: string, data: CompletionData, hash: string, now: number): SignatureRecord {
    return {
      orderRef,
      personalNumber: data.user.personalNumber,
      name: data.user.name,
      signature: data.signature,
      ocspResponse: data.ocspResponse,
      documentHash: hash,
      signedAt: new Date(now).toISOString(),
      endUserIp: data.device.ipAddress,
    };
  }

  const service: SigningService = {
    async start(input) {
      if (!isUsableSecret(input.binding)) throw new TypeError('BankID sign: the binding secret must be 32-128 base64url characters');
      if (!/^\d{12}$/.test(input.personalNumber)) throw new BankIdServiceError('noPersNrOnFile');
      const text = Buffer.from(input.text, 'utf8');
      if (text.length === 0 || text.length > MAX_TEXT_BYTES) throw new TypeError(`BankID sign: the text must be 1-${MAX_TEXT_BYTES} bytes`);
      const hash = documentHash(input.document);
      let started;
      try {
        started = await deps.client.sign({
          endUserIp: input.endUserIp,
          requirement: { personalNumber: input.personalNumber },
          userVisibleData: text.toString('base64'),
          ...(input.markdown ? { userVisibleDataFormat: 'simpleMarkdownV1' as const } : {}),
          userNonVisibleData: Buffer.from(`sha256:${hash}`, 'utf8').toString('base64'),
        });
      } catch (e) {
        if (e instanceof BankIdRpError && e.errorCode === 'alreadyInProgress') throw new BankIdServiceError('alreadyInProgress');
        if (e instanceof BankIdRpError && e.transient) throw new BankIdServiceError('bankIdUnavailable', e.message);
        throw e;
      }
      const now = deps.now();
      await deps.store.put({
        orderRef: started.orderRef,
        purpose: 'sign',
        type: 1,
        binding: hashSecret(input.binding),
        autoStartToken: started.autoStartToken,
        qrStartToken: started.qrStartToken,
        qrStartSecret: started.qrStartSecret,
        startedAt: now,
        expectedPersNr: input.personalNumber,
        ownLogin: null,
        mobileDevice: input.mobileDevice ?? false,
        state: 'pending',
        lastCollect: null,
        lastCollectAt: null,
        persNr: null,
        tokens: [],
        documentHash: hash,
        expiresAt: now + ttl,
      });
      return { orderRef: started.orderRef, autoStartToken: started.autoStartToken, documentHash: hash };
    },

    async status(orderRef, binding) {
      const order = await own(orderRef, binding);
      const now = deps.now();
      const ctx = { usingQr: true, mobileDevice: order.mobileDevice, personalNumberGiven: true };
      let res = order.lastCollect;
      if (!res || order.lastCollectAt === null || now - order.lastCollectAt >= interval) {
        try {
          res = await deps.client.collect(orderRef);
        } catch (e) {
          if (e instanceof BankIdRpError && e.transient) return { state: 'pending', hintCode: '', rfa: 'RFA5', qrCodeDataUrl: '' };
          await deps.store.delete(orderRef);
          return { state: 'failed', hintCode: '', rfa: e instanceof BankIdRpError ? rfaForError(e.errorCode) : 'RFA22' };
        }
        await deps.store.update(orderRef, { lastCollect: res, lastCollectAt: now });
      }
      if (res.status === 'pending') {
        const showQr = res.hintCode === 'outstandingTransaction' || res.hintCode === 'noClient';
        const qr = showQr ? await toQr(qrContent(order.qrStartToken, order.qrStartSecret, qrSeconds(order.startedAt, now))) : '';
        return { state: 'pending', hintCode: res.hintCode, rfa: rfaForCollect(res, ctx)!, qrCodeDataUrl: qr };
      }
      await deps.store.delete(orderRef);
      if (res.status === 'failed') return { state: 'failed', hintCode: res.hintCode, rfa: rfaForCollect(res, ctx)! };
      if (res.completionData.user.personalNumber !== order.expectedPersNr) {
        throw new BankIdServiceError('personalNumberMismatch');
      }
      return { state: 'complete', record: recordOf(orderRef, res.completionData, order.documentHash ?? '', now) };
    },

    async waitForSignature(orderRef, binding, opts) {
      const order = await own(orderRef, binding);
      let final;
      try {
        final = await pollUntilDone(deps.client, orderRef, { intervalMs: interval, ...opts });
      } finally {
        await deps.store.delete(orderRef);
      }
      if (final.status === 'failed') throw new BankIdRpError(final.hintCode, 'The signing failed', 0);
      if (final.completionData.user.personalNumber !== order.expectedPersNr) throw new BankIdServiceError('personalNumberMismatch');
      return recordOf(orderRef, final.completionData, order.documentHash ?? '', deps.now());
    },

    async cancel(orderRef, binding) {
      await own(orderRef, binding);
      await deps.client.cancel(orderRef).catch(() => undefined);
      await deps.store.delete(orderRef);
    },
  };
  return service;
}
