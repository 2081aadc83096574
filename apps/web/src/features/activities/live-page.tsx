import { ACTIVITY_ID } from '@panalo/contract/activity'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import { apiCall } from '../../api/client.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { Button } from '../../ui/button.tsx'
import styles from './activities.module.css'
import { useActivitiesQuery } from '../../api/queries/use-activities-query.ts'

type LiveState = 'loading' | 'playing' | 'down' | 'off'

/** Where HLS plays natively (Safari, iOS, some Android browsers) the video element takes it as is. */
function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== ''
}

/**
 * /activity/live, Live 61 (no navbar; decision 052): the operator's HLS stream, played natively where
 * the browser can and with hls.js (loaded only here) elsewhere; the live activity's words under it;
 * when no show is on or the stream fails, a clear message and a retry instead of a black box.
 */
export function LivePage() {
  const { t, locale } = useTranslation()
  const stream = useQuery({ queryKey: ['live-url'] as const, queryFn: () => apiCall('getLiveUrl', {}) })
  const activity = useActivitiesQuery().data?.activityMap[String(ACTIVITY_ID.live)]
  const video = useRef<HTMLVideoElement>(null)
  const [attempt, setAttempt] = useState(0)
  const url = stream.data?.url
  // What the player reported for this address and attempt; a new attempt starts as 'loading'.
  const playback = `${url ?? ''}#${attempt}`
  const [reported, setReported] = useState<{ playback: string; state: 'playing' | 'down' }>()
  const state: LiveState = url === null ? 'off' : reported?.playback === playback ? reported.state : 'loading'

  useEffect(() => {
    const element = video.current
    if (!element || !url) return
    const setState = (next: 'playing' | 'down') => setReported({ playback, state: next })
    const onPlaying = () => setState('playing')
    const onError = () => setState('down')
    element.addEventListener('playing', onPlaying)
    element.addEventListener('error', onError)
    let destroy = () => {}
    let cancelled = false
    if (playsHlsNatively(element)) {
      element.src = url
      void element.play().catch(() => undefined)
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return
        if (!Hls.isSupported()) {
          setState('down')
          return
        }
        const hls = new Hls({ manifestLoadingMaxRetry: 2, fragLoadingMaxRetry: 2 })
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setState('down')
        })
        hls.loadSource(url)
        hls.attachMedia(element)
        hls.on(Hls.Events.MANIFEST_PARSED, () => void element.play().catch(() => undefined))
        destroy = () => hls.destroy()
      })
    }
    return () => {
      cancelled = true
      element.removeEventListener('playing', onPlaying)
      element.removeEventListener('error', onError)
      destroy()
      element.removeAttribute('src')
    }
  }, [url, playback])

  return (
    <div className={styles.page} data-testid="live-page">
      <div className={styles.live}>
        <video
          ref={video}
          className={styles.liveVideo}
          muted
          playsInline
          loop
          controls={state === 'playing'}
          aria-label={activity?.texts[locale].title ?? t('activities.live.title')}
        />
        {state !== 'playing' && (
          <div className={styles.liveOverlay} data-testid="live-state" data-state={state}>
            {state === 'off' && <OfflinePoster />}
            <p>{t(`activities.live.states.${state}`)}</p>
            {state === 'down' && (
              <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
                {t('activities.live.retry')}
              </Button>
            )}
          </div>
        )}
        {state === 'playing' && (
          <span className={styles.liveBadge} data-testid="live-state" data-state="playing">
            {t('activities.live.badge')}
          </span>
        )}
      </div>
      <section className={styles.section}>
        <h2 className={styles.heading}>{activity?.texts[locale].title ?? t('activities.live.title')}</h2>
        <p className={styles.muted}>{activity?.texts[locale].summary ?? t('activities.live.summary')}</p>
        <p className={styles.muted}>{t('activities.live.soundHint')}</p>
      </section>
    </div>
  )
}

/**
 * Our poster for a show that is off (issue 40 defect 5): a studio screen with a resting moon, in
 * place of a black box. No "next live at" yet: the contract's getLiveUrl carries no schedule.
 */
function OfflinePoster() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" data-testid="live-poster">
      <rect x="10" y="14" width="100" height="64" rx="10" fill="var(--color-surface-alt)" />
      <rect
        x="10"
        y="14"
        width="100"
        height="64"
        rx="10"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="3"
      />
      <path d="M48 14 36 2M72 14 84 2" stroke="var(--color-primary)" strokeWidth="3" strokeLinecap="round" />
      <path d="M66 30a16 16 0 1 0 12 26 13 13 0 0 1-12-26z" fill="var(--color-secondary)" />
      <path d="M40 88h40" stroke="var(--color-border)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="26" r="4" fill="var(--color-text-muted)" />
    </svg>
  )
}
