import { timeSharedMessages } from '../i18n/shared-messages';

const STANDARD = timeSharedMessages.sv.codeNames as Record<string, string>;

/**
 * A time code's name in the reader's language (issue 13): the standard codes' names are translated while the
 * company's text is still the standard Swedish one; a text the company wrote itself is its own word and shown as
 * written. Screens and PDFs both name codes through this.
 */
export function codeText(t: (key: string) => string, tidKod: string, companyText: string): string {
  return Object.hasOwn(STANDARD, tidKod) && STANDARD[tidKod] === companyText ? t(`time.codeNames.${tidKod}`) : companyText;
}
