import type { CallOutput } from '@panalo/contract/call-map'
import { INVITE_SPIN_KINDS } from '@panalo/contract/calls/invite-spin'

import { useTranslation } from '../../i18n/i18n.ts'
import { validCondition } from '../../lib/valid-condition.ts'
import { spinPesos } from './invite-spin-view.ts'
import styles from './invite-spin.module.css'

type Info = CallOutput<'actInviteUser'>

const least = (odds: Info['odds']['start']) =>
  Math.min(...odds.filter((o) => o.chance > 0).map((o) => o.amount))
const most = (odds: Info['odds']['start']) =>
  Math.max(...odds.filter((o) => o.chance > 0).map((o) => o.amount))

/**
 * The whole rule and every wheel's odds, shown on the page before any spin (decision 058): the
 * target and time limit, what the first spin adds, the valid invites that always reach the target,
 * how clicks count, what happens when time runs out, and the exchange's wagering.
 */
export function InviteSpinRules({ info }: { info: Info }) {
  const { t, locale } = useTranslation()
  const peso = (amount: number) => spinPesos(amount, locale)
  return (
    <section className={styles.card} data-testid="invite-spin-rules">
      <h3 className={styles.heading}>{t('inviteSpin.rules.title')}</h3>
      <ul className={styles.ruleList}>
        <li>{t('inviteSpin.rules.target', { amount: peso(info.target), hours: info.hours })}</li>
        <li>
          {t('inviteSpin.rules.first', {
            min: peso(least(info.odds.start)),
            max: peso(most(info.odds.start)),
          })}
        </li>
        <li>
          {t('inviteSpin.rules.invites', {
            hours: info.hours,
            condition: validCondition(t, locale, info.valid, 'present'),
            count: info.spinsPerInvite,
            min: peso(least(info.odds.invite) * info.spinsPerInvite),
          })}
        </li>
        <li className={styles.promise} data-testid="invite-spin-promise">
          {t('inviteSpin.rules.promise', { count: info.invitesToReach })}
        </li>
        {info.clickSpinsMax > 0 && (
          <li>
            {t('inviteSpin.rules.clicks', {
              min: peso(least(info.odds.click)),
              max: peso(most(info.odds.click)),
              perIp: info.clicksPerIpMax,
              max2: info.clickSpinsMax,
            })}
          </li>
        )}
        <li>{t('inviteSpin.rules.lapse', { hours: info.hours })}</li>
        <li>{t('inviteSpin.rules.notCounted')}</li>
        <li>{t('inviteSpin.rules.wagering', { multiple: info.wagering.multiple })}</li>
      </ul>
      <h3 className={styles.heading}>{t('inviteSpin.rules.odds')}</h3>
      {INVITE_SPIN_KINDS.map((kind) => (
        <div key={kind} className={styles.oddsBlock}>
          <p className={styles.oddsTitle}>{t(`inviteSpin.wheels.${kind}`)}</p>
          <ul className={styles.odds}>
            {info.odds[kind].map((sector, index) => (
              <li key={index}>
                <span>{peso(sector.amount)}</span>
                <span>{`${(sector.chance * 100).toLocaleString(locale, { maximumFractionDigits: 2 })}%`}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className={styles.hash}>{t('inviteSpin.rules.fair', { hash: info.serverSeedHash })}</p>
    </section>
  )
}
