import type { CallOutput } from '@panalo/contract/call-map'
import { useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { Button } from '../../ui/button.tsx'
import styles from './invite-spin.module.css'

/**
 * The player's invite link (the app's home with ?pid=, as /share builds it, decision 051): opening it
 * records the friend's click (actInviteClickInvite), registering through it makes the friend the
 * player's invitee.
 */
export function InviteSpinInvite({ info }: { info: CallOutput<'actInviteUser'> }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const link = `${window.location.origin}/?pid=${encodeURIComponent(info.inviteCode)}`
  const canShare = typeof navigator.share === 'function'
  return (
    <section className={styles.card} data-testid="invite-spin-invite">
      <h3 className={styles.heading}>{t('inviteSpin.invite.title')}</h3>
      <p className={styles.muted}>{t('inviteSpin.invite.code', { code: info.inviteCode })}</p>
      {info.campaign && (
        <p className={styles.muted} data-testid="invite-spin-counts">
          {t('inviteSpin.invite.counts', { valid: info.campaign.validInvites, clicks: info.campaign.clicks })}
        </p>
      )}
      <div className={styles.inviteButtons}>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(link)
              .then(() => setCopied(true))
              .catch(() => undefined)
          }
          data-testid="invite-spin-copy"
        >
          {copied ? t('inviteSpin.invite.copied') : t('inviteSpin.invite.copy')}
        </Button>
        {canShare && (
          <Button
            onClick={() =>
              void navigator
                .share({ text: t('inviteSpin.invite.shareText', { link }), url: link })
                .catch(() => undefined)
            }
          >
            {t('inviteSpin.invite.share')}
          </Button>
        )}
      </div>
    </section>
  )
}
