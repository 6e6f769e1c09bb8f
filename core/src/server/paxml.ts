import { withoutControlCharacters } from '../contracts';

/**
 * Writing PAXml 2.0 (paxml.se, schema http://www.paxml.se/2.0/paxml.xsd), the file Swedish payroll systems (Hogia,
 * Visma, Fortnox, Crona …) import: one header and escaping for every plugin that exports to payroll (time rows,
 * personal data, compensations …). Each plugin writes its own sections (see ../shared/reference/paxml.md).
 */
export interface PaxmlCompany {
  Orgnr: string;
  Namn: string;
}

/** text and attribute values: XML 1.0 cannot hold C0 control characters even as references, so stored text loses them */
export const xmlText = (s: string): string =>
  withoutControlCharacters(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** `<name>text</name>` when there is text, nothing otherwise (PAXml importers read an empty element as "clear it") */
export const xmlElement = (indent: string, name: string, text: string): string[] => (text === '' ? [] : [`${indent}<${name}>${xmlText(text)}</${name}>`]);

/** the whole file: declaration, root, the LÖNIN header, the sections' lines (already indented by two), the end */
export function paxmlDocument(company: PaxmlCompany, createdAt: Date, sections: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd">',
    '  <header>',
    '    <format>LÖNIN</format>',
    '    <version>2.0</version>',
    `    <datum>${createdAt.toISOString().slice(0, 19)}</datum>`,
    `    <foretagorgnr>${xmlText(company.Orgnr.replace(/\D/g, ''))}</foretagorgnr>`,
    `    <foretagnamn>${xmlText(company.Namn)}</foretagnamn>`,
    '    <programnamn>Lönna</programnamn>',
    '  </header>',
    ...sections,
    '</paxml>',
    '',
  ].join('\n');
}
