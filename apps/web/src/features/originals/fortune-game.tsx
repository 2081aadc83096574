import type { FortuneRound, SlotSpinView } from '@panalo/contract/originals'
import { PANALO_FORTUNE } from '@panalo/fair/panalo-fortune'
import { useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { showToast } from '../../ui/toast.tsx'
import { usePlayMutation } from './api/use-rounds.ts'
import { SlotSymbolArt } from './art.tsx'
import { BetStepper, levelsBetween } from './bet-stepper.tsx'
import styles from './originals.module.css'
import { roundOutcome } from './outcome.ts'
import { OverBalance } from './over-balance.tsx'
import { usePlayContext } from './play-context.ts'
import { blip } from './sound.ts'
import { useReducedMotion, wait } from './use-reduced-motion.ts'

const LEVELS = levelsBetween(PANALO_FORTUNE.bet.min, PANALO_FORTUNE.bet.max)
const ROWS = PANALO_FORTUNE.rows
const START_GRID = PANALO_FORTUNE.reels.map((reel) => reel.slice(0, ROWS))
const REELS = PANALO_FORTUNE.reels.length
/** What a spinning reel shows going by: a stretch of its own strip, twice, so the loop is seamless. */
const SPIN_STRIPS = PANALO_FORTUNE.reels.map((reel) => {
  const stretch = reel.slice(0, 8)
  return [...stretch, ...stretch]
})

interface Shown {
  grid: readonly (readonly string[])[]
  lineWins: SlotSpinView['lineWins']
  /** 0 in the base game, else which free spin (1-based). */
  freeSpin: number
  freeSpins: number
  win: number
  /** The round's stake, to show its result net of it. */
  stake: number
}

/** Panalo Fortune: 5×3 reels, 20 paylines, jeepney wilds, parol scatters and free spins at ×3. */
export function FortuneGame({ balance, minBet }: { balance: number | undefined; minBet: number }) {
  const { t, locale } = useTranslation()
  const play = usePlayContext()
  const reduced = useReducedMotion()
  const mutation = usePlayMutation(play, 'panalo-fortune')
  const levels = LEVELS.filter((level) => level >= minBet)
  const [chosen, setBet] = useState(LEVELS[0] ?? PANALO_FORTUNE.bet.min)
  const bet = Math.max(chosen, levels[0] ?? chosen)
  /** Reels landed so far, left to right; REELS when none is spinning. */
  const [stopped, setStopped] = useState(REELS)
  const spinning = stopped < REELS
  const [shownRound, setShownRound] = useState<number | null>(null)
  const [shown, setShown] = useState<Shown>({
    grid: START_GRID,
    lineWins: [],
    freeSpin: 0,
    freeSpins: 0,
    win: 0,
    stake: 0,
  })

  async function playBack(round: FortuneRound) {
    const spins = [round.outcome.base, ...round.outcome.freeSpins]
    let total = 0
    for (const [index, spin] of spins.entries()) {
      if (index > 0) {
        setStopped(0)
        await wait(reduced ? 120 : 450)
      }
      total += spin.win
      setShown({
        grid: spin.grid,
        lineWins: spin.lineWins,
        freeSpin: index,
        freeSpins: round.outcome.freeSpins.length,
        win: total,
        stake: round.stake,
      })
      // The reels land one after another, left to right, as on a real machine.
      for (let reel = 0; reel < REELS; reel++) {
        if (!reduced) await wait(reel === 0 ? 60 : 160)
        setStopped(reel + 1)
      }
      if (spin.freeSpinsAwarded > 0) blip('big')
      else if (spin.win > 0 && total > round.stake) blip('win')
      if (index < spins.length - 1) await wait(reduced ? 200 : spin.win > 0 ? 1100 : 500)
    }
  }

  async function handleSpin() {
    blip('spin')
    setStopped(0)
    setShown((current) => ({ ...current, lineWins: [], win: 0, freeSpin: 0, freeSpins: 0 }))
    try {
      const [answer] = await Promise.all([
        mutation.mutateAsync({ call: 'fortuneSpin', bet }),
        wait(reduced ? 0 : 650),
      ])
      if (answer.round.game === 'panalo-fortune') await playBack(answer.round)
      setShownRound(answer.round.id)
      if (answer.round.win === 0) blip('lose')
    } catch (error) {
      setStopped(REELS)
      showToast(errorMessage(t, error), 'error')
    }
  }

  const winning = new Set<string>()
  for (const lineWin of shown.lineWins) {
    const rows = PANALO_FORTUNE.paylines[lineWin.line] ?? []
    for (let reel = 0; reel < lineWin.count; reel++) winning.add(`${reel}:${rows[reel]}`)
  }
  const busy = spinning || mutation.isPending
  // Said once the reels have landed, not while they still run.
  const outcome = !spinning && shown.win > 0 ? roundOutcome(t, shown.win, shown.stake, locale) : null
  return (
    <div className={styles.fortune} data-testid="fortune" data-round={shownRound ?? ''}>
      <div className={styles.fortuneBanner} data-lit={spinning || undefined}>
        {shown.freeSpins > 0 ? (
          <span className={styles.freeSpins} data-testid="free-spins">
            {shown.freeSpin === 0
              ? t('originals.fortune.freeSpinsWon', { count: shown.freeSpins })
              : t('originals.fortune.freeSpin', { index: shown.freeSpin, count: shown.freeSpins })}
          </span>
        ) : (
          <span>{t('originals.fortune.tagline')}</span>
        )}
      </div>
      <div className={styles.reels} data-testid="reels" aria-busy={spinning}>
        {shown.grid.map((column, reel) => {
          const reelSpinning = reel >= stopped
          return (
            <div
              key={reel}
              className={`${styles.reel} ${reelSpinning ? styles.reelSpinning : styles.reelLanded}`}
              data-spinning={reelSpinning || undefined}
            >
              {column.map((symbol, row) => (
                <div
                  key={row}
                  className={`${styles.cell} ${!spinning && winning.has(`${reel}:${row}`) ? styles.cellWin : ''}`}
                  data-symbol={symbol}
                >
                  <SlotSymbolArt id={symbol} />
                </div>
              ))}
              {reelSpinning && (
                <div className={styles.strip} aria-hidden>
                  {SPIN_STRIPS[reel]?.map((symbol, index) => (
                    <div key={index} className={styles.cell}>
                      <SlotSymbolArt id={symbol} />
                    </div>
                  ))}
                </div>
              )}
            </div>
          )
        })}
        {!spinning && shown.lineWins.length > 0 && (
          <svg className={styles.paylines} viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden>
            {shown.lineWins.map((lineWin) => (
              <polyline
                key={lineWin.line}
                points={(PANALO_FORTUNE.paylines[lineWin.line] ?? [])
                  .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                  .join(' ')}
              />
            ))}
          </svg>
        )}
      </div>
      <p
        className={`${styles.winLine} ${styles.winPanel} ${outcome?.kind === 'net-win' ? styles.celebrate : ''}`}
        data-testid="fortune-win"
        data-outcome={outcome?.kind}
        aria-live="polite"
      >
        {outcome ? outcome.text : ' '}
      </p>
      <div className={`${styles.controls} ${styles.fortuneControls}`}>
        <BetStepper value={bet} levels={levels} onChange={setBet} disabled={busy} />
        <Button
          className={styles.bigButton}
          onClick={() => void handleSpin()}
          loading={busy}
          disabled={balance !== undefined && balance < bet}
          data-testid="spin-button"
        >
          {t('originals.fortune.spin')}
        </Button>
      </div>
      {!busy && <OverBalance stake={bet} balance={balance} />}
      <p className={styles.rules}>{t('originals.fortune.rules')}</p>
    </div>
  )
}
