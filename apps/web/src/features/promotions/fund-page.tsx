import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { pesos } from '../../lib/format.ts'
import { depositPath } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { GoalCard } from '../../ui/goal-card.tsx'
import styles from './promotions.module.css'
import { useFundQuery, usePromotionClaimMutation } from './api/use-promotions-query.ts'
import { useClaimRunner, WageringNote } from './promotion-parts.tsx'

/**
 * /activity/fund, the growth fund (Fund 16; decision 050): milestones of total deposits, each paying
 * about 1% of itself once, claimed with receiveAddupAwardById.
 */
export function FundPage() {
  const { t, locale } = useTranslation()
  const status = useFundQuery()
  const claim = usePromotionClaimMutation()
  const run = useClaimRunner()
  if (!status.data) return <p className={styles.muted}>{t('promotions.loading')}</p>
  const { totalRecharge, milestones, wagering } = status.data
  return (
    <div className={styles.page} data-testid="fund-page">
      <section className={styles.hero}>
        <p className={styles.heroNote}>{t('promotions.fund.kicker')}</p>
        <p className={styles.heroFigure} data-testid="fund-total">
          {pesos(totalRecharge, locale)}
        </p>
        <p className={styles.heroNote}>{t('promotions.fund.explained')}</p>
      </section>
      {milestones.map((step) => (
        <GoalCard
          key={step.id}
          testId="fund-milestone"
          state={step.state}
          title={t('promotions.fund.milestone', { amount: pesos(step.deposit, locale) })}
          award={step.award}
          percent={Math.min(100, Math.floor((totalRecharge * 100) / step.deposit))}
          figures={
            step.state === 'locked'
              ? t('promotions.fund.toGo', { amount: pesos(step.deposit - totalRecharge, locale) })
              : t('promotions.fund.reached')
          }
          action={
            step.state === 'claimable' ? (
              <Button
                loading={
                  claim.isPending &&
                  claim.variables.call === 'receiveAddupAwardById' &&
                  claim.variables.id === step.id
                }
                onClick={() => run(() => claim.mutateAsync({ call: 'receiveAddupAwardById', id: step.id }))}
                data-testid="promotion-claim"
              >
                {t('promotions.claim')}
              </Button>
            ) : step.state === 'claimed' ? (
              <span className={styles.muted}>{t('promotions.claimed')}</span>
            ) : undefined
          }
        />
      ))}
      <Link className={styles.cta} to={depositPath()}>
        {t('promotions.fund.deposit')}
      </Link>
      <WageringNote wagering={wagering} awards={milestones.map((step) => step.award)} />
    </div>
  )
}
