import type { Locale, Messages } from '@lonna/core/server';

/** Server messages of the account endpoints (namespace `account`). */
export const accountMessages: Record<Locale, Messages> = {
  sv: {
    wrongCurrentPassword: 'Det nuvarande lösenordet är fel.',
    samePassword: 'Det nya lösenordet måste skilja sig från det nuvarande.',
    tooManyAttempts: 'För många felaktiga lösenord. Försök igen efter kl. {{time}}.',
    emptyImage: 'Bilden är tom.',
    imageTooLarge: 'Bilden är för stor (högst {{maxMb}} MB).',
    invalidImage: 'Ogiltigt bildformat. Tillåtna format: PNG, JPEG.',
    typeMismatch: 'Bildtypen stämmer inte med filens innehåll.',
    badDimensions: 'Bilden får vara högst {{max}} × {{max}} bildpunkter.',
    pictureNotFound: 'Bilden finns inte.',
  },
  en: {
    wrongCurrentPassword: 'The current password is wrong.',
    samePassword: 'The new password must differ from the current one.',
    tooManyAttempts: 'Too many wrong passwords. Try again after {{time}}.',
    emptyImage: 'The image is empty.',
    imageTooLarge: 'The image is too large (at most {{maxMb}} MB).',
    invalidImage: 'Invalid image format. Allowed formats: PNG, JPEG.',
    typeMismatch: 'The image type does not match the file’s content.',
    badDimensions: 'The image may be at most {{max}} × {{max}} pixels.',
    pictureNotFound: 'The picture does not exist.',
  },
  fr: {
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
    samePassword: 'Le nouveau mot de passe doit être différent de l’actuel.',
    tooManyAttempts: 'Trop de mots de passe erronés. Réessayez après {{time}}.',
    emptyImage: 'L’image est vide.',
    imageTooLarge: 'L’image est trop volumineuse ({{maxMb}} Mo au maximum).',
    invalidImage: 'Format d’image non valide. Formats autorisés : PNG, JPEG.',
    typeMismatch: 'Le type d’image ne correspond pas au contenu du fichier.',
    badDimensions: 'L’image peut faire au plus {{max}} × {{max}} pixels.',
    pictureNotFound: 'L’image n’existe pas.',
  },
  pl: {
    wrongCurrentPassword: 'Obecne hasło jest nieprawidłowe.',
    samePassword: 'Nowe hasło musi się różnić od obecnego.',
    tooManyAttempts: 'Zbyt wiele błędnych haseł. Spróbuj ponownie po godzinie {{time}}.',
    emptyImage: 'Obraz jest pusty.',
    imageTooLarge: 'Obraz jest za duży (maksymalnie {{maxMb}} MB).',
    invalidImage: 'Nieprawidłowy format obrazu. Dozwolone formaty: PNG, JPEG.',
    typeMismatch: 'Typ obrazu nie zgadza się z zawartością pliku.',
    badDimensions: 'Obraz może mieć najwyżej {{max}} × {{max}} pikseli.',
    pictureNotFound: 'Obraz nie istnieje.',
  },
};
