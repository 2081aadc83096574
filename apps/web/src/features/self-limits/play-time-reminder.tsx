import { TIME_LIMIT_WARNING_MINUTES } from '@panalo/contract/self-limits'
import { useState } from 'react'
import { useNavigate } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { PATHS } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { useSelfLimitInfoQuery } from './api/use-self-limit-info-query.ts'
import { duration } from './format.ts'

const CHECK_EVERY_MS = 60_000

/**
 * The session-time reminder in the app shell: while a daily play-time limit is set, it reads the play
 * time (counted by the games' heartbeat) every minute and shows a dialog once when 10 minutes are
 * left and once when the limit is reached. Which reminders were seen is kept per Manila day.
 */
export function PlayTimeReminder() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [seen, setSeen] = useState(readSeen)
  const probe = useSelfLimitInfoQuery()
  const limit = probe.data?.limits.find((entry) => entry.kind === 'time')?.amount ?? null
  // Poll only while there is a limit to remind of.
  useSelfLimitInfoQuery({ refetchInterval: limit === null ? false : CHECK_EVERY_MS })
  if (limit === null || !probe.data) return null

  const playedMinutes = Math.floor(probe.data.playedSeconds / 60)
  const left = limit - playedMinutes
  const stage = reminderStage(limit, probe.data.playedSeconds)
  const key = stage ? `${manilaDay()}:${stage}` : null
  const open = key !== null && !seen.includes(key)

  function dismiss(goToLimits = false) {
    if (key) {
      const next = [...seen.filter((entry) => entry.startsWith(manilaDay())), key]
      setSeen(next)
      writeSeen(next)
    }
    if (goToLimits) void navigate(PATHS.memberSelfLimited)
  }

  const values = {
    played: duration(t, playedMinutes),
    limit: duration(t, limit),
    left: duration(t, Math.max(0, left)),
  }
  return (
    <Dialog
      open={open}
      title={stage === 'over' ? t('selfLimits.reminderOverTitle') : t('selfLimits.reminderSoonTitle')}
      data-testid="play-time-reminder"
      actions={
        <>
          <Button variant="ghost" onClick={() => dismiss(true)}>
            {t('selfLimits.reminderLimits')}
          </Button>
          <Button onClick={() => dismiss()}>{t('selfLimits.reminderOk')}</Button>
        </>
      }
    >
      <p>
        {stage === 'over'
          ? t('selfLimits.reminderOverBody', values)
          : t('selfLimits.reminderSoonBody', values)}
      </p>
      <p>{t('selfLimits.tagline')}</p>
    </Dialog>
  )
}

/** Which reminder is due: 'soon' with 10 minutes or less left, 'over' once the limit is used. */
export function reminderStage(limitMinutes: number, playedSeconds: number): 'soon' | 'over' | null {
  const left = limitMinutes - Math.floor(playedSeconds / 60)
  if (left <= 0) return 'over'
  return left <= TIME_LIMIT_WARNING_MINUTES ? 'soon' : null
}

const SEEN_KEY = 'panalo.playTimeReminders'

function manilaDay(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date())
}

function readSeen(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

function writeSeen(value: string[]): void {
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify(value))
  } catch {
    // Private mode without storage: the reminder may show again after a reload.
  }
}
