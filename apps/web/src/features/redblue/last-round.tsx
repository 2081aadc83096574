import type { CallOutput } from '@panalo/contract/call-map'

import { useTranslation } from '../../i18n/i18n.ts'
import { pesos } from '../../lib/format.ts'
import styles from './redblue.module.css'

type LastRoundData = NonNullable<CallOutput<'pkData'>['last']>

/** The last settled round: who won, the scores, what was paid and the player's own share. */
export function LastRound({ last }: { last: LastRoundData }) {
  const { t, locale } = useTranslation()
  const headline =
    last.outcome === 'draw'
      ? t('redBlue.last.draw')
      : last.outcome === 'none'
        ? t('redBlue.last.none')
        : t('redBlue.last.won', { camp: t(`redBlue.campTeam.${last.outcome}`) })
  return (
    <section className={styles.section} data-testid="redblue-last">
      <h2 className={styles.heading}>{t('redBlue.last.title')}</h2>
      <div className={styles.lastCard}>
        <strong>{headline}</strong>
        <span className={styles.muted}>
          {t('redBlue.last.score', {
            red: pesos(last.scores.red, locale),
            blue: pesos(last.scores.blue, locale),
          })}
        </span>
        {last.paid > 0 && (
          <span className={styles.muted}>{t('redBlue.last.paid', { amount: pesos(last.paid, locale) })}</span>
        )}
        {last.myCamp !== null && (
          <span data-testid="redblue-last-share">
            {last.myShare > 0
              ? t('redBlue.last.yourShare', { amount: pesos(last.myShare, locale) })
              : t('redBlue.last.noShare')}
          </span>
        )}
      </div>
    </section>
  )
}
