/**
 * A person's name as the portal shows it (employee, care recipient, account): first name, a space, surname — one rule,
 * so a list sorted by name, a print and a picker all agree (a missing first name leaves no leading space).
 */
export const personName = (p: { readonly FoNamn: string; readonly EfNamn: string }): string => `${p.FoNamn.trim()} ${p.EfNamn.trim()}`.trim();
