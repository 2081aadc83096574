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

/** English ships in the entry bundle as the fallback; Filipino loads when chosen. */
const LOADERS: Partial<Record<Locale, () => Promise<typeof EN_US>>> = {
  'fil-PH': () => import('./locales/fil-PH.ts').then((module) => module.FIL_PH),
}

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
  const load = LOADERS[locale]
  if (load && !i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await load())
  }
  await i18next.changeLanguage(locale)
  document.documentElement.lang = locale
  if (options.remember !== false) writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS)
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE
}
