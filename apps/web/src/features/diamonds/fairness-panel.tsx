import type { ScratchCard } from '@panalo/contract/calls/diamonds'
import { commitServerSeed } from '@panalo/fair/outcome'
import { drawScratchPrize } from '@panalo/fair/scratch-card'
import { useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { Button } from '../../ui/button.tsx'
import { useScratchCardInfoQuery } from './api/use-scratch-card-info-query.ts'
import styles from './diamonds.module.css'

/** The card's seeds, and a check in this browser with packages/fair once the server seed is shown. */
export function FairnessPanel({ card }: { card: ScratchCard }) {
  const { t } = useTranslation()
  const [verdict, setVerdict] = useState<'verified' | 'mismatch' | null>(null)
  const [drawn, setDrawn] = useState<number | null>(null)

  function handleVerify() {
    if (card.serverSeed === null) return
    const index = drawScratchPrize(
      { serverSeed: card.serverSeed, clientSeed: card.clientSeed, nonce: card.nonce },
      card.prizes.map((prize) => prize.weight),
    )
    setDrawn(index)
    const ok = commitServerSeed(card.serverSeed) === card.serverSeedHash && index === card.prizeIndex
    setVerdict(ok ? 'verified' : 'mismatch')
  }

  return (
    <section className={styles.fair} data-testid="scratch-fairness">
      <h3 className={styles.heading}>{t('diamonds.scratch.fairHeading')}</h3>
      <dl>
        <div>
          <dt>{t('diamonds.scratch.serverSeedHash')}</dt>
          <dd className={styles.hash}>{card.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('diamonds.scratch.serverSeed')}</dt>
          <dd className={styles.hash}>{card.serverSeed ?? t('diamonds.scratch.notRevealed')}</dd>
        </div>
        <div>
          <dt>{t('diamonds.scratch.clientSeed')}</dt>
          <dd className={styles.hash}>{card.clientSeed}</dd>
        </div>
        <div>
          <dt>{t('diamonds.scratch.nonce')}</dt>
          <dd className={styles.hash}>{card.nonce}</dd>
        </div>
      </dl>
      {card.serverSeed !== null && (
        <Button size="sm" variant="secondary" onClick={handleVerify} data-testid="scratch-verify">
          {t('diamonds.scratch.verify')}
        </Button>
      )}
      {verdict === 'verified' && drawn !== null && (
        <p className={styles.good} data-testid="scratch-verified">
          {t('diamonds.scratch.verified', { n: drawn + 1 })}
        </p>
      )}
      {verdict === 'mismatch' && <p className={styles.bad}>{t('diamonds.scratch.mismatch')}</p>}
    </section>
  )
}

/**
 * /fair?scratch=<cardId>: the same check on the verifier page (app/fair-pages.tsx puts it there), for
 * a player who opens it from the card or the record.
 */
export function ScratchFairCheck({ cardId }: { cardId: number }) {
  const { t } = useTranslation()
  const info = useScratchCardInfoQuery(cardId)
  if (info.isError) return <p className={styles.muted}>{t('diamonds.scratch.notFound')}</p>
  if (!info.data?.card) return <p className={styles.muted}>{t('diamonds.loading')}</p>
  return (
    <div className={styles.page} data-testid="scratch-fair-check">
      <p className={styles.muted}>{t('diamonds.scratch.fairIntro', { name: info.data.card.name })}</p>
      <FairnessPanel card={info.data.card} />
    </div>
  )
}
