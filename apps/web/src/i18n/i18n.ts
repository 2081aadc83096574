import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALES,
  type Locale,
} from '@panalo/contract/constants'
import { useSyncExternalStore } from 'react'

import { readCookie, writeCookie } from '../lib/cookies.ts'
import { EN_US, type Translations } from './locales/en-US.ts'

/**
 * Panalo's own translation layer (decision 005): dotted keys into the texts of en-US.ts and
 * *-pages.ts, `{{name}}` interpolation, plurals by `count` (`key_one`, `key_other`… chosen by
 * Intl.PluralRules), English as the fallback, and a hook that re-renders on a change of language.
 */

/** Every text's key, e.g. 'common.close'; a plural's key is its base, without `_one`/`_other`. */
export type TextKey = PluralBase<KeyPaths<Translations>>
export type TextValues = Record<string, string | number>
export type TFunction = (key: TextKey, values?: TextValues) => string

type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>
}[keyof T & string]
type PluralBase<K extends string> = K extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : K

interface TextTree {
  [key: string]: string | TextTree
}

/**
 * The texts come in two parts per language. The app shell's and /'s: English ships in the entry
 * bundle as the fallback, Filipino loads when chosen. The other pages': loaded with the first page
 * or dialog that needs them (loadPageTexts), so a first visit to / does not download them.
 */
type TextPart = 'shell' | 'pages'
const LOADERS: Record<TextPart, Partial<Record<Locale, () => Promise<object>>>> = {
  shell: { 'fil-PH': () => import('./locales/fil-PH.ts').then((module) => module.FIL_PH) },
  pages: {
    'en-US': () => import('./locales/en-US-pages.ts').then((module) => module.EN_US_PAGES),
    'fil-PH': () => import('./locales/fil-PH-pages.ts').then((module) => module.FIL_PH_PAGES),
  },
}
const added = new Map<`${Locale} ${TextPart}`, Promise<void>>([
  [`${DEFAULT_LOCALE} shell`, Promise.resolve()],
])
let pageTextsWanted = false

/** The parts loaded so far, per language; a group (e.g. `auth`) may be split across them. */
const texts: Record<Locale, TextTree[]> = { 'en-US': [EN_US], 'fil-PH': [] }
let activeLocale: Locale = DEFAULT_LOCALE
const localeListeners = new Set<() => void>()
const translators = new Map<Locale, TFunction>()
const pluralRules = new Map<Locale, Intl.PluralRules>()

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '')
}

/** The cookie's choice, else the browser's language, else English. */
export function initialLocale(): Locale {
  const fromCookie = readCookie(LOCALE_COOKIE)
  if (isLocale(fromCookie)) return fromCookie
  const browser = navigator.language.toLowerCase()
  if (browser.startsWith('fil') || browser.startsWith('tl')) return 'fil-PH'
  return DEFAULT_LOCALE
}

export async function initI18n(): Promise<void> {
  const locale = initialLocale()
  if (locale !== DEFAULT_LOCALE) await changeLocale(locale, { remember: false })
  document.documentElement.lang = activeLocale
}

/** Switches the language and keeps the choice in a cookie for 365 days. */
export async function changeLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  await Promise.all([addTexts(locale, 'shell'), pageTextsWanted ? addTexts(locale, 'pages') : undefined])
  activeLocale = locale
  document.documentElement.lang = locale
  if (options.remember !== false) writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS)
  for (const listener of localeListeners) listener()
}

export function currentLocale(): Locale {
  return activeLocale
}

/** The translate function of the current language and the language; re-renders when it changes. */
export function useTranslation(): { t: TFunction; locale: Locale } {
  const locale = useSyncExternalStore(subscribeToLocale, currentLocale)
  return { t: translatorFor(locale), locale }
}

function subscribeToLocale(listener: () => void): () => void {
  localeListeners.add(listener)
  return () => localeListeners.delete(listener)
}

/** One function per language, so a component's `t` changes only when the language does. */
export function translatorFor(locale: Locale): TFunction {
  let translator = translators.get(locale)
  if (!translator) {
    translator = (key, values) => translate(locale, key, values)
    translators.set(locale, translator)
  }
  return translator
}

function translate(locale: Locale, key: string, values?: TextValues): string {
  const count = values?.count
  for (const language of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
    const text =
      (typeof count === 'number'
        ? lookUp(language, `${key}_${pluralRule(language).select(count)}`)
        : undefined) ?? lookUp(language, key)
    if (text !== undefined) return values ? interpolate(text, values) : text
  }
  return key
}

function lookUp(locale: Locale, key: string): string | undefined {
  const path = key.split('.')
  for (const tree of texts[locale]) {
    let node: string | TextTree | undefined = tree
    for (const part of path) node = typeof node === 'object' ? node[part] : undefined
    if (typeof node === 'string') return node
  }
  return undefined
}

/**
 * The plural rules a language's texts are written for. fil-PH's `_one`/`_other` pairs differ by the
 * English loanword's plural ("1 point" / "120 points", "1 free spin" / "3 free spins": Taglish counts
 * as English does), while CLDR's Filipino rules answer "one" for 2, 3, 5, 120… and so picked "120
 * point" (issue 40). So fil-PH texts take English's rules; a Filipino noun reads the same in both.
 */
const PLURAL_RULES_OF: Record<Locale, string> = { 'en-US': 'en-US', 'fil-PH': 'en-US' }

function pluralRule(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(PLURAL_RULES_OF[locale])
    pluralRules.set(locale, rules)
  }
  return rules
}

/** `{{name}}` becomes the value named; a placeholder without a value stays as it is. */
function interpolate(text: string, values: TextValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )
}

/**
 * Loads the texts of the pages other than / in the current language and in English, the fallback;
 * from then on a change of language loads them too. A page or dialog awaits this before it renders.
 */
export async function loadPageTexts(): Promise<void> {
  pageTextsWanted = true
  await Promise.all([addTexts(DEFAULT_LOCALE, 'pages'), addTexts(currentLocale(), 'pages')])
}

function addTexts(locale: Locale, part: TextPart): Promise<void> {
  const key = `${locale} ${part}` as const
  let adding = added.get(key)
  const load = LOADERS[part][locale]
  if (!adding && load) {
    adding = load().then((loaded) => {
      texts[locale].push(loaded as TextTree)
    })
    // A failed download (offline) is tried again by the next page that asks.
    adding.catch(() => added.delete(key))
    added.set(key, adding)
  }
  return adding ?? Promise.resolve()
}
