import { paxmlDocument, xmlElement, xmlText, type PaxmlCompany } from '@lonna/core/server';

/**
 * Attested compensations as PAXml 2.0 (../shared/reference/paxml.md; schema http://www.paxml.se/2.0/paxml.xsd):
 * pay items in <lonetransaktioner> as <lonetrans anstid persnr postid> (lonkod, benamning, kommentar, datum or
 * datumfrom + datumtom, antal, apris, belopp, varugrupp, moms, samlingsid, kundnr, resenheter), and per diem and travel
 * report rows in <resetransaktioner landskodstd="SE"> as <resetrans> (tidpunkt, resekod, valutakod, valutafaktor, belopp,
 * moms, varugrupp, specifikation, samlingsid, kundnr, resenheter, anteckning). postid is the row's id, samlingsid the
 * guide or travel report that made it, so a payroll system can tell rows apart and keep a trip's rows together.
 */
export interface PaxmlClaim {
  Id: string;
  AnstNr: string;
  PersNr: string;
  /** 'lon' a pay item, 'rese' a travel expense event */
  Section: 'lon' | 'rese';
  Datum: string;
  FromDatum: string;
  TomDatum: string;
  LonKod: string;
  Text: string;
  Extratext: string;
  Antal: number;
  Belopp: number;
  Moms: number;
  Valuta: string;
  Valutakurs: number;
  /** '' = none */
  Varugrupp: string;
  GuideId: string;
  Brukare: string;
  ResEnheter: { dim: number; id: string }[];
}

const money = (n: number) => n.toFixed(2);

function units(r: PaxmlClaim, indent: string): string[] {
  if (!r.ResEnheter.length) return [];
  return [`${indent}<resenheter>`, ...r.ResEnheter.map((u) => `${indent}  <resenhet dim="${u.dim}" id="${xmlText(u.id)}"/>`), `${indent}</resenheter>`];
}

function lonetrans(r: PaxmlClaim): string[] {
  const i = '      ';
  const period = r.FromDatum && r.TomDatum;
  return [
    `    <lonetrans anstid="${xmlText(r.AnstNr)}" persnr="${xmlText(r.PersNr)}" postid="${xmlText(r.Id)}">`,
    ...xmlElement(i, 'lonkod', r.LonKod),
    ...xmlElement(i, 'benamning', r.Text),
    ...xmlElement(i, 'kommentar', r.Extratext),
    ...(period ? [`${i}<datumfrom>${r.FromDatum}</datumfrom>`, `${i}<datumtom>${r.TomDatum}</datumtom>`] : [`${i}<datum>${r.Datum}</datum>`]),
    `${i}<antal>${money(r.Antal)}</antal>`,
    // the unit price: the amount over the quantity (a mileage row: kronor per mil)
    ...(r.Antal > 0 ? [`${i}<apris>${money(r.Belopp / r.Antal)}</apris>`] : []),
    `${i}<belopp>${money(r.Belopp)}</belopp>`,
    ...xmlElement(i, 'varugrupp', r.Varugrupp),
    ...(r.Moms > 0 ? [`${i}<moms>${money(r.Moms)}</moms>`] : []),
    ...xmlElement(i, 'samlingsid', r.GuideId),
    ...xmlElement(i, 'kundnr', r.Brukare),
    ...units(r, i),
    '    </lonetrans>',
  ];
}

function resetrans(r: PaxmlClaim): string[] {
  const i = '      ';
  return [
    `    <resetrans anstid="${xmlText(r.AnstNr)}" persnr="${xmlText(r.PersNr)}" postid="${xmlText(r.Id)}">`,
    `${i}<tidpunkt>${r.FromDatum || r.Datum}T00:00:00</tidpunkt>`,
    ...xmlElement(i, 'resekod', r.LonKod),
    ...xmlElement(i, 'valutakod', r.Valuta),
    `${i}<valutafaktor>${r.Valutakurs}</valutafaktor>`,
    `${i}<belopp>${money(r.Belopp)}</belopp>`,
    ...(r.Moms > 0 ? [`${i}<moms>${money(r.Moms)}</moms>`] : []),
    ...xmlElement(i, 'varugrupp', r.Varugrupp),
    ...xmlElement(i, 'specifikation', r.Text),
    ...xmlElement(i, 'samlingsid', r.GuideId),
    ...xmlElement(i, 'kundnr', r.Brukare),
    ...units(r, i),
    ...xmlElement(i, 'anteckning', r.Extratext),
    '    </resetrans>',
  ];
}

/** the claims' sections of a PAXml file: pay items, then travel events (the schema's order, after tidtransaktioner) */
export function claimSections(claims: readonly PaxmlClaim[]): string[] {
  const lon = claims.filter((c) => c.Section === 'lon');
  const rese = claims.filter((c) => c.Section === 'rese');
  const out: string[] = [];
  if (lon.length) out.push('  <lonetransaktioner>', ...lon.flatMap(lonetrans), '  </lonetransaktioner>');
  if (rese.length) out.push('  <resetransaktioner landskodstd="SE">', ...rese.flatMap(resetrans), '  </resetransaktioner>');
  return out;
}

export function compensationsPaxml(company: PaxmlCompany, claims: readonly PaxmlClaim[], createdAt: Date): string {
  return paxmlDocument(company, createdAt, claimSections(claims));
}
