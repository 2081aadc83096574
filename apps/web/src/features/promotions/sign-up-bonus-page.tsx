import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import styles from './promotions.module.css'
import { usePromotionClaimMutation, useSignUpBonusQuery } from './api/use-promotions-query.ts'
import { GiftHero, useClaimRunner, WageringNote } from './promotion-parts.tsx'

/**
 * /activity/sign-up-bonus, the SignUpBonus activity 15 (decision 050): the welcome bonus, its claim
 * window and its wagering, one claim per player with a mobile number on the account.
 */
export function SignUpBonusPage() {
  const { t, locale } = useTranslation()
  const status = useSignUpBonusQuery()
  const claim = usePromotionClaimMutation()
  const run = useClaimRunner()
  if (!status.data) return <p className={styles.muted}>{t('promotions.loading')}</p>
  const { award, state, claimBy, claimDays, wagering } = status.data
  return (
    <div className={styles.page} data-testid="sign-up-bonus" data-state={state}>
      <GiftHero
        kicker={t('promotions.signUp.kicker')}
        award={award}
        explained={t('promotions.signUp.explained')}
      />
      {state === 'claimable' && (
        <>
          <p className={styles.muted}>
            {t('promotions.signUp.claimBy', { time: manilaTime(claimBy, locale) })}
          </p>
          <Button
            block
            loading={claim.isPending}
            onClick={() => run(() => claim.mutateAsync({ call: 'signUpBonusReceive' }))}
            data-testid="promotion-claim"
          >
            {t('promotions.claim')}
          </Button>
        </>
      )}
      {state === 'needsMobile' && (
        <>
          <p>{t('promotions.signUp.needsMobile')}</p>
          <Link className={styles.cta} to={PATHS.authBind}>
            {t('promotions.signUp.addMobile')}
          </Link>
        </>
      )}
      {state === 'expired' && (
        <p className={styles.muted}>{t('promotions.signUp.expired', { days: claimDays })}</p>
      )}
      {state === 'claimed' && (
        <p className={styles.muted} data-testid="promotion-done">
          {t('promotions.signUp.done')}
        </p>
      )}
      <WageringNote wagering={wagering} awards={[award]} />
    </div>
  )
}
