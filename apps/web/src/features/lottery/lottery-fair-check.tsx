import { drawLotteryNumbers } from '@panalo/fair/lottery'
import { commitServerSeed } from '@panalo/fair/outcome'
import { useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { Button } from '../../ui/button.tsx'
import { useLotteryDrawDetailQuery } from './api/use-lottery-draw-detail-query.ts'
import { DrawNumbers } from './draw-numbers.tsx'
import { prizeSlots } from './lottery-odds.ts'
import styles from './lottery.module.css'

/**
 * /fair?lottery=<drawId> (app/fair-pages.tsx puts it there): a draw's seeds and winners, and the
 * winning numbers re-computed in this browser with packages/fair from the revealed seed.
 */
export function LotteryFairCheck({ drawId }: { drawId: number }) {
  const { t } = useTranslation()
  const detail = useLotteryDrawDetailQuery(drawId)
  const [verdict, setVerdict] = useState<{ ok: boolean; numbers: number[] } | null>(null)
  if (detail.isError) return <p className={styles.muted}>{t('lottery.fair.notFound')}</p>
  if (!detail.data) return <p className={styles.muted}>{t('lottery.loading')}</p>
  const { draw, winners } = detail.data

  function handleVerify() {
    if (draw.serverSeed === null || draw.clientSeed === null) return
    const numbers = drawLotteryNumbers(
      { serverSeed: draw.serverSeed, clientSeed: draw.clientSeed, nonce: draw.nonce },
      draw.ticketsSold,
      prizeSlots(draw),
    )
    const ok =
      commitServerSeed(draw.serverSeed) === draw.serverSeedHash &&
      numbers.join(',') === draw.winningNumbers.join(',')
    setVerdict({ ok, numbers })
  }

  return (
    <div className={styles.page} data-testid="lottery-fair">
      <h2 className={styles.heading}>{t('lottery.fair.heading', { id: draw.id })}</h2>
      <dl className={styles.card}>
        <dt className={styles.muted}>{t('lottery.fair.serverSeedHash')}</dt>
        <dd className={styles.hash}>{draw.serverSeedHash}</dd>
        <dt className={styles.muted}>{t('lottery.fair.serverSeed')}</dt>
        <dd className={styles.hash}>{draw.serverSeed ?? t('lottery.fair.notDrawn')}</dd>
        <dt className={styles.muted}>{t('lottery.fair.clientSeed')}</dt>
        <dd className={styles.hash}>{draw.clientSeed ?? '—'}</dd>
        <dt className={styles.muted}>{t('lottery.fair.sold')}</dt>
        <dd className={styles.hash}>{draw.ticketsSold}</dd>
        <dt className={styles.muted}>{t('lottery.fair.slots')}</dt>
        <dd className={styles.hash}>{prizeSlots(draw)}</dd>
      </dl>
      {draw.winningNumbers.length > 0 && <DrawNumbers numbers={draw.winningNumbers} />}
      {draw.serverSeed !== null && (
        <Button size="sm" variant="secondary" onClick={handleVerify} data-testid="lottery-verify">
          {t('lottery.fair.verify')}
        </Button>
      )}
      {verdict?.ok === true && (
        <p className={styles.good} data-testid="lottery-verified">
          {t('lottery.fair.verified', { numbers: verdict.numbers.join(', ') || '—' })}
        </p>
      )}
      {verdict?.ok === false && <p className={styles.bad}>{t('lottery.fair.mismatch')}</p>}
      {winners.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.heading}>{t('lottery.fair.winners')}</h3>
          <ul className={styles.winners}>
            {winners.map((winner) => (
              <li key={winner.number}>
                <span>No. {winner.number}</span>
                <span>{winner.nickname}</span>
                <span className={styles.muted}>{draw.prizes[winner.prizeIndex]?.name}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
