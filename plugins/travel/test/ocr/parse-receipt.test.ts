import { describe, expect, it } from 'vitest';
import { parseReceipt } from '../../server/ocr/parse-receipt';

const TODAY = '2026-11-26';
const parse = (text: string) => parseReceipt(text, { today: TODAY, ocrConfidence: 100 });

describe('the receipt parser (Swedish receipts)', () => {
  // the total: "Att betala" beats "Summa" and "Totalt"; the amount is the line's last, or the next line's
  it.each([
    ['Att betala 94,90', 94.9],
    ['Summa 1 295,00', 1295],
    ['Totalt SEK 625,00', 625],
    ['Totalt | 823,46', 823.46],
    ['Summa 120,00\nAtt betala 118,00', 118],
    ['TOTALT ATT BETALA: 1.150,00 kr', 1150],
    ['Att betala\n349,00', 349],
    ['Diesel 42,10 l 823,46\nKort 823,46', 823.46],
    ['Kaffe 25,00\nBulle 18,50', 25],
  ])('total of %j is %d', (text, total) => {
    expect(parse(text).Total).toBe(total);
  });

  it('does not take the VAT or the net amount for the total', () => {
    const r = parse('Moms 25% 20,00\nNetto 80,00\nSumma 100,00');
    expect(r.Total).toBe(100);
    expect(r.Tax).toBe(20);
    expect(r.VatRate).toBe(25);
  });

  // VAT: the amount beside "Moms 25%", not the rate; a rate alone gives the amount from the total
  it.each([
    ['Att betala 94,90\nMoms 12% 10,17', 10.17, 12, 0.95],
    ['Totalt 625,00\nMoms 6 % 35,38', 35.38, 6, 0.95],
    ['Summa 100,00\nVarav moms 25% 20,00', 20, 25, 0.95],
    ['Summa 100,00\nMoms 20,00', 20, 25, 0.85],
    ['Summa 100,00\nMoms 25%', 20, 25, 0.6],
    ['Summa EUR 7,30\nMwSt 7% 0,48', 0.48, 7, 0.95],
  ])('VAT of %j is %d at %d %%', (text, tax, rate, confidence) => {
    const r = parse(text);
    expect(r.Tax).toBe(tax);
    expect(r.VatRate).toBe(rate);
    expect(r.Confidence.Tax).toBe(confidence);
  });

  // dates in the common formats; a date without a year is the latest such day not after today
  it.each([
    ['2026-11-20 14:32', '2026-11-20'],
    ['Datum: 2026.11.20', '2026-11-20'],
    ['20.11.26', '2026-11-20'],
    ['26-11-20', '2026-11-20'],
    ['20/11/2026', '2026-11-20'],
    ['16.11.2026', '2026-11-16'],
    ['20/11', '2026-11-20'],
    ['28/11', '2025-11-28'],
    ['20261120', '2026-11-20'],
    ['2026-02-30', ''],
  ])('date of %j is %j', (text, date) => {
    expect(parse(`Kvitto\n${text}\nAtt betala 10,00`).TransactionDate).toBe(date);
  });

  it('does not read a date as an amount', () => {
    expect(parse('20.11.26\nSumma 45,00').Total).toBe(45);
    expect(parse('20.11.26').Total).toBe(null);
  });

  it.each([
    ['Totalt SEK 10,00', 'SEK', 0.95],
    ['Summa 10,00 kr', 'SEK', 0.8],
    ['Summa EUR 7,30', 'EUR', 0.95],
    ['Total 7,30 €', 'EUR', 0.95],
    ['Sum NOK 120,00', 'NOK', 0.95],
    ['Summa 10,00', 'SEK', 0.5],
  ])('currency of %j is %s', (text, currency, confidence) => {
    const r = parse(text);
    expect(r.Currency).toBe(currency);
    expect(r.Confidence.Currency).toBe(confidence);
  });

  it('takes the merchant from the first line that reads as a name', () => {
    expect(parse('ICA Supermarket Solna\nOrg.nr 556123-4567\n2026-11-20\nAtt betala 94,90').MerchantName).toBe('ICA Supermarket Solna');
    expect(parse('KVITTO\n= Taxi Stockholm AB =\nTotalt 625,00').MerchantName).toBe('Taxi Stockholm AB');
    // a date, digits and an amount line are no name
    expect(parse('2026-11-20\n123 456\nSumma 10,00').MerchantName).toBe('');
  });

  it.each([
    ['Taxi Stockholm AB\nTotalt 625,00', 'Taxi'],
    ['Hotell Norrland\nLogi 1 natt', 'Logi'],
    ['Restaurang Kajen\nDagens lunch', 'Måltid'],
    ['Circle K\nDiesel', 'Drivmedel'],
    ['Aimo Park\nParkering 3 h', 'Parkering'],
    ['SJ AB\nBiljett', 'Resa'],
    ['Akademibokhandeln', ''],
  ])('the kind of %j is %j', (text, kind) => {
    expect(parse(text).ReceiptTypeCronaStdText).toBe(kind);
  });

  it('scales its confidence by the OCR’s, and knows what it guessed', () => {
    const sure = parseReceipt('Att betala 94,90', { today: TODAY, ocrConfidence: 100 });
    const unsure = parseReceipt('Att betala 94,90', { today: TODAY, ocrConfidence: 50 });
    expect(sure.Confidence.Total).toBe(0.95);
    expect(unsure.Confidence.Total).toBe(0.48);
    // no label: the largest amount, with a low confidence
    expect(parse('Kaffe 25,00\nBulle 18,50').Confidence.Total).toBe(0.3);
    expect(parse('').Confidence).toEqual({ TransactionDate: 0, Total: 0, Tax: 0, Currency: 0.5, MerchantName: 0 });
  });
});

describe('the merchant line', () => {
  it('drops OCR specks before the name', () => {
    expect(parseReceipt('oo. Restaurang Kajen\nSumma 10,00', { today: TODAY }).MerchantName).toBe('Restaurang Kajen');
    expect(parseReceipt('ICA Nära\nSumma 10,00', { today: TODAY }).MerchantName).toBe('ICA Nära');
  });
});
