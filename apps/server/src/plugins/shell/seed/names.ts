/** Common Swedish given names and surnames (SCB's most frequent), for demo employees. */
export const FIRST_NAMES = [
  'Anna', 'Eva', 'Maria', 'Karin', 'Sara', 'Lena', 'Emma', 'Kerstin', 'Malin', 'Ingrid', 'Linnéa', 'Sofia', 'Elin', 'Johanna', 'Hanna',
  'Ida', 'Maja', 'Astrid', 'Elsa', 'Ebba', 'Lars', 'Mikael', 'Anders', 'Johan', 'Per', 'Erik', 'Karl', 'Peter', 'Thomas', 'Jan',
  'Daniel', 'Fredrik', 'Oskar', 'Mohammed', 'Ali', 'Jonas', 'Magnus', 'Björn', 'Gustav', 'Nils', 'Axel', 'Viktor', 'Linus', 'Hugo',
  'Amir', 'Fatima', 'Zeynep', 'Aleksandra', 'Piotr', 'Mattias',
];
export const LAST_NAMES = [
  'Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Pettersson',
  'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Jönsson', 'Lindberg', 'Jakobsson', 'Magnusson', 'Lindström', 'Olofsson', 'Lindqvist',
  'Lindgren', 'Berg', 'Axelsson', 'Bergström', 'Lundberg', 'Lind', 'Lundgren', 'Lundqvist', 'Mattsson', 'Berglund', 'Fredriksson',
  'Sandberg', 'Henriksson', 'Forsberg', 'Sjöberg', 'Wallin', 'Engström', 'Eklund', 'Danielsson', 'Håkansson', 'Lundin', 'Björk',
  'Bergman', 'Gunnarsson', 'Holm', 'Wikström', 'Samuelsson', 'Isaksson', 'Hussein', 'Nowak', 'Kowalski', 'Yilmaz',
];

/** A small deterministic PRNG (mulberry32): the same demo on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
