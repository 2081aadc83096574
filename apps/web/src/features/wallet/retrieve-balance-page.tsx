import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { pesos } from '../../lib/format.ts'
import { useRequestId } from '../../lib/request-id.ts'
import { Button } from '../../ui/button.tsx'
import { FormError } from '../../ui/field.tsx'
import { Figure, FigureCard } from '../../ui/figure-card.tsx'
import { MenuItem, MenuList } from '../../ui/menu-list.tsx'
import { PageSkeleton } from '../../ui/skeleton.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useRetrieveBalanceMutation } from './api/use-retrieve-balance-mutation.ts'
import { useWalletBalancesQuery } from './api/use-wallet-balances-query.ts'
import styles from './wallet.module.css'

/**
 * /member/retrieve-balance: where the player's money is (main wallet, safebox, withdrawals held,
 * game providers), and a button that pulls provider balances back into the main wallet.
 */
export function RetrieveBalancePage() {
  const { t, locale } = useTranslation()
  const balances = useWalletBalancesQuery()
  const retrieve = useRetrieveBalanceMutation()
  const { requestId, renew } = useRequestId()
  if (balances.isLoading) return <PageSkeleton lines={5} />
  if (!balances.data) return <FormError message={errorMessage(t, balances.error)} />
  const data = balances.data
  const inProviders = data.providers.reduce((total, provider) => total + provider.balance, 0)

  async function handleRetrieve() {
    const done = await retrieve.mutateAsync(requestId).catch(() => undefined)
    if (!done) return
    renew()
    showToast(t('retrieve.done'), 'success')
  }

  return (
    <div className={styles.page} data-testid="retrieve-balance-page">
      <FigureCard>
        <Figure
          main
          label={t('retrieve.total')}
          value={pesos(data.coin + data.safebox + data.held + data.bonus + inProviders, locale)}
        />
      </FigureCard>
      <MenuList label={t('retrieve.where')}>
        <MenuItem
          label={t('retrieve.main')}
          value={<span data-testid="main-balance">{pesos(data.coin, locale)}</span>}
        />
        <MenuItem label={t('retrieve.safebox')} value={pesos(data.safebox, locale)} />
        <MenuItem label={t('retrieve.held')} value={pesos(data.held, locale)} />
        {data.bonus > 0 && <MenuItem label={t('retrieve.bonus')} value={pesos(data.bonus, locale)} />}
        {data.providers.map((provider) => (
          <MenuItem key={provider.providerId} label={provider.name} value={pesos(provider.balance, locale)} />
        ))}
      </MenuList>
      <p className={styles.muted}>
        {data.providers.length === 0 ? t('retrieve.noProviders') : t('retrieve.explain')}
      </p>
      <FormError message={retrieve.error ? errorMessage(t, retrieve.error) : undefined} />
      <Button
        block
        loading={retrieve.isPending}
        disabled={inProviders === 0}
        onClick={() => void handleRetrieve()}
      >
        {t('retrieve.button')}
      </Button>
    </div>
  )
}
