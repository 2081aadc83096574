import type { CallOutput } from '@panalo/contract/call-map'

import { useTranslation } from '../../i18n/i18n.ts'
import { awardItemText } from '../../ui/award-items.tsx'
import styles from './agents.module.css'
import { validCondition } from '../../lib/valid-condition.ts'

type Overview = CallOutput<'appAgent5User'>

/** The programme's rules, from the operator's settings: /agent's Rules tab and /agent/rule. */
export function AgentRules({ overview }: { overview: Overview }) {
  const { t, locale } = useTranslation()
  const award = overview.valid.award.map((item) => awardItemText(t, locale, item)).join(' + ')
  const { wagering } = overview
  return (
    <section className={styles.section} data-testid="agent-rules">
      <p className={styles.muted}>{t('agent.rules.commissionIntro')}</p>
      <ul className={styles.rules}>
        {overview.levels.map((level) => (
          <li key={level.level}>
            {t('agent.rules.commission', { level: level.level, percent: (level.rateBp / 100).toFixed(2) })}
          </li>
        ))}
        <li>{t('agent.rules.days', { days: overview.commissionDays })}</li>
        <li>
          {t('agent.rules.valid', { condition: validCondition(t, locale, overview.valid, 'done'), award })}
        </li>
        <li>{t('agent.rules.farming')}</li>
        <li>{t('agent.rules.fill', { days: overview.fillDays })}</li>
        <li>
          {wagering.expiryDays === null
            ? t('promotions.wageringNoExpiry', { multiple: wagering.multiple })
            : t('promotions.wagering', { multiple: wagering.multiple, days: wagering.expiryDays })}
          {wagering.heldUntilFirstDeposit ? ` ${t('promotions.heldUntilDeposit')}` : ''}
        </li>
      </ul>
    </section>
  )
}
