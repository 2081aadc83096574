import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { showOverlay } from '../../lib/overlay-store.ts'
import { Button } from '../../ui/button.tsx'
import { JackpotPanel } from './jackpot-panel.tsx'
import styles from './jackpot.module.css'

/** /activity/jackpot (no navbar): the jackpot as a full page; guests are asked to log in. */
export function JackpotPage() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  return (
    <div className={styles.page} data-testid="jackpot-page">
      {signedIn ? (
        <JackpotPanel />
      ) : (
        <div className={styles.guest}>
          <p>{t('jackpot.signIn')}</p>
          <Button onClick={() => showOverlay('login')}>{t('jackpot.logIn')}</Button>
        </div>
      )}
    </div>
  )
}
