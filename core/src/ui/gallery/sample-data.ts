// Example data for the gallery: realistic Swedish payroll content, shown only in development builds.
import type { DropdownOption } from '../dropdown';

export const EMPLOYEES: DropdownOption[] = [
  { value: '1001', label: 'Anna Lindqvist', description: 'Anst.nr 1001' },
  { value: '1002', label: 'Björn Ekström', description: 'Anst.nr 1002' },
  { value: '1003', label: 'Cecilia Åberg', description: 'Anst.nr 1003' },
  { value: '1004', label: 'David Öhman', description: 'Anst.nr 1004' },
  { value: '1005', label: 'Elin Sjöberg', description: 'Anst.nr 1005' },
  { value: '1006', label: 'Fredrik Nyström', description: 'Anst.nr 1006' },
  { value: '1007', label: 'Greta Holm', description: 'Anst.nr 1007' },
];

export const TIME_CODES: DropdownOption[] = [
  { value: 'ARB', label: 'ARB – Arbetad tid' },
  { value: 'SEM', label: 'SEM – Semester' },
  { value: 'SJK', label: 'SJK – Sjukdom' },
];

export const HOLIDAYS = [
  { Datum: '2025-12-24', Namn: 'Julafton' },
  { Datum: '2025-12-25', Namn: 'Juldagen' },
  { Datum: '2025-12-26', Namn: 'Annandag jul' },
  { Datum: '2025-12-31', Namn: 'Nyårsafton' },
  { Datum: '2026-01-01', Namn: 'Nyårsdagen' },
  { Datum: '2026-01-06', Namn: 'Trettondedag jul' },
];

const FIRST = [
  'Anna',
  'Björn',
  'Cecilia',
  'David',
  'Elin',
  'Fredrik',
  'Greta',
  'Hassan',
  'Ida',
  'Johan',
  'Karin',
  'Lars',
  'Maja',
  'Nils',
  'Olivia',
  'Per',
  'Rut',
  'Sara',
  'Tove',
  'Ulf',
];
const LAST = [
  'Lindqvist',
  'Ekström',
  'Åberg',
  'Öhman',
  'Sjöberg',
  'Nyström',
  'Holm',
  'Karlsson',
  'Nilsson',
  'Persson',
  'Andersson',
  'Johansson',
  'Larsson',
  'Berg',
  'Strand',
  'Wikström',
  'Lund',
  'Björk',
  'Falk',
  'Dahl',
  'Hedlund',
  'Sandberg',
  'Forsberg',
  'Eriksson',
  'Mattsson',
];

/** A 5,000-employee register for the large-list case (the Dropdown then renders only visible rows). */
export function manyEmployees(count = 5000): DropdownOption[] {
  return Array.from({ length: count }, (_, i) => {
    const nr = String(10001 + i);
    return { value: nr, label: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`, description: `Anst.nr ${nr}` };
  });
}
