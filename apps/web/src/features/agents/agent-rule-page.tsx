import { useTranslation } from '../../i18n/i18n.ts'
import { AgentRules } from './agent-rules.tsx'
import styles from './agents.module.css'
import { useAgentQuery } from './api/use-agent-query.ts'

/** /agent/rule (title Agent Rule): the invite programme's rules. */
export function AgentRulePage() {
  const { t } = useTranslation()
  const overview = useAgentQuery().data
  if (!overview) return <p className={styles.muted}>{t('agent.loading')}</p>
  return (
    <div className={styles.page}>
      <AgentRules overview={overview} />
    </div>
  )
}
