import type { Activity } from '@panalo/contract/activity'
import { ACTIVITY_ID } from '@panalo/contract/enums'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'

import { useAfterLoginQuery } from '../../api/queries/use-after-login-query.ts'
import { useAppConfig } from '../../api/queries/use-app-config-query.ts'
import { useInviteSpinStatusQuery } from '../../features/invite-spin/api/use-invite-spin-status-query.ts'
import { loadPageTexts, useTranslation } from '../../i18n/i18n.ts'
import { pesos } from '../../lib/format.ts'
import { useOverlayOpen, useOverlayQueue } from '../../lib/overlay-store.ts'
import { PATHS } from '../../lib/paths.ts'
import type { StartUpPopup as Popup } from '../../lib/start-up-popups.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import styles from './start-up-popup.module.css'
import { snoozeStartUpPopup } from '../use-start-up-chain.ts'

/**
 * The start-up popup at the head of the overlay queue (SPEC.md §2, decision 033), one at a time:
 * Later closes it, the action closes it and goes where it says. It waits under the age notice and the
 * login dialogs.
 */
export function StartUpPopup() {
  const { t, locale } = useTranslation()
  const navigate = useNavigate()
  const head = useOverlayQueue((state) => state.queue[0])
  const dismiss = useOverlayQueue((state) => state.dismiss)
  const config = useAppConfig()
  const activities = useAfterLoginQuery().data?.activityMap
  const blocked = [useOverlayOpen('ageNotice'), useOverlayOpen('login'), useOverlayOpen('register')].some(
    Boolean,
  )
  const popup = head?.kind === 'startUp' ? head.popup : undefined
  // The invite spin's popup shows the player's own state (decision 058), in the page texts.
  const inviteStatus = useInviteSpinStatusQuery(popup === 'inviteSpin').data
  const [pageTexts, setPageTexts] = useState(false)
  useEffect(() => {
    if (popup === 'inviteSpin') void loadPageTexts().then(() => setPageTexts(true))
  }, [popup])
  if (!popup) return null
  const content = contentOf(popup, t, locale, config?.notice, activities)
  if (popup === 'inviteSpin' && inviteStatus && pageTexts)
    content.body = inviteSpinBody(t, locale, inviteStatus)
  const act = () => {
    dismiss()
    if (content.to) void navigate(content.to)
  }
  return (
    <Dialog
      open={!blocked}
      onClose={dismiss}
      title={content.title}
      data-testid="start-up-popup"
      actions={
        <>
          {content.to && (
            <Button
              variant="secondary"
              onClick={() => {
                snoozeStartUpPopup(popup)
                dismiss()
              }}
            >
              {t('startUp.later')}
            </Button>
          )}
          <Button onClick={act}>{content.action}</Button>
        </>
      }
    >
      <div className={styles.content} data-popup={popup}>
        {content.art && <img className={styles.art} src={content.art} alt="" width={320} height={144} />}
        <p className={styles.body}>{content.body}</p>
      </div>
    </Dialog>
  )
}

function inviteSpinBody(
  t: ReturnType<typeof useTranslation>['t'],
  locale: ReturnType<typeof useTranslation>['locale'],
  status: NonNullable<ReturnType<typeof useInviteSpinStatusQuery>['data']>,
): string {
  const target = pesos(status.target, locale)
  if (status.state === 'reached') return t('inviteSpin.popup.reached', { target })
  if (status.state !== 'active' || !status.expiresAt)
    return t('inviteSpin.popup.none', { target, invites: status.invitesToReach })
  return t('inviteSpin.popup.active', {
    target,
    progress: pesos(status.progress, locale),
    count: status.spinsLeft,
    hours: Math.max(0, Math.floor((Date.parse(status.expiresAt) - Date.now()) / 3_600_000)),
  })
}

interface PopupContent {
  title: string
  body: string
  action: string
  to?: string
  art?: string
}

function contentOf(
  popup: Popup,
  t: ReturnType<typeof useTranslation>['t'],
  locale: ReturnType<typeof useTranslation>['locale'],
  notice: { title: string; body: string } | undefined,
  activities: Record<string, Activity> | undefined,
): PopupContent {
  const activityPopup = (id: number): PopupContent => {
    const activity = activities?.[String(id)]
    const text = activity?.texts[locale]
    return {
      title: text?.title ?? '',
      body: text?.summary ?? '',
      action: t('startUp.open'),
      ...(activity ? { to: activity.clickAction, art: activity.themeUrl } : {}),
    }
  }
  switch (popup) {
    case 'download':
      return {
        title: t('startUp.download.title'),
        body: t('startUp.download.body'),
        action: t('startUp.download.action'),
        to: PATHS.download,
      }
    case 'firstDepositTips':
      return {
        title: t('startUp.firstDepositTips.title'),
        body: t('startUp.firstDepositTips.body'),
        action: t('startUp.firstDepositTips.action'),
        to: PATHS.wallets,
      }
    case 'notice':
      return { title: notice?.title ?? '', body: notice?.body ?? '', action: t('startUp.ok') }
    case 'firstDeposit':
      return activityPopup(ACTIVITY_ID.firstDeposit)
    case 'inviteSpin':
      return activityPopup(ACTIVITY_ID.inviteUserSpin)
    case 'signIn':
      return {
        title: t('startUp.signIn.title'),
        body: t('startUp.signIn.body'),
        action: t('startUp.signIn.action'),
        to: PATHS.activitySignIn,
      }
  }
}
