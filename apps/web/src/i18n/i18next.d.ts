import 'i18next'

import type { Translations } from './locales/en-US.ts'

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translations }
  }
}
