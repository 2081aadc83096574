import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { cardListPath, PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import styles from './promotions.module.css'
import { useBankBonusQuery, usePromotionClaimMutation } from './api/use-promotions-query.ts'
import { GiftHero, useClaimRunner, WageringNote } from './promotion-parts.tsx'

/**
 * /activity/bank (auth; decision 050): a gift for saving a receiving account, once per player and
 * once per account number across players.
 */
export function BankBonusPage() {
  const { t } = useTranslation()
  const status = useBankBonusQuery()
  const claim = usePromotionClaimMutation()
  const run = useClaimRunner()
  if (!status.data) return <p className={styles.muted}>{t('promotions.loading')}</p>
  const { award, state, wagering } = status.data
  return (
    <div className={styles.page} data-testid="bank-bonus" data-state={state}>
      <GiftHero
        kicker={t('promotions.bank.kicker')}
        award={award}
        explained={t('promotions.bank.explained')}
      />
      {state === 'claimable' && (
        <Button
          block
          loading={claim.isPending}
          onClick={() => run(() => claim.mutateAsync({ call: 'bankBonusReceive' }))}
          data-testid="promotion-claim"
        >
          {t('promotions.claim')}
        </Button>
      )}
      {state === 'needsAccount' && (
        <>
          <p>{t('promotions.bank.needsAccount')}</p>
          <Link className={styles.cta} to={cardListPath(PATHS.activityBank)}>
            {t('promotions.bank.addAccount')}
          </Link>
        </>
      )}
      {state === 'accountUsed' && <p className={styles.muted}>{t('promotions.bank.accountUsed')}</p>}
      {state === 'claimed' && (
        <p className={styles.muted} data-testid="promotion-done">
          {t('promotions.bank.done')}
        </p>
      )}
      <WageringNote wagering={wagering} awards={[award]} />
    </div>
  )
}
