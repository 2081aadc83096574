import { useTranslation } from '../../i18n/i18n.ts'
import { awardItemText } from '../../ui/award-items.tsx'
import { useSignInQuery } from './api/use-sign-in-query.ts'
import styles from './activities.module.css'

/** /activity/sign-in/rule: the sign-in's rules, with the awards and wagering as configured now. */
export function SignInRulePage() {
  const { t, locale } = useTranslation()
  const status = useSignInQuery()
  if (!status.data) return <p className={styles.muted}>{t('activities.signIn.loading')}</p>
  const { days, wagering } = status.data
  return (
    <div className={styles.page} data-testid="sign-in-rule">
      <ol className={styles.rules}>
        <li>{t('activities.signIn.rules.once')}</li>
        <li>{t('activities.signIn.rules.cycle')}</li>
        <li>{t('activities.signIn.rules.missed')}</li>
        <li>
          {wagering.expiryDays === null
            ? t('activities.signIn.wageringNoExpiry', { multiple: wagering.multiple })
            : t('activities.signIn.rules.wagering', {
                multiple: wagering.multiple,
                days: wagering.expiryDays,
              })}
          {wagering.heldUntilFirstDeposit ? ` ${t('activities.signIn.heldUntilDeposit')}` : ''}
        </li>
        <li>{t('activities.signIn.rules.fair')}</li>
      </ol>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('activities.signIn.rules.dayColumn')}</th>
            <th scope="col">{t('activities.signIn.rules.awardColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{t('activities.signIn.day', { day: day.day })}</td>
              <td>{day.award.map((item) => awardItemText(t, locale, item)).join(' + ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
