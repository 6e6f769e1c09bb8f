import rosetta from 'rosetta';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { LOCALES, type Locale, type MessageLoaders, type Messages } from '../plugin/types';

/**
 * Messages are static data, so one dictionary serves every Scope; which locale
 * is shown is Scope state ($locale). Keys are namespaced: '<namespace>.<key>'.
 */
const dictionary = rosetta<Messages>();
const loaders = new Map<string, MessageLoaders>();
const loaded = new Set<string>();

export const DEFAULT_LOCALE: Locale = 'sv';
export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}

/**
 * Texts without parameters as translated, per locale: a page's first render asks for the same keys again and again
 * (the dashboard's start: ≈ 40 ms of a phone's main thread in rosetta's key path and template, issue 22). Emptied
 * whenever messages are added: a text that fell back to Swedish or to its key may exist now.
 */
const plainTexts = new Map<Locale, Map<string, string>>();

/** Add a namespace's messages for one locale right away (core's own, tests). */
export function addMessages(namespace: string, locale: Locale, messages: Messages): void {
  dictionary.set(locale, { [namespace]: messages });
  loaded.add(`${namespace}:${locale}`);
  plainTexts.clear();
}

/** Register a namespace's lazy loaders (a plugin's `messages`). */
export function registerMessages(namespace: string, l: MessageLoaders): void {
  loaders.set(namespace, l);
}

export function translate(locale: Locale, key: string, params?: Record<string, unknown>): string {
  if (params !== undefined) return lookUp(locale, key, params);
  let texts = plainTexts.get(locale);
  if (!texts) plainTexts.set(locale, (texts = new Map()));
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = lookUp(locale, key, undefined)));
  return text;
}

function lookUp(locale: Locale, key: string, params: Record<string, unknown> | undefined): string {
  const text = dictionary.t(key, params as Record<string, unknown>, locale);
  if (text) return text;
  // a missing key in one locale falls back to Swedish; `npm test` fails on missing keys anyway
  return (locale !== DEFAULT_LOCALE && dictionary.t(key, params as Record<string, unknown>, DEFAULT_LOCALE)) || key;
}

export const localeChanged = createEvent<Locale>();
export const $locale = createStore<Locale>(DEFAULT_LOCALE);
/** bumps when a namespace finished loading, so views re-render with the new text */
export const $messagesVersion = createStore(0);

export const loadLocaleFx = createEffect(async (locale: Locale) => {
  await Promise.all(
    [...loaders].map(async ([ns, l]) => {
      if (loaded.has(`${ns}:${locale}`)) return;
      const mod = await l[locale]();
      addMessages(ns, locale, mod.default);
    }),
  );
});

sample({ clock: localeChanged, filter: isLocale, target: [$locale, loadLocaleFx] });
$messagesVersion.on(loadLocaleFx.done, (n) => n + 1);

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** `const t = useT(); t('shell.login.title')` — follows $locale of the current Scope. */
export function useT(): Translate {
  const [locale, version] = useUnit([$locale, $messagesVersion]);
  return useCallback((key: string, params?: Record<string, unknown>) => translate(locale, key, params), [locale, version]);
}
