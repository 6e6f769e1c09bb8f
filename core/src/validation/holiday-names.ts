import type { Locale } from '../plugin/types';

/**
 * The names of the Swedish public holidays (holidays.ts, Lag 1989:253) in the portal's other languages, keyed by the
 * Swedish name the law gives. Swedish shows the law's name itself.
 */
const HOLIDAY_NAMES: Record<Exclude<Locale, 'sv'>, Record<string, string>> = {
  en: {
    Nyårsdagen: "New Year's Day",
    'Trettondedag jul': 'Epiphany',
    Långfredagen: 'Good Friday',
    Påskafton: 'Easter Eve',
    Påskdagen: 'Easter Sunday',
    'Annandag påsk': 'Easter Monday',
    'Första maj': 'May Day',
    'Kristi himmelsfärdsdag': 'Ascension Day',
    Pingstdagen: 'Whit Sunday',
    Midsommarafton: 'Midsummer Eve',
    Midsommardagen: 'Midsummer Day',
    'Alla helgons dag': "All Saints' Day",
    Julafton: 'Christmas Eve',
    Juldagen: 'Christmas Day',
    'Annandag jul': 'Boxing Day',
    Nyårsafton: "New Year's Eve",
    Nationaldagen: 'National Day of Sweden',
    'Annandag pingst': 'Whit Monday',
  },
  fr: {
    Nyårsdagen: 'Jour de l’an',
    'Trettondedag jul': 'Épiphanie',
    Långfredagen: 'Vendredi saint',
    Påskafton: 'Samedi saint',
    Påskdagen: 'Pâques',
    'Annandag påsk': 'Lundi de Pâques',
    'Första maj': 'Fête du travail',
    'Kristi himmelsfärdsdag': 'Ascension',
    Pingstdagen: 'Pentecôte',
    Midsommarafton: 'Veille de la Saint-Jean',
    Midsommardagen: 'Saint-Jean',
    'Alla helgons dag': 'Toussaint',
    Julafton: 'Réveillon de Noël',
    Juldagen: 'Noël',
    'Annandag jul': 'Lendemain de Noël',
    Nyårsafton: 'Saint-Sylvestre',
    Nationaldagen: 'Fête nationale suédoise',
    'Annandag pingst': 'Lundi de Pentecôte',
  },
  pl: {
    Nyårsdagen: 'Nowy Rok',
    'Trettondedag jul': 'Trzech Króli',
    Långfredagen: 'Wielki Piątek',
    Påskafton: 'Wielka Sobota',
    Påskdagen: 'Wielkanoc',
    'Annandag påsk': 'Poniedziałek Wielkanocny',
    'Första maj': 'Święto Pracy',
    'Kristi himmelsfärdsdag': 'Wniebowstąpienie',
    Pingstdagen: 'Zielone Świątki',
    Midsommarafton: 'Wigilia Świętojańska',
    Midsommardagen: 'Noc Świętojańska',
    'Alla helgons dag': 'Wszystkich Świętych',
    Julafton: 'Wigilia',
    Juldagen: 'Boże Narodzenie',
    'Annandag jul': 'Drugi dzień świąt',
    Nyårsafton: 'Sylwester',
    Nationaldagen: 'Święto Narodowe Szwecji',
    'Annandag pingst': 'Poniedziałek Zielonoświątkowy',
  },
};

/** the holiday's name in the reader's language (the Swedish name when there is no translation) */
export function holidayName(swedish: string, locale: Locale): string {
  return locale === 'sv' ? swedish : (HOLIDAY_NAMES[locale][swedish] ?? swedish);
}
