import { AWARD_ITEM, JACKPOT_TIERS, jackpotTierOf } from '@panalo/contract/award-items'
import type { JackpotDrawResult, JackpotInfo } from '@panalo/contract/calls/jackpot'
import { JACKPOT } from '@panalo/contract/constants'
import { ERROR_CODES } from 'virtual:error-codes'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import { ApiError } from '../../api/client.ts'
import { useTranslation, type TFunction } from '../../i18n/i18n.ts'
import { useLeadingDebounce } from '../../lib/debounce.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { pesos } from '../../lib/format.ts'
import { enqueueRewards } from '../../lib/overlay-store.ts'
import { showToast } from '../../ui/toast.tsx'
import { useJackpotDrawMutation } from './api/use-jackpot-draw-mutation.ts'
import { jackpotKeys, useJackpotInfoQuery } from './api/use-jackpot-info-query.ts'
import { drawStepDelays } from './draw-schedule.ts'
import { mostPayableNow } from './jackpot-figures.ts'
import { JackpotResult } from './jackpot-result.tsx'
import { JackpotSheets, type SheetName } from './jackpot-sheets.tsx'
import styles from './jackpot.module.css'
import { RunningAmount } from './running-amount.tsx'

const KNOWN_DRAW_ERRORS: readonly number[] = [
  ERROR_CODES.JACKPOT_NO_DRAW_CHANCE,
  ERROR_CODES.JACKPOT_CLOSED,
  ERROR_CODES.JACKPOT_DRAW_IN_PROGRESS,
  ERROR_CODES.JACKPOT_DRAW_FAILED,
]

/** SPEC.md §8: 1001–1004 each their own message with the code; any other errcode the generic one. */
export function drawErrorMessage(t: TFunction, error: unknown): string {
  if (
    error instanceof ApiError &&
    !KNOWN_DRAW_ERRORS.includes(error.errcode) &&
    error.errcode !== ERROR_CODES.SIGNED_OUT
  )
    return t('errors.jackpotGeneric', { code: error.errcode })
  return errorMessage(t, error)
}

/** A cell's label: the jackpot's tier, coins in pesos, points. */
function cellLabel(t: TFunction, locale: string, cell: JackpotInfo['cells'][number]): string {
  const tier = jackpotTierOf(cell.propId)
  if (tier) return t('jackpot.cell.jackpot', { tier: t(`jackpot.tiers.${tier}`) })
  if (cell.propId === AWARD_ITEM.coin) return pesos(cell.count, locale)
  return t('jackpot.cell.points', { count: cell.count })
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The jackpot of SPEC.md §2 and §4 (the modal's body and /activity/jackpot): the four tiers' running
 * amounts, the LUCKY GUY ticker, the 10-cell grid around its SPIN button, the record, rank and rule
 * buttons. A draw runs only when no spin is in progress and a chance is there (clicks debounced
 * 300 ms); the highlight follows drawStepDelays to the result's cell, then the reward popup (coins,
 * points), or for a jackpot its result popup, the wheel and the amount popup.
 */
export function JackpotPanel() {
  const { t, locale } = useTranslation()
  const queryClient = useQueryClient()
  const info = useJackpotInfoQuery({ live: true })
  const draw = useJackpotDrawMutation()
  const [highlight, setHighlight] = useState(0)
  const [spinning, setSpinning] = useState(false)
  const [result, setResult] = useState<JackpotDrawResult | null>(null)
  const [sheet, setSheet] = useState<SheetName | null>(null)
  const spinningRef = useRef(false)
  const highlightRef = useRef(0)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const data = info.data
  const handleSpin = useLeadingDebounce(() => {
    if (spinningRef.current || !data?.canReceiveDrawChance) return
    spinningRef.current = true
    setSpinning(true)
    void (async () => {
      try {
        const answer = await draw.mutateAsync({ receiveFirst: data.drawChances === 0 })
        const jackpot = jackpotTierOf(answer.propId) !== undefined
        for (const delay of drawStepDelays(highlightRef.current, answer.cell)) {
          await wait(delay)
          if (!mounted.current) break
          highlightRef.current = (highlightRef.current + 1) % JACKPOT.drawCells
          setHighlight(highlightRef.current)
        }
        // Coins or points: the reward popup every claim shows (decision 113), even if the player
        // closed the modal while the highlight ran; a jackpot: its result, wheel and amount popups.
        if (!jackpot) enqueueRewards([{ id: answer.propId, count: answer.count }], answer.heldCoins)
        else if (mounted.current) setResult(answer)
      } catch (error) {
        showToast(drawErrorMessage(t, error), 'error')
      } finally {
        spinningRef.current = false
        if (mounted.current) setSpinning(false)
        void queryClient.invalidateQueries({ queryKey: jackpotKeys.all })
      }
    })()
  })

  if (!data) return <div className={styles.loading}>{t('jackpot.drawing')}</div>
  const tip =
    data.needDeposit > 0
      ? t('jackpot.needDeposit', { amount: pesos(data.needDeposit, locale) })
      : data.needTyping > 0
        ? t('jackpot.needTyping', { amount: pesos(data.needTyping, locale) })
        : data.pendingChances + data.drawChances === 0
          ? t('jackpot.maxReached')
          : null
  return (
    <div className={styles.panel} data-testid="jackpot-panel">
      <section className={styles.total}>
        <p className={styles.totalLabel}>{t('jackpot.total')}</p>
        <p className={styles.totalAmount} data-testid="jackpot-total">
          {pesos(mostPayableNow(data), locale)}
        </p>
      </section>
      <ul className={styles.tiers}>
        {JACKPOT_TIERS.map((tier) => {
          const section = data[`${tier}JackpotSection`]
          return (
            <li key={tier} className={`${styles.tier} ${styles[tier]}`} data-testid={`jackpot-tier-${tier}`}>
              <span className={styles.tierName}>{t(`jackpot.tiers.${tier}`)}</span>
              <RunningAmount section={section} locale={locale} />
              <span className={styles.tierRange}>
                {/* A fixed prize is already the figure above; repeating it would say nothing. */}
                {section.min === section.max
                  ? t('jackpot.tierFixed')
                  : t('jackpot.tierUpTo', {
                      min: pesos(section.min, locale),
                      max: pesos(section.max, locale),
                    })}
              </span>
            </li>
          )
        })}
      </ul>
      <div className={styles.ticker} data-testid="jackpot-ticker">
        <span className={styles.tickerLabel}>{t('jackpot.luckyGuy')}</span>
        <div className={styles.tickerTrack}>
          <p className={data.jackpotWinnerList.length > 0 ? styles.tickerMove : undefined}>
            {data.jackpotWinnerList.length === 0
              ? t('jackpot.noWinners')
              : data.jackpotWinnerList
                  .map((winner) =>
                    t('jackpot.winner', {
                      name: winner.nickname,
                      tier: t(`jackpot.tiers.${jackpotTierOf(winner.propId) ?? 'mini'}`),
                      amount: pesos(winner.amount, locale),
                    }),
                  )
                  .join(' · ')}
          </p>
        </div>
      </div>
      <div className={styles.grid} data-testid="jackpot-grid">
        {data.cells.map((cell, index) => (
          <div
            key={index}
            className={`${styles.cell} ${styles[`cell${index}`]} ${cell.type === 2 ? styles.cellJackpot : ''} ${
              index === highlight ? styles.cellOn : ''
            }`}
            data-testid="jackpot-cell"
            data-on={index === highlight ? 'true' : undefined}
          >
            {cellLabel(t, locale, cell)}
          </div>
        ))}
        <button
          type="button"
          className={styles.spin}
          onClick={handleSpin}
          disabled={spinning || !data.canReceiveDrawChance}
          data-testid="jackpot-spin"
        >
          <span>{spinning ? t('jackpot.drawing') : t('jackpot.spin')}</span>
          <small>
            {data.drawChances > 0
              ? t('jackpot.chances', { count: data.drawChances })
              : data.pendingChances > 0
                ? t('jackpot.waiting', { count: data.pendingChances })
                : t('jackpot.noChance')}
          </small>
        </button>
      </div>
      {!data.open ? (
        <p className={styles.tip}>{t('jackpot.closed')}</p>
      ) : (
        tip && (
          <p className={styles.tip} data-testid="jackpot-tip">
            {tip}
          </p>
        )
      )}
      <div className={styles.buttons}>
        {(['record', 'rank', 'rule'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={styles.sheetButton}
            onClick={() => setSheet(name)}
            data-testid={`jackpot-${name}`}
          >
            {t(`jackpot.${name}`)}
          </button>
        ))}
      </div>
      <JackpotSheets open={sheet} info={data} onClose={() => setSheet(null)} />
      {result && (
        <JackpotResult result={result} wagering={data.rules.jackpotWagering} onDone={() => setResult(null)} />
      )}
    </div>
  )
}
