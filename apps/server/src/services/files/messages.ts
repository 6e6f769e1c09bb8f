import type { Locale, Messages } from '@lonna/core/server';
import { messages as validation } from '@lonna/core/validation';
import type { UploadProblem } from './check';
import { FILE_TYPES } from './file-types';
import { UPLOAD_KINDS, type UploadKindName } from './kinds';

/** Why an upload was refused (namespace `uploads`), one key per UploadProblem. */
export const uploadMessages: Record<Locale, Messages> = {
  sv: {
    // spec §5: documents of another type (the client's rule says the same)
    DocumentFileExtensionError: validation.sv.DocumentFileExtensionError,
    empty: 'Filen är tom.',
    tooLarge: 'Filen är för stor (högst {{maxMb}} MB).',
    typeNotAllowed: 'Filtypen är inte tillåten. Tillåtna typer: {{types}}.',
    typeMismatch: 'Filtypen stämmer inte med filens innehåll.',
    extensionMismatch: 'Filnamnets ändelse stämmer inte med filens innehåll.',
    invalidFile: 'Filen är skadad eller har fel format. Tillåtna typer: {{types}}.',
    badDimensions: 'Bilden får vara högst {{max}} × {{max}} bildpunkter.',
  },
  en: {
    // spec §5: documents of another type (the client's rule says the same)
    DocumentFileExtensionError: validation.en.DocumentFileExtensionError,
    empty: 'The file is empty.',
    tooLarge: 'The file is too large (at most {{maxMb}} MB).',
    typeNotAllowed: 'This file type is not allowed. Allowed types: {{types}}.',
    typeMismatch: 'The file type does not match the file’s content.',
    extensionMismatch: 'The file name’s extension does not match the file’s content.',
    invalidFile: 'The file is damaged or in the wrong format. Allowed types: {{types}}.',
    badDimensions: 'The image may be at most {{max}} × {{max}} pixels.',
  },
  fr: {
    // spec §5: documents of another type (the client's rule says the same)
    DocumentFileExtensionError: validation.fr.DocumentFileExtensionError,
    empty: 'Le fichier est vide.',
    tooLarge: 'Le fichier est trop volumineux ({{maxMb}} Mo au maximum).',
    typeNotAllowed: 'Ce type de fichier n’est pas autorisé. Types autorisés : {{types}}.',
    typeMismatch: 'Le type de fichier ne correspond pas à son contenu.',
    extensionMismatch: 'L’extension du nom de fichier ne correspond pas à son contenu.',
    invalidFile: 'Le fichier est endommagé ou dans un format incorrect. Types autorisés : {{types}}.',
    badDimensions: 'L’image ne peut dépasser {{max}} × {{max}} pixels.',
  },
  pl: {
    // spec §5: documents of another type (the client's rule says the same)
    DocumentFileExtensionError: validation.pl.DocumentFileExtensionError,
    empty: 'Plik jest pusty.',
    tooLarge: 'Plik jest za duży (maksymalnie {{maxMb}} MB).',
    typeNotAllowed: 'Ten typ pliku jest niedozwolony. Dozwolone typy: {{types}}.',
    typeMismatch: 'Typ pliku nie zgadza się z jego zawartością.',
    extensionMismatch: 'Rozszerzenie nazwy pliku nie zgadza się z jego zawartością.',
    invalidFile: 'Plik jest uszkodzony lub ma zły format. Dozwolone typy: {{types}}.',
    badDimensions: 'Obraz może mieć najwyżej {{max}} × {{max}} pikseli.',
  },
};

const TYPE_PROBLEMS: readonly UploadProblem[] = ['typeNotAllowed', 'typeMismatch', 'extensionMismatch', 'invalidFile'];

/** The message key and its values for a refused upload: the kind's own words for a wrong type, else the problem's. */
export function uploadRefusal(kindName: UploadKindName, problem: UploadProblem): { key: string; params: Record<string, unknown> } {
  const kind = UPLOAD_KINDS[kindName];
  const types = kind.types
    .flatMap((t) => FILE_TYPES[t].extensions.slice(0, 1))
    .map((e) => e.toUpperCase())
    .join(', ');
  const own = 'typeRefusal' in kind && TYPE_PROBLEMS.includes(problem) ? kind.typeRefusal : undefined;
  return { key: `uploads.${own ?? problem}`, params: { maxMb: kind.maxBytes / 1024 / 1024, max: 'maxSide' in kind ? kind.maxSide : 0, types } };
}
