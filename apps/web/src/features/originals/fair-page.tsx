import { formatExactLabel } from '@panalo/contract/money'
import {
  ORIGINALS_GAMES,
  type OriginalsGame,
  type OriginalsRound,
  type Play,
} from '@panalo/contract/originals'
import { MINES } from '@panalo/fair/mines'
import { useState } from 'react'
import { useSearchParams } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { isEmbedded } from '../../lib/embedded.ts'
import { Button } from '../../ui/button.tsx'
import { useDemoSessionQuery } from './api/use-demo-session.ts'
import { useRoundQuery } from './api/use-rounds.ts'
import { ColourDie, Gem, Mine, SlotSymbolArt } from './art.tsx'
import styles from './originals.module.css'
import { matchesRound, recompute, type Recomputed, type VerifyInput } from './verify.ts'

const EMPTY: VerifyInput = {
  game: 'panalo-fortune',
  serverSeed: '',
  clientSeed: '',
  nonce: 0,
  bet: 100,
  bets: [],
  mines: 3,
}

function inputFromRound(round: OriginalsRound): VerifyInput {
  const base = {
    ...EMPTY,
    game: round.game,
    serverSeed: round.serverSeed ?? '',
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  }
  if (round.game === 'panalo-fortune') return { ...base, bet: round.params.bet }
  if (round.game === 'color-game') return { ...base, bets: round.params.bets }
  return { ...base, mines: round.params.mines }
}

/**
 * /fair: recomputes a round from its seeds in this browser with packages/fair. Opened from a round it
 * is prefilled and says whether the stored outcome and the commitment shown before play match.
 */
export function FairPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const roundId = Number(search.get('round')) || null
  const mode = search.get('mode') === 'demo' ? 'demo' : 'real'
  const demo = useDemoSessionQuery(roundId !== null && mode === 'demo')
  const play: Play | null =
    roundId === null
      ? null
      : mode === 'real'
        ? { mode }
        : demo.data
          ? { mode, demoId: demo.data.demoId }
          : null
  const stored = useRoundQuery(play, roundId)
  const round = stored.data ?? null
  return (
    <div className={styles.fairPage} data-testid="fair-page">
      <p className={styles.sheetIntro}>{t('originals.verify.intro')}</p>
      {roundId !== null && stored.isError && (
        <p className={styles.bad}>{t('originals.verify.roundNotFound')}</p>
      )}
      {round && (
        <p className={styles.muted}>
          {t('originals.verify.loaded', { id: round.id, game: t(`originals.games.${round.game}`) })}
        </p>
      )}
      {round && round.serverSeed === null && (
        <p className={styles.warn}>{t('originals.verify.notRevealed')}</p>
      )}
      <Verifier key={round?.id ?? 'blank'} round={round} />
      {/* In a game's frame the top bar has no back arrow (the frame's own leaves the game). */}
      {isEmbedded() && window.history.length > 1 && (
        <Button variant="secondary" block onClick={() => window.history.back()}>
          {t('originals.verify.backToGame')}
        </Button>
      )}
    </div>
  )
}

function tryRecompute(value: VerifyInput): { result: Recomputed | null; error: string | null } {
  try {
    return { result: recompute(value), error: null }
  } catch (caught) {
    return { result: null, error: caught instanceof Error ? caught.message : String(caught) }
  }
}

/** The form and its verdict; keyed by the stored round, so a loaded round prefills it and runs it. */
function Verifier({ round }: { round: OriginalsRound | null }) {
  const { t } = useTranslation()
  const [input, setInput] = useState<VerifyInput>(() => (round ? inputFromRound(round) : EMPTY))
  const [outcome, setOutcome] = useState(() =>
    round?.serverSeed ? tryRecompute(inputFromRound(round)) : { result: null, error: null },
  )
  const { result, error } = outcome

  const change = (patch: Partial<VerifyInput>) => {
    setInput((current) => ({ ...current, ...patch }))
    setOutcome({ result: null, error: null })
  }
  const canVerify = /^[0-9a-f]{64}$/.test(input.serverSeed) && input.clientSeed.length > 0 && input.nonce >= 0
  const matches = result && round ? matchesRound(result, round) : null

  return (
    <>
      <form
        className={styles.fairForm}
        onSubmit={(event) => {
          event.preventDefault()
          setOutcome(tryRecompute(input))
        }}
      >
        <label>
          {t('originals.verify.game')}
          <select
            className={styles.input}
            value={input.game}
            onChange={(event) => change({ game: event.target.value as OriginalsGame })}
          >
            {ORIGINALS_GAMES.map((game) => (
              <option key={game} value={game}>
                {t(`originals.games.${game}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('originals.verify.serverSeed')}
          <input
            className={styles.input}
            value={input.serverSeed}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => change({ serverSeed: event.target.value.trim() })}
          />
        </label>
        <label>
          {t('originals.fair.clientSeed')}
          <input
            className={styles.input}
            value={input.clientSeed}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => change({ clientSeed: event.target.value })}
          />
        </label>
        <label>
          {t('originals.verify.nonce')}
          <input
            className={styles.input}
            type="number"
            min={0}
            inputMode="numeric"
            value={input.nonce}
            onChange={(event) => change({ nonce: Math.max(0, Math.floor(Number(event.target.value) || 0)) })}
          />
        </label>
        {input.game === 'panalo-fortune' && (
          <label>
            {t('originals.verify.bet')}
            <input
              className={styles.input}
              type="number"
              min={1}
              inputMode="numeric"
              value={input.bet / 100}
              onChange={(event) => change({ bet: Math.round(Number(event.target.value) * 100) })}
            />
          </label>
        )}
        {input.game === 'mines' && (
          <label>
            {t('originals.mines.count')}
            <input
              className={styles.input}
              type="number"
              min={MINES.minMines}
              max={MINES.maxMines}
              value={input.mines}
              onChange={(event) => change({ mines: Number(event.target.value) })}
            />
          </label>
        )}
        <Button type="submit" disabled={!canVerify} data-testid="verify-button">
          {t('originals.verify.run')}
        </Button>
      </form>
      {error && <p className={styles.bad}>{error}</p>}
      {result && (
        <section className={styles.verdict} data-testid="verify-result" aria-live="polite">
          <dl className={styles.seeds}>
            <dt>{t('originals.verify.commitment')}</dt>
            <dd className={styles.hash}>{result.commitment}</dd>
          </dl>
          <RecomputedView result={result} />
          {matches !== null && (
            <p
              className={matches ? styles.good : styles.bad}
              data-testid="verify-verdict"
              data-matches={matches}
            >
              {matches ? t('originals.verify.matches') : t('originals.verify.differs')}
            </p>
          )}
        </section>
      )}
    </>
  )
}

function RecomputedView({ result }: { result: Recomputed }) {
  const { t } = useTranslation()
  if (result.game === 'panalo-fortune') {
    const { round } = result
    return (
      <div>
        <div className={styles.miniReels}>
          {round.base.grid.map((column, reel) => (
            <div key={reel} className={styles.reel}>
              {column.map((symbol, row) => (
                <div key={row} className={styles.miniCell}>
                  <SlotSymbolArt id={symbol} />
                </div>
              ))}
            </div>
          ))}
        </div>
        <p>
          {t('originals.verify.fortuneResult', {
            amount: formatExactLabel(round.totalWin),
            count: round.freeSpins.length,
          })}
        </p>
      </div>
    )
  }
  if (result.game === 'color-game')
    return (
      <div>
        <div className={styles.miniDice}>
          {result.roll.map((colour, index) => (
            <div key={index} className={styles.miniDie}>
              <ColourDie colour={colour} label={t(`originals.colour.${colour}`)} />
            </div>
          ))}
        </div>
        {result.payout !== null && (
          <p>{t('originals.verify.payout', { amount: formatExactLabel(result.payout) })}</p>
        )}
      </div>
    )
  const mines = new Set(result.positions)
  return (
    <div
      className={styles.miniField}
      aria-label={t('originals.verify.minesAt', {
        tiles: result.positions.map((tile) => tile + 1).join(', '),
      })}
    >
      {Array.from({ length: MINES.tiles }, (_, tile) => (
        <div key={tile} className={styles.miniTile}>
          {mines.has(tile) ? <Mine /> : <Gem />}
        </div>
      ))}
    </div>
  )
}
