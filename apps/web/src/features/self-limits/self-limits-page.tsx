import type { SelfLimit } from '@panalo/contract/calls/self-limits'
import type { LimitKind } from '@panalo/contract/self-limits'
import { useId, useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { PageSkeleton } from '../../ui/skeleton.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { useSelfLimitInfoQuery } from './api/use-self-limit-info-query.ts'
import { BreakSection } from './break-section.tsx'
import { ExclusionSection } from './exclusion-section.tsx'
import { HelpSection } from './help-section.tsx'
import { LimitEditor } from './limit-editor.tsx'
import { LimitRow } from './limit-row.tsx'
import styles from './self-limits.module.css'

const TABS = ['deposit', 'bet', 'loss', 'time'] as const

/** /member/self-limited: limits, cool-off and self-exclusion (responsible gaming, decision 016). */
export function SelfLimitsPage() {
  const { t } = useTranslation()
  const info = useSelfLimitInfoQuery()
  const [kind, setKind] = useState<LimitKind>('deposit')
  const [editing, setEditing] = useState<SelfLimit | null>(null)
  const panelId = useId()

  if (!info.data) return <PageSkeleton />
  const limits = info.data.limits.filter((limit) => limit.kind === kind)

  return (
    <div className={styles.page} data-testid="self-limits-page">
      <section className={styles.intro}>
        <p className={styles.tagline}>{t('selfLimits.tagline')}</p>
        <p className={styles.muted}>{t('selfLimits.intro')}</p>
      </section>

      <Tabs<LimitKind>
        items={TABS.map((key) => ({ key, label: t(`selfLimits.tabs.${key}`) }))}
        selected={kind}
        onSelect={setKind}
        label={t('selfLimits.tabsLabel')}
        panelId={panelId}
      />
      <section id={panelId} role="tabpanel" className={styles.panel} data-testid={`limits-${kind}`}>
        <p className={styles.muted}>{t(`selfLimits.kindHint.${kind}`)}</p>
        <ul className={styles.limits}>
          {limits.map((limit) => (
            <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} onEdit={() => setEditing(limit)} />
          ))}
        </ul>
      </section>

      <BreakSection />
      <ExclusionSection />
      <HelpSection />

      {editing && <LimitEditor limit={editing} onClose={() => setEditing(null)} />}
    </div>
  )
}
