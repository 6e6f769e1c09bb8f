import { request as httpsRequest, type RequestOptions } from 'node:https';
import { XMLParser } from 'fast-xml-parser';
import type { BankIdSignature } from '@lonna/core/server';
import type { EltRequest, EltResult, EltTransport } from './transport';

export interface SoapClientOptions {
  /** FK's SkickaTidredovisning endpoint (test or production environment) */
  url: string;
  /** the vendor certificate from Expisoft (PKCS#12) and its passphrase: FK identifies the vendor by mutual TLS */
  pfx: Buffer;
  passphrase: string;
  /** FK's server CA when it is not in Node's store (the test environment) */
  ca?: Buffer;
  timeoutMs?: number;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const signatureXml = (tag: string, s: BankIdSignature) =>
  `<${tag}><signature>${esc(s.signature)}</signature><ocspResponse>${esc(s.ocspResponse)}</ocspResponse>` +
  `<datumForSignatur>${esc(s.signedAt)}</datumForSignatur></${tag}>`;

/**
 * The SOAP 1.1 envelope of one call: the time report (base64 of the exact XML bytes, so nothing between us and FK
 * re-encodes what was signed) with the assistant's and the organiser's signature (XML-DSig, OCSP, time).
 */
export function skickaTidredovisningEnvelope(r: EltRequest): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">' +
    '<soapenv:Body><SkickaTidredovisning>' +
    `<tidredovisning>${Buffer.from(r.xml, 'utf8').toString('base64')}</tidredovisning>` +
    signatureXml('assistent-signatur', r.assistant) +
    signatureXml('anordnare-signatur', r.organiser) +
    '</SkickaTidredovisning></soapenv:Body></soapenv:Envelope>'
  );
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false });

/** FK's reply: the transaction id, or a SOAP fault (Client: the report is refused; Server: try again later). */
export function readSkickaTidredovisningReply(status: number, body: string): EltResult {
  let doc: any;
  try {
    doc = parser.parse(body);
  } catch {
    return { ok: false, retry: true, code: 'unavailable', detail: `HTTP ${status}` };
  }
  const soapBody = doc?.Envelope?.Body ?? {};
  const fault = soapBody.Fault;
  if (fault) {
    const code = String(fault.faultcode ?? '');
    const detail = String(fault.faultstring ?? '').trim() || code;
    return /client/i.test(code) ? { ok: false, retry: false, code: 'rejected', detail } : { ok: false, retry: true, code: 'unavailable', detail };
  }
  const reply = soapBody.SkickaTidredovisningResponse ?? soapBody.SkickaTidredovisningSvar ?? {};
  const txId = reply['tx-id'] ?? reply.txId;
  if (status === 200 && typeof txId === 'string' && txId.trim()) return { ok: true, txId: txId.trim() };
  return { ok: false, retry: true, code: 'unavailable', detail: `HTTP ${status}` };
}

/** The real client: one HTTPS POST per report with the vendor certificate. */
export function createSoapClient(o: SoapClientOptions): EltTransport {
  const url = new URL(o.url);
  return {
    name: 'soap',
    send: (r) =>
      new Promise<EltResult>((resolve) => {
        const body = Buffer.from(skickaTidredovisningEnvelope(r), 'utf8');
        const options: RequestOptions = {
          method: 'POST',
          hostname: url.hostname,
          port: url.port || 443,
          path: `${url.pathname}${url.search}`,
          pfx: o.pfx,
          passphrase: o.passphrase,
          ...(o.ca ? { ca: o.ca } : {}),
          headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"SkickaTidredovisning"', 'content-length': body.length },
          timeout: o.timeoutMs ?? 30_000,
        };
        const req = httpsRequest(options, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(readSkickaTidredovisningReply(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'))));
          res.on('error', (e) => resolve({ ok: false, retry: true, code: 'unavailable', detail: e.message }));
        });
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', (e: NodeJS.ErrnoException) => {
          // the TLS handshake broke off: most often FK refusing our vendor certificate — named so, so someone looks at
          // it; still retried, since a broken connection looks the same
          const tls = /certificate|handshake|alert|ssl|secure TLS connection/i.test(`${e.code ?? ''} ${e.message}`);
          resolve({ ok: false, retry: true, code: tls ? 'certificate' : 'unavailable', detail: e.message });
        });
        req.end(body);
      }),
  };
}
