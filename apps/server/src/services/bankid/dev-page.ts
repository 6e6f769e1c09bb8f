import type { Locale } from '@lonna/core/server';

/** The tester page's texts: it is a tool for people, so it speaks their language too. */
type DevTexts = Record<
  | 'title'
  | 'intro'
  | 'empty'
  | 'order'
  | 'kind'
  | 'state'
  | 'expires'
  | 'required'
  | 'text'
  | 'persNr'
  | 'open'
  | 'approve'
  | 'cancel'
  | 'auth'
  | 'sign'
  | 'refresh'
  | 'failed',
  string
>;

export const DEV_PAGE_TEXTS: Record<Locale, DevTexts> = {
  sv: {
    title: 'BankID-simulator',
    intro: 'Pågående BankID-beställningar i utvecklingsservern. Godkänn som ett personnummer eller avbryt som användaren.',
    empty: 'Inga beställningar just nu.',
    order: 'Beställning',
    kind: 'Typ',
    state: 'Läge',
    expires: 'Går ut',
    required: 'Krävt personnummer',
    text: 'Text att signera',
    persNr: 'Personnummer (12 siffror)',
    open: 'Öppna appen',
    approve: 'Godkänn',
    cancel: 'Avbryt som användaren',
    auth: 'Identifiering',
    sign: 'Underskrift',
    refresh: 'Uppdatera',
    failed: 'Åtgärden misslyckades',
  },
  en: {
    title: 'BankID simulator',
    intro: 'BankID orders in progress in the development server. Approve as a personal number or cancel as the user.',
    empty: 'No orders right now.',
    order: 'Order',
    kind: 'Kind',
    state: 'State',
    expires: 'Expires',
    required: 'Required personal number',
    text: 'Text to sign',
    persNr: 'Personal number (12 digits)',
    open: 'Open the app',
    approve: 'Approve',
    cancel: 'Cancel as the user',
    auth: 'Identification',
    sign: 'Signing',
    refresh: 'Refresh',
    failed: 'The action failed',
  },
  fr: {
    title: 'Simulateur BankID',
    intro: 'Commandes BankID en cours sur le serveur de développement. Approuvez avec un numéro personnel ou annulez comme l’utilisateur.',
    empty: 'Aucune commande pour le moment.',
    order: 'Commande',
    kind: 'Type',
    state: 'État',
    expires: 'Expire',
    required: 'Numéro personnel exigé',
    text: 'Texte à signer',
    persNr: 'Numéro personnel (12 chiffres)',
    open: 'Ouvrir l’application',
    approve: 'Approuver',
    cancel: 'Annuler comme l’utilisateur',
    auth: 'Identification',
    sign: 'Signature',
    refresh: 'Actualiser',
    failed: 'L’action a échoué',
  },
  pl: {
    title: 'Symulator BankID',
    intro: 'Zlecenia BankID w toku na serwerze deweloperskim. Zatwierdź jako numer osobowy lub anuluj jako użytkownik.',
    empty: 'Brak zleceń w tej chwili.',
    order: 'Zlecenie',
    kind: 'Rodzaj',
    state: 'Stan',
    expires: 'Wygasa',
    required: 'Wymagany numer osobowy',
    text: 'Tekst do podpisania',
    persNr: 'Numer osobowy (12 cyfr)',
    open: 'Otwórz aplikację',
    approve: 'Zatwierdź',
    cancel: 'Anuluj jako użytkownik',
    auth: 'Identyfikacja',
    sign: 'Podpis',
    refresh: 'Odśwież',
    failed: 'Operacja nie powiodła się',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON inside a non-executed script element: `<` is escaped so no text can close the element. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function devPageHtml(locale: Locale, people: { PersNr: string; label: string }[]): string {
  const t = DEV_PAGE_TEXTS[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="/dev/bankid/page.css">
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<p><button type="button" id="refresh">${escapeHtml(t.refresh)}</button></p>
<p id="status" role="status" aria-live="polite"></p>
<div id="orders"></div>
<datalist id="people">${people.map((p) => `<option value="${escapeHtml(p.PersNr)}">${escapeHtml(p.label)}</option>`).join('')}</datalist>
</main>
<script type="application/json" id="texts">${jsonForHtml(t)}</script>
<script src="/dev/bankid/page.js" defer></script>
</body>
</html>`;
}

export const DEV_PAGE_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1b1f24}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:1.5rem}
.order{background:#fff;border:1px solid #d0d5dd;border-radius:8px;padding:16px;margin:12px 0}
.order dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 12px}
.order dt{font-weight:600}
.order dd{margin:0;word-break:break-all}
.actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
input{padding:6px 8px;font:inherit;min-width:14ch}
button{padding:6px 12px;font:inherit;cursor:pointer;border-radius:6px;border:1px solid #667085;background:#fff}
button.primary{background:#1f5fbf;color:#fff;border-color:#1f5fbf}
pre{white-space:pre-wrap;margin:0}
`;

/** Plain browser script (served from our own origin, so a strict CSP allows it). */
export const DEV_PAGE_JS = `(() => {
  const t = JSON.parse(document.getElementById('texts').textContent);
  const list = document.getElementById('orders');
  const status = document.getElementById('status');
  const headers = { 'dv-api': '1', 'content-type': 'application/json' };
  const el = (tag, props, ...kids) => { const e = Object.assign(document.createElement(tag), props); e.append(...kids); return e; };
  async function act(orderRef, action, body) {
    const res = await fetch('/api/dev/bankid/' + encodeURIComponent(orderRef) + '/' + action, { method: 'POST', headers, body: JSON.stringify(body || {}), credentials: 'same-origin' });
    if (!res.ok) { const e = await res.json().catch(() => ({})); status.textContent = t.failed + (e.message ? ': ' + e.message : ''); }
    else status.textContent = '';
    await load();
  }
  async function load() {
    const res = await fetch('/api/dev/bankid/orders', { headers: { 'dv-api': '1' }, credentials: 'same-origin' });
    const orders = res.ok ? await res.json() : [];
    list.replaceChildren();
    if (orders.length === 0) { list.append(el('p', { textContent: t.empty })); return; }
    for (const o of orders) {
      const pending = o.state !== 'complete' && o.state !== 'failed';
      const dl = el('dl', {},
        el('dt', { textContent: t.order }), el('dd', { textContent: o.orderRef }),
        el('dt', { textContent: t.kind }), el('dd', { textContent: t[o.kind] }),
        el('dt', { textContent: t.state }), el('dd', { textContent: o.state + (o.hintCode && o.hintCode !== o.state ? ' (' + o.hintCode + ')' : '') }),
        el('dt', { textContent: t.expires }), el('dd', { textContent: new Date(o.expiresAt).toLocaleTimeString() }),
      );
      if (o.requiredPersonalNumber) dl.append(el('dt', { textContent: t.required }), el('dd', { textContent: o.requiredPersonalNumber }));
      if (o.userVisibleText) dl.append(el('dt', { textContent: t.text }), el('dd', {}, el('pre', { textContent: o.userVisibleText })));
      const card = el('section', { className: 'order' }, dl);
      if (pending) {
        const id = 'pnr-' + o.orderRef;
        const input = el('input', { id, value: o.requiredPersonalNumber, inputMode: 'numeric', autocomplete: 'off', pattern: '\\\\d{12}' });
        input.setAttribute('list', 'people');
        const label = el('label', { htmlFor: id, textContent: t.persNr });
        const open = el('button', { type: 'button', textContent: t.open, onclick: () => act(o.orderRef, 'open') });
        const approve = el('button', { type: 'button', className: 'primary', textContent: t.approve, onclick: () => act(o.orderRef, 'approve', { PersNr: input.value.replace(/\\D/g, '') }) });
        const cancel = el('button', { type: 'button', textContent: t.cancel, onclick: () => act(o.orderRef, 'cancel') });
        card.append(el('div', { className: 'actions' }, label, input, open, approve, cancel));
      }
      list.append(card);
    }
  }
  document.getElementById('refresh').addEventListener('click', load);
  load();
  setInterval(load, 2000);
})();
`;
