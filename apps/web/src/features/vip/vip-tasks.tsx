import type { CallOutput } from '@panalo/contract/call-map'
import type { VipTask } from '@panalo/contract/calls/vip-tasks'

import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation, type TFunction } from '../../i18n/i18n.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { AwardItems } from '../../ui/award-items.tsx'
import { Button } from '../../ui/button.tsx'
import { GoalCard } from '../../ui/goal-card.tsx'
import { GuestClaimButton } from '../../ui/guest-actions.tsx'
import { useVipClaimMutation } from './api/use-vip-claim-mutation.ts'
import { useVipTasksQuery } from './api/use-vip-tasks-query.ts'
import { runClaim } from './vip-claim.ts'
import styles from './vip.module.css'

type TaskEntry = CallOutput<'getVipTaskList'>['tasks'][number]

/** What a task asks, in words: "Wager ₱2,000 on Slots this week". */
function taskText(t: TFunction, locale: string, task: VipTask): string {
  switch (task.kind) {
    case 'playDays':
      return t('vip.tasks.playDays', { count: task.target })
    case 'deposit':
      return t('vip.tasks.deposit', { amount: pesos(task.target, locale) })
    case 'turnover':
      return task.gameType
        ? t('vip.tasks.turnoverOf', {
            amount: pesos(task.target, locale),
            type: t(`games.types.${task.gameType}`),
          })
        : t('vip.tasks.turnover', { amount: pesos(task.target, locale) })
  }
}

function progressText(t: TFunction, locale: string, entry: TaskEntry): string {
  const { task, progress } = entry
  return task.kind === 'playDays'
    ? t('vip.tasks.daysProgress', { done: progress, target: task.target })
    : t('vip.tasks.progress', { done: pesos(progress, locale), target: pesos(task.target, locale) })
}

/**
 * The weekly VIP tasks on /vip (decision 029): each goal with its progress from this Manila week's
 * play, its award and a claim button; tasks of higher levels shown locked with the level that opens
 * them; and last week's finished tasks, claimable all at once until this week ends.
 */
export function VipTasks() {
  const { t, locale } = useTranslation()
  const tasks = useVipTasksQuery()
  const claim = useVipClaimMutation()
  const signedIn = useSignedIn()
  if (!tasks.data) return null
  const { tasks: list, unclaimedLastWeek, endsAt } = tasks.data
  const claimable = list.filter((entry) => entry.state === 'claimable').length + unclaimedLastWeek.length
  return (
    <section className={styles.section} data-testid="vip-tasks">
      <div className={styles.sectionHead}>
        <h2 className={styles.heading}>{t('vip.tasks.heading')}</h2>
        {claimable > 1 && (
          <Button
            size="sm"
            loading={claim.isPending}
            onClick={() => runClaim(t, claim.mutateAsync, { kind: 'allTasks' })}
            data-testid="vip-tasks-claim-all"
          >
            {t('vip.tasks.claimAll', { count: claimable })}
          </Button>
        )}
      </div>
      <p className={styles.muted}>{t('vip.tasks.resets', { time: manilaTime(endsAt, locale) })}</p>
      {unclaimedLastWeek.length > 0 && (
        <div className={styles.notice} data-testid="vip-tasks-last-week">
          <p className={styles.rowTitle}>{t('vip.tasks.lastWeek', { count: unclaimedLastWeek.length })}</p>
          <AwardItems items={unclaimedLastWeek.flatMap((task) => task.award)} />
        </div>
      )}
      {list.map((entry) => (
        <GoalCard
          key={entry.task.id}
          testId="vip-task"
          state={entry.state}
          title={taskText(t, locale, entry.task)}
          award={entry.task.award}
          percent={Math.floor((entry.progress * 100) / entry.task.target)}
          figures={progressText(t, locale, entry)}
          locked={
            entry.state === 'locked' ? t('vip.tasks.opensAt', { level: entry.task.minLevel }) : undefined
          }
          action={
            !signedIn && entry.state !== 'locked' ? (
              <GuestClaimButton size="sm" />
            ) : (
              <Button
                size="sm"
                variant={entry.state === 'claimable' ? 'primary' : 'secondary'}
                disabled={entry.state !== 'claimable'}
                loading={claim.isPending}
                onClick={() => runClaim(t, claim.mutateAsync, { kind: 'task', id: entry.task.id })}
              >
                {t(`vip.tasks.states.${entry.state}`)}
              </Button>
            )
          }
        />
      ))}
    </section>
  )
}
