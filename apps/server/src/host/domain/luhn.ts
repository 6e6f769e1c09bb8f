/** The Luhn check digit (weights 2,1,2,… from the left) of Swedish personnummer and organisationsnummer. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let p = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (p > 9) p -= 9;
    sum += p;
  }
  return (10 - (sum % 10)) % 10;
}

/** '5561234567' → '556123-4567' with a valid check digit computed from the first nine digits. */
export function orgnr(nineDigits: string): string {
  const all = nineDigits + luhnCheckDigit(nineDigits);
  return `${all.slice(0, 6)}-${all.slice(6)}`;
}

/** 12-digit personnummer (YYYYMMDDNNNC) without hyphen, as the wire sends it. */
export function personnummer(birth: Date, birthNumber: number): string {
  const y = birth.getUTCFullYear();
  const mm = String(birth.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(birth.getUTCDate()).padStart(2, '0');
  const nine = `${String(y % 100).padStart(2, '0')}${mm}${dd}${String(birthNumber).padStart(3, '0')}`;
  return `${y}${nine.slice(2)}${luhnCheckDigit(nine)}`;
}

export function isValidLuhn(tenDigits: string): boolean {
  return /^\d{10}$/.test(tenDigits) && luhnCheckDigit(tenDigits.slice(0, 9)) === Number(tenDigits[9]);
}
