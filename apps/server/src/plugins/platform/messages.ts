import type { Locale, Messages } from '@lonna/core/server';

/** The platform's server messages (namespace `platform`). */
export const platformMessages: Record<Locale, Messages> = {
  sv: {
    pluginDisabled: 'Funktionen {{plugin}} används inte av företaget {{company}}. Licensinnehavaren kan slå på den.',
    unknownPlugin: 'Det finns ingen installerad funktion {{plugin}}.',
    pluginRequired: 'Funktionen {{plugin}} ingår alltid och kan inte stängas av.',
  },
  en: {
    pluginDisabled: 'The feature {{plugin}} is not used by company {{company}}. The licence holder can turn it on.',
    unknownPlugin: 'There is no installed feature {{plugin}}.',
    pluginRequired: 'The feature {{plugin}} is always included and cannot be turned off.',
  },
  fr: {
    pluginDisabled: 'La fonction {{plugin}} n’est pas utilisée par l’entreprise {{company}}. Le titulaire de la licence peut l’activer.',
    unknownPlugin: 'Aucune fonction installée ne s’appelle {{plugin}}.',
    pluginRequired: 'La fonction {{plugin}} est toujours incluse et ne peut pas être désactivée.',
  },
  pl: {
    pluginDisabled: 'Firma {{company}} nie korzysta z funkcji {{plugin}}. Posiadacz licencji może ją włączyć.',
    unknownPlugin: 'Nie ma zainstalowanej funkcji {{plugin}}.',
    pluginRequired: 'Funkcja {{plugin}} jest zawsze dostępna i nie można jej wyłączyć.',
  },
};
