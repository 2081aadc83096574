import { formatCoinsLabel } from '@panalo/contract/money'
import { COLOURS, type ColorGameRound, type ColourId } from '@panalo/contract/originals'
import { COLOR_GAME } from '@panalo/fair/color-game'
import { useState } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { showToast } from '../../ui/toast.tsx'
import { usePlayMutation } from './api/use-rounds.ts'
import { COLOUR_FILL, ColourDie } from './art.tsx'
import { levelsBetween } from './bet-stepper.tsx'
import styles from './originals.module.css'
import { roundOutcome } from './outcome.ts'
import { OverBalance } from './over-balance.tsx'
import { usePlayContext } from './play-context.ts'
import { blip } from './sound.ts'
import { useReducedMotion, wait } from './use-reduced-motion.ts'

const CHIPS = levelsBetween(COLOR_GAME.bet.min, 50_000).filter((level) =>
  [100, 500, 1_000, 5_000, 10_000, 50_000].includes(level),
)

/** Color Game: chips on the six perya colours, three dice; a colour on k dice pays k:1. */
export function ColorGame({ balance, minBet }: { balance: number | undefined; minBet: number }) {
  const { t, locale } = useTranslation()
  const play = usePlayContext()
  const reduced = useReducedMotion()
  const mutation = usePlayMutation(play, 'color-game')
  // Each colour's bet is at least the catalogue's minimum, so the smallest chip is too.
  const chips = CHIPS.filter((value) => value >= minBet)
  const [chosenChip, setChip] = useState(CHIPS[0] ?? 100)
  const chip = Math.max(chosenChip, chips[0] ?? chosenChip)
  const [bets, setBets] = useState<Partial<Record<ColourId, number>>>({})
  const [rolling, setRolling] = useState(false)
  const [result, setResult] = useState<ColorGameRound | null>(null)
  const staked = Object.values(bets).reduce((sum, amount) => sum + amount, 0)

  function placeChip(colour: ColourId) {
    blip('tap')
    setResult(null)
    setBets((current) => ({
      ...current,
      [colour]: Math.min(COLOR_GAME.bet.max, (current[colour] ?? 0) + chip),
    }))
  }

  async function handleRoll() {
    const list = COLOURS.flatMap((colour) => {
      const amount = bets[colour]
      return amount ? [{ colour, amount }] : []
    })
    blip('spin')
    setRolling(true)
    setResult(null)
    try {
      const [answer] = await Promise.all([
        mutation.mutateAsync({ call: 'colorGameRoll', bets: list }),
        wait(reduced ? 0 : 900),
      ])
      if (answer.round.game === 'color-game') setResult(answer.round)
      blip((answer.round.win ?? 0) > answer.round.stake ? 'win' : 'lose')
    } catch (error) {
      showToast(errorMessage(t, error), 'error')
    } finally {
      setRolling(false)
    }
  }

  const roll = result?.outcome.roll
  const outcome = result ? roundOutcome(t, result.win ?? 0, result.stake, locale) : null
  return (
    <div className={styles.colorGame}>
      <div
        className={`${styles.dice} ${rolling ? styles.rolling : ''}`}
        data-testid="dice"
        aria-live="polite"
      >
        {(roll ?? ['yellow', 'pink', 'blue']).map((colour, index) => (
          <div key={index} className={styles.die} data-colour={roll ? colour : ''}>
            <ColourDie
              colour={rolling || !roll ? (['yellow', 'pink', 'blue'][index] ?? 'white') : colour}
              label={roll ? t(`originals.colour.${colour}`) : t('originals.colorGame.die')}
            />
          </div>
        ))}
      </div>
      <p
        className={`${styles.winLine} ${outcome?.kind === 'net-win' ? styles.celebrate : ''}`}
        data-testid="color-result"
        data-outcome={outcome?.kind}
      >
        {outcome ? outcome.text : ' '}
      </p>
      <div className={styles.board}>
        {COLOURS.map((colour) => {
          // Only a colour the player bet on pays; a rolled colour without a bet is lit but pays nothing.
          const rolled = roll?.filter((die) => die === colour).length ?? 0
          const matches = result?.outcome.bets.find((bet) => bet.colour === colour)?.matches ?? 0
          return (
            <button
              key={colour}
              type="button"
              className={`${styles.spot} ${roll && rolled > 0 ? styles.spotHit : ''}`}
              style={{ background: COLOUR_FILL[colour] }}
              data-colour={colour}
              disabled={rolling}
              aria-label={t('originals.colorGame.betOn', { colour: t(`originals.colour.${colour}`) })}
              onClick={() => placeChip(colour)}
            >
              <span className={styles.spotName}>{t(`originals.colour.${colour}`)}</span>
              {bets[colour] ? (
                <span className={styles.chipOn}>₱{formatCoinsLabel(bets[colour] ?? 0)}</span>
              ) : null}
              {roll && matches > 0 && (
                <span className={styles.pays} data-testid="pays">{`${matches}:1`}</span>
              )}
            </button>
          )
        })}
      </div>
      <div className={styles.chips} role="radiogroup" aria-label={t('originals.colorGame.chip')}>
        {chips.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={chip === value}
            className={`${styles.chip} ${chip === value ? styles.chipActive : ''}`}
            onClick={() => setChip(value)}
          >
            {formatCoinsLabel(value)}
          </button>
        ))}
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" size="sm" disabled={rolling || staked === 0} onClick={() => setBets({})}>
          {t('originals.colorGame.clear')}
        </Button>
        <span className={styles.staked}>
          {t('originals.colorGame.staked', { amount: formatCoinsLabel(staked) })}
        </span>
        <Button
          className={styles.bigButton}
          loading={rolling}
          disabled={staked === 0 || (balance !== undefined && balance < staked)}
          onClick={() => void handleRoll()}
          data-testid="roll-button"
        >
          {t('originals.colorGame.roll')}
        </Button>
      </div>
      {!rolling && staked > 0 && <OverBalance stake={staked} balance={balance} />}
      <p className={styles.rules}>{t('originals.colorGame.rules')}</p>
    </div>
  )
}
