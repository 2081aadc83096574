import { useState } from 'react'
import { renderSVG } from 'uqr'

import { useTranslation } from '../../i18n/i18n.ts'
import { Button } from '../../ui/button.tsx'
import styles from './agents.module.css'
import { useAgentQuery } from './api/use-agent-query.ts'

/** The link a friend registers with: the app's home with ?pid= (SPEC.md §3 pid). */
export function inviteLink(inviteCode: string): string {
  return `${window.location.origin}/?pid=${encodeURIComponent(inviteCode)}`
}

/**
 * /share (title invite your friends; decision 051): the invite link and code, its QR code, copy,
 * and the system share sheet where the browser has the Web Share API.
 */
export function SharePage() {
  const { t } = useTranslation()
  const overview = useAgentQuery().data
  const [copied, setCopied] = useState(false)
  if (!overview) return <p className={styles.muted}>{t('agent.loading')}</p>
  const link = inviteLink(overview.inviteCode)
  const canShare = typeof navigator.share === 'function'
  return (
    <div className={styles.page} data-testid="share-page">
      <section className={styles.hero}>
        <p className={styles.label}>{t('agent.yourCode')}</p>
        <p className={styles.code} data-testid="invite-code">
          {overview.inviteCode}
        </p>
        <p className={styles.label}>{t('agent.share.body')}</p>
      </section>
      <div
        className={styles.qr}
        role="img"
        aria-label={t('agent.share.qr')}
        // uqr renders the QR code as a self-contained SVG of rectangles from the link alone.
        dangerouslySetInnerHTML={{ __html: renderSVG(link, { border: 1 }) }}
      />
      <section className={styles.card}>
        <p className={styles.label}>{t('agent.share.link')}</p>
        <p className={styles.link} data-testid="invite-link">
          {link}
        </p>
        <Button
          block
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(link)
              .then(() => setCopied(true))
              .catch(() => undefined)
          }
          data-testid="copy-link"
        >
          {copied ? t('agent.share.copied') : t('agent.share.copy')}
        </Button>
        {canShare && (
          <Button
            block
            onClick={() =>
              void navigator
                .share({
                  title: t('agent.share.title'),
                  text: t('agent.share.shareText', { link }),
                  url: link,
                })
                .catch(() => undefined)
            }
          >
            {t('agent.share.shareButton')}
          </Button>
        )}
      </section>
    </div>
  )
}
