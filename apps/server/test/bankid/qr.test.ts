import { describe, expect, it } from 'vitest';
import { QR_SIZE, qrAuthCode, qrContent, qrDataUrl, qrSeconds } from '../../src/services/bankid/qr';

// BankID's published test vector (reference §3.9, docs.rs bankid src/qr.rs)
const TOKEN = '67df3917-fa0d-44e5-b327-edcc928297f8';
const SECRET = 'd28db9a7-4cde-429e-a983-359be676944c';

describe('animated QR code', () => {
  it('matches the published test vector at 0 and 1 seconds', () => {
    expect(qrAuthCode(SECRET, 0)).toBe('dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8');
    expect(qrAuthCode(SECRET, 1)).toBe('949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2');
  });

  it('builds bankid.{token}.{seconds}.{code}', () => {
    expect(qrContent(TOKEN, SECRET, 1)).toBe(`bankid.${TOKEN}.1.949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2`);
  });

  it('counts whole seconds since the start, so the code changes every second', () => {
    expect(qrSeconds(10_000, 10_999)).toBe(0);
    expect(qrSeconds(10_000, 11_000)).toBe(1);
    expect(qrSeconds(10_000, 42_500)).toBe(32);
    expect(qrSeconds(10_000, 9_000)).toBe(0);
    expect(qrContent(TOKEN, SECRET, 2)).not.toBe(qrContent(TOKEN, SECRET, 3));
  });

  it('renders a 220 x 220 PNG data URL', async () => {
    const url = await qrDataUrl(qrContent(TOKEN, SECRET, 0));
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // IHDR: width and height are the big-endian words at bytes 16 and 20
    expect(png.readUInt32BE(16)).toBe(QR_SIZE);
    expect(png.readUInt32BE(20)).toBe(QR_SIZE);
  });
});
