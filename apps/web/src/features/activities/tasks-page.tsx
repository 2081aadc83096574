import type { CallOutput } from '@panalo/contract/call-map'
import { TASK_GROUPS, type Task, type TASK_VISIT_PAGES } from '@panalo/contract/calls/tasks'
import { useNavigate } from 'react-router'

import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation, type TFunction } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { Button } from '../../ui/button.tsx'
import { PATHS } from '../../lib/paths.ts'
import { GoalCard } from '../../ui/goal-card.tsx'
import { GuestBanner, GuestClaimButton } from '../../ui/guest-actions.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useFinishTaskMutation, useTaskClaimMutation, useTasksQuery } from './api/use-tasks-query.ts'
import styles from './activities.module.css'

type TaskEntry = CallOutput<'getTaskUser'>['tasks'][number]

const VISIT_TEXT: Record<(typeof TASK_VISIT_PAGES)[number], 'fair' | 'selfLimits' | 'faq' | 'vip'> = {
  '/fair': 'fair',
  '/member/self-limited': 'selfLimits',
  '/faq': 'faq',
  '/vip': 'vip',
}

/** What a task asks, in words. */
function taskText(t: TFunction, locale: string, task: Task): string {
  const type = task.gameType ? t(`games.types.${task.gameType}`) : undefined
  switch (task.kind) {
    case 'turnover':
      return type
        ? t('activities.tasks.turnoverOf', { amount: pesos(task.target, locale), type })
        : t('activities.tasks.turnover', { amount: pesos(task.target, locale) })
    case 'rounds':
      return type
        ? t('activities.tasks.roundsOf', { count: task.target, type })
        : t('activities.tasks.rounds', { count: task.target })
    case 'deposit':
      return t('activities.tasks.deposit', { amount: pesos(task.target, locale) })
    case 'playGames':
      return t('activities.tasks.playGames', { count: task.target })
    case 'visit':
      return t(`activities.tasks.visit.${VISIT_TEXT[task.page ?? '/faq']}`)
    default:
      return t(`activities.tasks.${task.kind}`)
  }
}

function figures(t: TFunction, locale: string, entry: TaskEntry): string {
  const { task, progress } = entry
  if (task.kind === 'turnover' || task.kind === 'deposit')
    return t('activities.tasks.progress', {
      done: pesos(progress, locale),
      target: pesos(task.target, locale),
    })
  return t('activities.tasks.progress', { done: progress, target: task.target })
}

/**
 * /bonus/tasks, the task centre (decision 031): newcomer tasks, today's and this week's, each with its
 * progress from what the player did and a claim; a visit task's Go opens its page and finishes it, and
 * the identity task's Go opens /member/profile/kyc (it finishes when the operator approves).
 */
export function TasksPage() {
  const { t, locale } = useTranslation()
  const tasks = useTasksQuery()
  const claim = useTaskClaimMutation()
  const finish = useFinishTaskMutation()
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  if (!tasks.data) return <p className={styles.muted}>{t('activities.tasks.loading')}</p>
  const data = tasks.data
  const fail = (error: unknown) => showToast(errorMessage(t, error), 'error')
  const go = (task: Task) =>
    finish
      .mutateAsync(task.id)
      .then(() => task.page && navigate(task.page))
      .catch(fail)
  return (
    <div className={styles.page} data-testid="tasks-page">
      {!signedIn && <GuestBanner />}
      {TASK_GROUPS.map((group) => {
        const entries = data.tasks.filter((entry) => entry.task.group === group)
        if (entries.length === 0) return null
        return (
          <section key={group} className={styles.section} data-testid={`tasks-${group}`}>
            <h2 className={styles.heading}>{t(`activities.tasks.groups.${group}`)}</h2>
            {group !== 'newcomer' && (
              <p className={styles.muted}>
                {t('activities.tasks.resets', {
                  time: manilaTime(group === 'daily' ? data.dailyEndsAt : data.weeklyEndsAt, locale),
                })}
              </p>
            )}
            {entries.map((entry) => {
              const visitable = entry.task.kind === 'visit' && entry.state === 'inProgress'
              const toKyc = entry.task.kind === 'verifyIdentity' && entry.state === 'inProgress'
              return (
                <GoalCard
                  key={entry.task.id}
                  testId="task"
                  state={entry.state}
                  title={taskText(t, locale, entry.task)}
                  award={entry.task.award}
                  percent={Math.floor((entry.progress * 100) / entry.task.target)}
                  figures={figures(t, locale, entry)}
                  action={
                    !signedIn ? (
                      <GuestClaimButton size="sm" />
                    ) : (
                      <Button
                        size="sm"
                        variant={entry.state === 'claimable' || visitable || toKyc ? 'primary' : 'secondary'}
                        disabled={
                          entry.state === 'claimed' || (entry.state === 'inProgress' && !visitable && !toKyc)
                        }
                        loading={claim.isPending || finish.isPending}
                        onClick={() =>
                          toKyc
                            ? void navigate(PATHS.memberProfileKyc)
                            : visitable
                              ? void go(entry.task)
                              : void claim.mutateAsync(entry.task.id).catch(fail)
                        }
                      >
                        {visitable || toKyc
                          ? t('activities.tasks.go')
                          : t(`activities.tasks.states.${entry.state}`)}
                      </Button>
                    )
                  }
                />
              )
            })}
          </section>
        )
      })}
    </div>
  )
}
