import type { Locale, Messages } from '@lonna/core/server';
import { attestMessages } from './attest-messages';

/** The server's refusals (the dialogs show the same words). `{{field}}` is the wire's field name. */
export const serverMessages: Record<Locale, Messages> = {
  sv: {
    // the attest half: approve, attest, the payroll export and the prints
    ...attestMessages.sv,
    errors: {
      noEmployee: 'Du finns inte i personalregistret i det valda företaget.',
      notFound: 'Ersättningen finns inte (längre).',
      heic: 'HEIC-bilden kunde inte läsas; ta en ny bild eller spara den som JPEG.',
      locked: 'Ersättningen är godkänd, attesterad eller överförd till lön och kan inte ändras.',
      madeByGuide: 'Ersättningen skapades av en guide, en reseräkning eller en import och ändras bara där.',
      required: '{{field}} är obligatoriskt.',
      unknown: '{{field}} finns inte i företagets register.',
      period: 'Slutdatum får inte vara före startdatum.',
      distance: 'Ange en sträcka: mätarställning vid slut större än vid start, eller antal km.',
      vat: 'Momsen kan inte vara större än beloppet.',
      noReceipt: 'Ersättningen har inget kvitto.',
      travelRuleMissing: 'Reseregel saknas för {{year}}{{country}}.',
    },
  },
  en: {
    // the attest half: approve, attest, the payroll export and the prints
    ...attestMessages.en,
    errors: {
      noEmployee: 'You are not in the employee register of the selected company.',
      notFound: 'The compensation does not exist (any more).',
      heic: 'The HEIC image could not be read; take a new photo or save it as JPEG.',
      locked: 'The compensation is approved, attested or transferred to payroll and cannot be changed.',
      madeByGuide: 'The compensation was made by a guide, a travel expense report or an import and is changed only there.',
      required: '{{field}} is required.',
      unknown: '{{field}} is not in the company’s register.',
      period: 'The end date cannot be before the start date.',
      distance: 'Enter a distance: an end meter reading above the start, or the kilometres.',
      vat: 'The VAT cannot be more than the amount.',
      noReceipt: 'The compensation has no receipt.',
      travelRuleMissing: 'Travel rule missing for {{year}}{{country}}.',
    },
  },
  fr: {
    // the attest half: approve, attest, the payroll export and the prints
    ...attestMessages.fr,
    errors: {
      noEmployee: 'Vous ne figurez pas dans le registre du personnel de l’entreprise choisie.',
      notFound: 'L’indemnité n’existe pas (ou plus).',
      heic: 'L’image HEIC n’a pas pu être lue ; reprenez la photo ou enregistrez-la en JPEG.',
      locked: 'L’indemnité est approuvée, attestée ou transférée en paie et ne peut plus être modifiée.',
      madeByGuide: 'L’indemnité a été créée par un assistant, une note de frais de voyage ou un import et ne se modifie que là.',
      required: '{{field}} est obligatoire.',
      unknown: '{{field}} ne figure pas dans le registre de l’entreprise.',
      period: 'La date de fin ne peut pas précéder la date de début.',
      distance: 'Indiquez une distance : un compteur d’arrivée supérieur au départ, ou les kilomètres.',
      vat: 'La TVA ne peut pas dépasser le montant.',
      noReceipt: 'L’indemnité n’a pas de justificatif.',
      travelRuleMissing: 'Règle de déplacement manquante pour {{year}}{{country}}.',
    },
  },
  pl: {
    // the attest half: approve, attest, the payroll export and the prints
    ...attestMessages.pl,
    errors: {
      noEmployee: 'Nie ma Cię w rejestrze pracowników wybranej firmy.',
      notFound: 'Zwrot kosztów nie istnieje (już).',
      heic: 'Nie udało się odczytać obrazu HEIC; zrób nowe zdjęcie albo zapisz je jako JPEG.',
      locked: 'Zwrot kosztów jest zatwierdzony, zaakceptowany lub przekazany do płac i nie można go zmienić.',
      madeByGuide: 'Zwrot kosztów utworzył kreator, rozliczenie podróży lub import i zmienia się go tylko tam.',
      required: '{{field}} jest wymagane.',
      unknown: '{{field}} nie ma w rejestrze firmy.',
      period: 'Data końcowa nie może być przed datą początkową.',
      distance: 'Podaj odległość: stan licznika na końcu większy niż na początku albo liczbę km.',
      vat: 'VAT nie może być większy niż kwota.',
      noReceipt: 'Zwrot kosztów nie ma paragonu.',
      travelRuleMissing: 'Brak reguły podróży dla {{year}}{{country}}.',
    },
  },
};
