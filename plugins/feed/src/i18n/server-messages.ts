import type { Locale, Messages } from '@lonna/core/server';

/** The server's refusals (both halves use them: the form shows the same words). */
export const serverMessages: Record<Locale, Messages> = {
  sv: {
    errors: {
      tillBeforeFran: 'Visas till måste ligga efter Visas från.',
      foretagNotAllowed: 'Du kan bara skriva inlägg för det valda företaget.',
      foretagUnknown: 'Ett av de valda företagen finns inte eller kan inte väljas av dig.',
      avdelningOneCompany: 'Avdelningar kan bara väljas när inlägget gäller det valda företaget.',
      avdelningUnknown: 'En av de valda avdelningarna finns inte i företaget.',
      avdelningOwn: 'Välj minst en av dina egna avdelningar.',
      notFound: 'Inlägget finns inte.',
    },
  },
  en: {
    errors: {
      tillBeforeFran: 'Shown until must be after Shown from.',
      foretagNotAllowed: 'You can only write posts for the selected company.',
      foretagUnknown: 'One of the chosen companies does not exist or cannot be chosen by you.',
      avdelningOneCompany: 'Departments can only be chosen when the post is for the selected company.',
      avdelningUnknown: 'One of the chosen departments does not exist in the company.',
      avdelningOwn: 'Choose at least one of your own departments.',
      notFound: 'The post does not exist.',
    },
  },
  fr: {
    errors: {
      tillBeforeFran: 'La fin de l’affichage doit être postérieure à son début.',
      foretagNotAllowed: 'Vous ne pouvez publier que pour l’entreprise sélectionnée.',
      foretagUnknown: 'L’une des entreprises choisies n’existe pas ou ne peut pas être choisie par vous.',
      avdelningOneCompany: 'Les services ne peuvent être choisis que pour une publication destinée à l’entreprise sélectionnée.',
      avdelningUnknown: 'L’un des services choisis n’existe pas dans l’entreprise.',
      avdelningOwn: 'Choisissez au moins un de vos propres services.',
      notFound: 'La publication n’existe pas.',
    },
  },
  pl: {
    errors: {
      tillBeforeFran: 'Koniec wyświetlania musi być późniejszy niż jego początek.',
      foretagNotAllowed: 'Możesz publikować wpisy tylko dla wybranej firmy.',
      foretagUnknown: 'Jedna z wybranych firm nie istnieje lub nie możesz jej wybrać.',
      avdelningOneCompany: 'Działy można wybrać tylko wtedy, gdy wpis dotyczy wybranej firmy.',
      avdelningUnknown: 'Jeden z wybranych działów nie istnieje w firmie.',
      avdelningOwn: 'Wybierz co najmniej jeden ze swoich działów.',
      notFound: 'Wpis nie istnieje.',
    },
  },
};
