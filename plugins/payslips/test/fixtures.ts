/** A pay run as a payroll system writes it (PAXml 2.0 loneutbetalning): one payslip per slip, fixed amounts. */
export interface Slip {
  anstid: string;
  period: string;
  betaldatum: string;
  utbetalt: number;
  saldo?: Record<string, number>;
}

export function paxml(orgnr: string, slips: readonly Slip[]): string {
  const body = slips
    .map(
      (s) => `
    <lonebesked anstid="${s.anstid}">
      <periodid>${s.period}</periodid>
      <periodtext>Lön juni 2026</periodtext>
      <betaldatum>${s.betaldatum}</betaldatum>
      <skattetabell>33</skattetabell>
      <skattekolumn>1</skattekolumn>
      <tabellskatt>7000</tabellskatt>
      <utbetalt>${s.utbetalt}</utbetalt>
      <arbavgiftbel>8797.60</arbavgiftbel>
      <lonerader>
        <lonrad radnr="1"><lonart>010</lonart><benamning>Månadslön</benamning><antal>1</antal><apris>27500</apris><belopp>27500.00</belopp></lonrad>
        <lonrad radnr="2"><lonart>221</lonart><benamning>OB-tillägg kväll</benamning><datumfrom>2026-05-01</datumfrom><datumtom>2026-05-31</datumtom><antal>10</antal><enhet>tim</enhet><apris>50</apris><belopp>500</belopp></lonrad>
      </lonerader>
      <ackbruttolon>140000</ackbruttolon>
      <ackprelskatt>35000</ackprelskatt>
      <acknettolon>105000</acknettolon>
      ${Object.entries(s.saldo ?? {})
        .map(([k, v]) => `<${k}>${v}</${k}>`)
        .join('')}
    </lonebesked>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd">
  <header><version>2.0</version><datum>2026-06-01T10:00:00</datum><foretagorgnr>${orgnr}</foretagorgnr><programnamn>Test Lön</programnamn></header>
  <loneutbetalning>${body}
  </loneutbetalning>
</paxml>`;
}
