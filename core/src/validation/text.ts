// WHATWG's e-mail pattern (what <input type=email> accepts) plus a dot in the domain, as mail needs one in practice
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const ALPHANUMERIC = /^[A-Za-z0-9åäöÅÄÖ]*$/;
const BIC_CHARS = /^[A-Za-z0-9]+$/;

export function isValidEmail(s: string | null | undefined): boolean {
  return s != null && EMAIL.test(s.trim());
}

/** Letters a–z, digits and å ä ö (either case) only; '' passes. */
export function isAlphanumeric(s: string | null | undefined): boolean {
  return s != null && ALPHANUMERIC.test(s);
}

/** A BIC is 8 or 11 letters or digits (spaces around it ignored). */
export function isValidBic(s: string | null | undefined): boolean {
  if (s == null) return false;
  const t = s.trim();
  return (t.length === 8 || t.length === 11) && BIC_CHARS.test(t);
}
