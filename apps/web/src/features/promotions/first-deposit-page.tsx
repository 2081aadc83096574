import type { RechargeBonusType } from '@panalo/contract/recharge'
import { bonusAmount, depositWagering } from '@panalo/contract/recharge-rules'
import { Link } from 'react-router'

import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useMeQuery, useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { pesos } from '../../lib/format.ts'
import { loginPath, PATHS } from '../../lib/paths.ts'
import styles from './promotions.module.css'

/** Deposits the examples show: the smallest that earns the bonus, two common ones, and the one that reaches the cap. */
function examples(bonus: RechargeBonusType): number[] {
  const cap = Math.ceil((bonus.maxBonus * 10_000) / bonus.rateBp)
  return [...new Set([bonus.minDeposit, 500_00, 1_000_00, cap])]
    .filter((amount) => amount >= bonus.minDeposit)
    .sort((a, b) => a - b)
}

/**
 * /activity/first-deposit, the FirstDeposit activity (44; decision 032): the first-deposit bonus of
 * the deposit config, what it pays on a few deposits, and its wagering, before any money moves.
 */
export function FirstDepositPage() {
  const { t, locale } = useTranslation()
  const config = useAppConfig()
  const signedIn = useSignedIn()
  const me = useMeQuery().data
  if (!config) return <p className={styles.muted}>{t('promotions.firstDeposit.loading')}</p>
  const bonuses = config.recharge.bonusTypes.filter((bonus) => bonus.firstDepositOnly)
  const deposited = (me?.totalRecharge ?? 0) > 0
  return (
    <div className={styles.page} data-testid="first-deposit">
      <section className={styles.hero}>
        <p className={styles.heroNote}>{t('promotions.firstDeposit.kicker')}</p>
        <p className={styles.heroFigure}>
          {bonuses[0]
            ? t('promotions.firstDeposit.headline', {
                percent: bonuses[0].rateBp / 100,
                max: pesos(bonuses[0].maxBonus, locale),
              })
            : t('promotions.firstDeposit.none')}
        </p>
        <p className={styles.heroNote}>{t('promotions.firstDeposit.explained')}</p>
      </section>
      {bonuses.map((bonus) => (
        <section key={bonus.type} className={styles.section} data-testid="first-deposit-bonus">
          <h2 className={styles.heading}>{bonus.name}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('promotions.firstDeposit.deposit')}</th>
                <th scope="col">{t('promotions.firstDeposit.bonus')}</th>
                <th scope="col">{t('promotions.firstDeposit.toWager')}</th>
              </tr>
            </thead>
            <tbody>
              {examples(bonus).map((amount) => (
                <tr key={amount}>
                  <td>{pesos(amount, locale)}</td>
                  <td>{pesos(bonusAmount(bonus, amount), locale)}</td>
                  <td>
                    {pesos(depositWagering(config.recharge.turnoverMultiplier, amount, bonus).total, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.muted}>
            {t('promotions.firstDeposit.rules', {
              min: pesos(bonus.minDeposit, locale),
              multiple: bonus.turnoverMultiplier,
              depositMultiple: config.recharge.turnoverMultiplier,
            })}
          </p>
        </section>
      ))}
      {deposited ? (
        <p className={styles.muted} data-testid="first-deposit-done">
          {t('promotions.firstDeposit.done')}
        </p>
      ) : (
        <Link className={styles.cta} to={signedIn ? PATHS.wallets : loginPath({ redirect: PATHS.wallets })}>
          {t('promotions.firstDeposit.cta')}
        </Link>
      )}
    </div>
  )
}
