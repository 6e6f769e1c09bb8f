import type { Locale, Messages } from '@lonna/core/server';

/**
 * Texts both halves use: the server's refusals (the page spreads them into its locale). The refused file type is
 * core validation's own message, added by the server half only (a client language file importing every language's
 * validation messages would load all four with the page).
 */
export const serverMessages: Record<Locale, Messages> = {
  sv: {
    errors: {
      notFound: 'Dokumentet finns inte. Det kan ha tagits bort.',
      notYours: 'Bara den som laddade upp dokumentet eller en administratör kan ändra eller ta bort det.',
      noAccess: 'Välj vilka dokumentet är till för: alla, roller, anställda, avdelningar eller brukare.',
      unknownGrant: 'Finns inte i företaget: {{values}}.',
      tooLarge: 'Filen är för stor (högst {{maxMb}} MB).',
      duplicate: 'Samma fil finns redan som dokumentet ”{{name}}”.',
    },
  },
  en: {
    errors: {
      notFound: 'The document does not exist. It may have been deleted.',
      notYours: 'Only the person who uploaded the document or an administrator can change or delete it.',
      noAccess: 'Choose who the document is for: everyone, roles, employees, departments or care recipients.',
      unknownGrant: 'Not in the company: {{values}}.',
      tooLarge: 'The file is too large (at most {{maxMb}} MB).',
      duplicate: 'The same file already exists as the document “{{name}}”.',
    },
  },
  fr: {
    errors: {
      notFound: 'Le document n’existe pas. Il a peut-être été supprimé.',
      notYours: 'Seuls la personne qui a téléversé le document ou un administrateur peuvent le modifier ou le supprimer.',
      noAccess: 'Choisissez à qui le document est destiné : tous, rôles, salariés, services ou bénéficiaires.',
      unknownGrant: 'N’existe pas dans l’entreprise : {{values}}.',
      tooLarge: 'Le fichier est trop volumineux ({{maxMb}} Mo au maximum).',
      duplicate: 'Le même fichier existe déjà comme document « {{name}} ».',
    },
  },
  pl: {
    errors: {
      notFound: 'Dokument nie istnieje. Mógł zostać usunięty.',
      notYours: 'Tylko osoba, która przesłała dokument, lub administrator może go zmienić lub usunąć.',
      noAccess: 'Wybierz, dla kogo jest dokument: wszyscy, role, pracownicy, działy lub podopieczni.',
      unknownGrant: 'Nie istnieje w firmie: {{values}}.',
      tooLarge: 'Plik jest za duży (maksymalnie {{maxMb}} MB).',
      duplicate: 'Ten sam plik istnieje już jako dokument „{{name}}”.',
    },
  },
};
