/**
 * Swedish VAT rates, used to check a receipt's VAT against its total (a VAT amount that fits a known rate is trusted
 * more). Source: mervärdesskattelagen (2023:200) 9 kap. — 25 % general, 12 % (food, restaurants, hotels), 6 %
 * (passenger transport, books, culture); Skatteverket "Momssats på varor och tjänster", 2026.
 */
export const SWEDISH_VAT_RATES = [
  { rate: 25, source: 'ML (2023:200) 9 kap. 1 §' },
  { rate: 12, source: 'ML (2023:200) 9 kap. 4–7 §§' },
  { rate: 6, source: 'ML (2023:200) 9 kap. 8–13 §§' },
] as const;
