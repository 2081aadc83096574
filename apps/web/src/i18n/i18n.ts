import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALES,
  type Locale,
} from '@panalo/contract/constants'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

import { readCookie, writeCookie } from '../lib/cookies.ts'
import { EN_US } from './locales/en-US.ts'

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
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [DEFAULT_LOCALE]: { translation: EN_US } },
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  if (locale !== DEFAULT_LOCALE) await changeLocale(locale, { remember: false })
  document.documentElement.lang = i18next.language
}

/** Switches the language and keeps the choice in a cookie for 365 days. */
export async function changeLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  await Promise.all([addTexts(locale, 'shell'), pageTextsWanted ? addTexts(locale, 'pages') : undefined])
  await i18next.changeLanguage(locale)
  document.documentElement.lang = locale
  if (options.remember !== false) writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS)
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE
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
    adding = load().then((texts) => {
      i18next.addResourceBundle(locale, 'translation', texts, true)
    })
    // A failed download (offline) is tried again by the next page that asks.
    adding.catch(() => added.delete(key))
    added.set(key, adding)
  }
  return adding ?? Promise.resolve()
}
