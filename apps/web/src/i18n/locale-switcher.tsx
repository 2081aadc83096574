import { LOCALES, type Locale } from '@panalo/contract/constants'
import { useState } from 'react'

import { Button } from '../ui/button.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { GlobeIcon } from '../ui/icons.tsx'
import { changeLocale, useTranslation } from './i18n.ts'
import styles from './locale-switcher.module.css'

/** A globe button that opens a sheet of the languages Panalo speaks. */
export function LocaleSwitcher() {
  const { t, locale: active } = useTranslation()
  const [open, setOpen] = useState(false)

  async function handleChoose(locale: Locale) {
    setOpen(false)
    await changeLocale(locale)
  }

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-label={t('common.language')}
        data-testid="locale-switcher"
      >
        <GlobeIcon width={20} height={20} />
        <span className={styles.code}>{active === 'fil-PH' ? 'FIL' : 'EN'}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('common.language')} placement="bottom">
        <ul className={styles.options}>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <Button
                block
                variant={locale === active ? 'primary' : 'secondary'}
                onClick={() => void handleChoose(locale)}
                aria-pressed={locale === active}
              >
                {t(`locale.${locale}`)}
              </Button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  )
}
