import { formatExactLabel } from '@panalo/contract/money'
import type { MinesRound, OriginalsRound } from '@panalo/contract/originals'
import { MINES, minesMultiplierBasisPoints, minesPayout } from '@panalo/fair/mines'
import { useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { showToast } from '../../ui/toast.tsx'
import { usePlayMutation } from './api/use-rounds.ts'
import { Gem, Mine } from './art.tsx'
import { BetStepper, levelsBetween } from './bet-stepper.tsx'
import styles from './originals.module.css'
import { roundOutcome } from './outcome.ts'
import { OverBalance } from './over-balance.tsx'
import { usePlayContext } from './play-context.ts'
import { blip } from './sound.ts'

const LEVELS = levelsBetween(MINES.bet.min, MINES.bet.max)
const MINE_CHOICES = [1, 3, 5, 10, 24]
const TILES = Array.from({ length: MINES.tiles }, (_, tile) => tile)

const multiplierLabel = (bp: number) => `${(bp / 10_000).toFixed(2)}×`

/** Mines: 25 tiles, 1–24 mines; reveal gems and cash out before a mine. */
export function MinesGame({
  balance,
  minBet,
  openRound,
  ready,
}: {
  balance: number | undefined
  minBet: number
  openRound: OriginalsRound | null
  ready: boolean
}) {
  const { t, locale } = useTranslation()
  const play = usePlayContext()
  const mutation = usePlayMutation(play, 'mines')
  const levels = LEVELS.filter((level) => level >= minBet)
  const [chosen, setStake] = useState(LEVELS[0] ?? MINES.bet.min)
  const stake = Math.max(chosen, levels[0] ?? chosen)
  const [mines, setMines] = useState(3)
  // The open round lives in the open-round query (a round left mid-way, or after a crash, comes
  // back from there); a round that just ended stays on screen until the next bet.
  const [ended, setEnded] = useState<MinesRound | null>(null)
  const open = openRound?.game === 'mines' && openRound.state === 'open' ? openRound : null
  const round = open ?? ended

  async function send(request: Parameters<typeof mutation.mutateAsync>[0]) {
    try {
      const answer = await mutation.mutateAsync(request)
      if (answer.round.game !== 'mines') return
      setEnded(answer.round.state === 'open' ? null : answer.round)
      const { outcome } = answer.round
      if (answer.round.state !== 'open') blip(outcome.hitMine ? 'lose' : 'big')
      else if (request.call === 'minesReveal') blip('win')
    } catch (error) {
      showToast(errorMessage(t, error), 'error')
    }
  }

  const inPlay = round?.state === 'open'
  const over = round !== null && !inPlay
  const picks = new Set(round?.outcome.picks ?? [])
  const positions = new Set(round?.outcome.positions ?? [])
  // Between rounds the ladder follows the mine count picked for the next one.
  const roundMines = inPlay && round ? round.params.mines : mines
  const safe =
    round && !round.outcome.hitMine && round.params.mines === roundMines ? round.outcome.picks.length : 0
  const ladder = Array.from({ length: MINES.tiles - roundMines }, (_, index) => index + 1)
  const payoutNow = inPlay && safe > 0 && round ? minesPayout(round.stake, roundMines, safe) : 0

  return (
    <div className={styles.mines}>
      <ol className={styles.ladder} aria-label={t('originals.mines.ladder')} data-testid="multiplier-ladder">
        {ladder.slice(Math.max(0, safe - 2), Math.max(0, safe - 2) + 6).map((step) => (
          <li key={step} className={step === safe ? styles.ladderNow : step < safe ? styles.ladderDone : ''}>
            <small>{step}</small>
            {multiplierLabel(minesMultiplierBasisPoints(roundMines, step))}
          </li>
        ))}
      </ol>
      <div className={styles.field} data-testid="mines-field">
        {TILES.map((tile) => {
          const picked = picks.has(tile)
          const isMine = positions.has(tile)
          const show = picked || over
          return (
            <button
              key={tile}
              type="button"
              className={`${styles.tile} ${show ? styles.tileOpen : ''} ${picked && isMine ? styles.tileBoom : ''} ${over && !picked ? styles.tileDim : ''}`}
              disabled={!inPlay || picked || mutation.isPending}
              data-tile={tile}
              data-state={show ? (isMine ? 'mine' : 'gem') : 'hidden'}
              aria-label={
                show
                  ? isMine
                    ? t('originals.mines.mine')
                    : t('originals.mines.gem')
                  : t('originals.mines.tile', { tile: tile + 1 })
              }
              onClick={() => round && void send({ call: 'minesReveal', roundId: round.id, tile })}
            >
              {show && (isMine ? <Mine /> : <Gem />)}
            </button>
          )
        })}
      </div>
      <p className={styles.winLine} data-testid="mines-status" aria-live="polite">
        {inPlay
          ? safe > 0
            ? t('originals.mines.current', { multiplier: multiplierLabel(round?.outcome.multiplierBp ?? 0) })
            : t('originals.mines.pickATile')
          : over && round
            ? round.outcome.hitMine
              ? t('originals.mines.boom')
              : roundOutcome(t, round.win ?? 0, round.stake, locale).text
            : ' '}
      </p>
      {inPlay && round ? (
        <div className={styles.controls}>
          <Button
            className={styles.bigButton}
            disabled={safe === 0}
            loading={mutation.isPending}
            onClick={() => void send({ call: 'minesCashout', roundId: round.id })}
            data-testid="cashout-button"
          >
            {safe > 0
              ? t('originals.mines.cashoutAmount', { amount: formatExactLabel(payoutNow) })
              : t('originals.mines.cashout')}
          </Button>
        </div>
      ) : (
        <>
          <div className={styles.mineCount} role="radiogroup" aria-label={t('originals.mines.count')}>
            <span className={styles.mineCountLabel}>{t('originals.mines.count')}</span>
            {MINE_CHOICES.map((count) => (
              <button
                key={count}
                type="button"
                role="radio"
                aria-checked={mines === count}
                className={`${styles.chip} ${mines === count ? styles.chipActive : ''}`}
                onClick={() => setMines(count)}
              >
                {count}
              </button>
            ))}
            <select
              className={styles.select}
              aria-label={t('originals.mines.countOther')}
              value={mines}
              onChange={(event) => setMines(Number(event.target.value))}
            >
              {Array.from({ length: MINES.maxMines }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.controls}>
            <BetStepper value={stake} levels={levels} onChange={setStake} disabled={mutation.isPending} />
            <Button
              className={styles.bigButton}
              loading={mutation.isPending}
              disabled={!ready || (balance !== undefined && balance < stake)}
              onClick={() => void send({ call: 'minesStart', stake, mines })}
              data-testid="mines-start"
            >
              {t('originals.mines.start')}
            </Button>
          </div>
          {!mutation.isPending && <OverBalance stake={stake} balance={balance} />}
        </>
      )}
      <p className={styles.rules}>{t('originals.mines.rules')}</p>
    </div>
  )
}
