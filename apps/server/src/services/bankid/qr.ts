import { createHmac } from 'node:crypto';
import QRCode from 'qrcode';

/**
 * BankID's animated QR code: `bankid.{qrStartToken}.{time}.{qrAuthCode}` where
 * time is whole seconds since the order started and qrAuthCode is the lowercase
 * hex HMAC-SHA256 of the decimal time, keyed with qrStartSecret. The secret
 * never leaves the server; the browser only sees the rendered picture.
 */
export function qrAuthCode(qrStartSecret: string, seconds: number): string {
  return createHmac('sha256', Buffer.from(qrStartSecret, 'ascii')).update(String(seconds)).digest('hex');
}

export function qrContent(qrStartToken: string, qrStartSecret: string, seconds: number): string {
  return `bankid.${qrStartToken}.${seconds}.${qrAuthCode(qrStartSecret, seconds)}`;
}

/** whole seconds from the order's start to now (never negative), so the code changes every second */
export function qrSeconds(startedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startedAtMs) / 1000));
}

/** spec: the QR image is 220 x 220 */
export const QR_SIZE = 220;

/** A PNG data URL of the content, sized for the widget. */
export function qrDataUrl(content: string): Promise<string> {
  return QRCode.toDataURL(content, { type: 'image/png', width: QR_SIZE, margin: 1, errorCorrectionLevel: 'L' });
}
