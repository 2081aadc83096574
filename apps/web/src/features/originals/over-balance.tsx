import { formatCoinsLabel } from '@panalo/contract/money'
import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { isEmbedded } from '../../lib/embedded.ts'
import { walletsPath } from '../../lib/paths.ts'
import styles from './originals.module.css'
import { usePlayContext } from './play-context.ts'

/**
 * Says why Bet is disabled when the bet is above the balance, and (for real coins) offers a deposit.
 * In /game/start's frame the deposit page opens in the whole window, not inside the game's frame.
 */
export function OverBalance({ stake, balance }: { stake: number; balance: number | undefined }) {
  const { t, locale } = useTranslation()
  const play = usePlayContext()
  if (balance === undefined || balance >= stake) return null
  const amounts = { stake: formatCoinsLabel(stake, locale), balance: formatCoinsLabel(balance, locale) }
  return (
    <p className={styles.overBalance} role="status" data-testid="over-balance">
      {t('originals.overBalance', amounts)}{' '}
      {play.mode === 'real' &&
        (isEmbedded() ? (
          <a className={styles.depositLink} href={walletsPath('deposit', { back: true })} target="_top">
            {t('originals.depositLink')}
          </a>
        ) : (
          <Link className={styles.depositLink} to={walletsPath('deposit', { back: true })}>
            {t('originals.depositLink')}
          </Link>
        ))}
    </p>
  )
}
