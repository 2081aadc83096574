import type { DevRoundDetail, DevSlotSymbol } from '@panalo/contract/dev-aggregator'

import { useTranslation } from '../../i18n/i18n.ts'
import styles from './dev-game-page.module.css'
import { SlotGlyph } from './glyphs.tsx'

type SlotsDetail = Extract<DevRoundDetail, { engine: 'slots' }>

/** Before the first spin the reels show the paytable's symbols, richest in the middle. */
const RESTING: [number, number, number][] = [
  [3, 0, 4],
  [5, 1, 2],
  [4, 2, 3],
]

/** Three reels of three; the middle row is the line, and three of a kind on it pay. */
export function SlotsStage({
  symbols,
  detail,
  spinning,
}: {
  symbols: readonly DevSlotSymbol[]
  detail: SlotsDetail | null
  spinning: boolean
}) {
  const { t } = useTranslation()
  const reels = detail?.reels ?? RESTING
  const hit = !spinning && detail?.line !== null && detail?.line !== undefined
  const lineSymbol = detail?.line === null || detail?.line === undefined ? undefined : symbols[detail.line]
  return (
    <div className={styles.cabinet}>
      <div
        className={`${styles.reels} ${spinning ? styles.spinning : ''}`}
        role="img"
        aria-label={
          lineSymbol && !spinning ? t('devGames.lineHit', { symbol: lineSymbol.name }) : t('devGames.reels')
        }
        data-testid="dev-reels"
      >
        {reels.map((reel, reelIndex) => (
          <div key={reelIndex} className={styles.reel}>
            {reel.map((symbolId, row) => {
              const symbol = symbols[symbolId]
              return (
                <div
                  key={row}
                  className={`${styles.cell} ${row === 1 ? styles.lineCell : ''} ${row === 1 && hit ? styles.hit : ''}`}
                >
                  {symbol && <SlotGlyph glyph={symbol.glyph} />}
                </div>
              )
            })}
          </div>
        ))}
        <span className={styles.payline} aria-hidden="true" />
      </div>
    </div>
  )
}
