import {
  DEV_CHANCE_TOTAL,
  type DevGameSheet,
  type DevRoundAnswer,
  type DevSessionAnswer,
} from '@panalo/contract/dev-aggregator'
import { useState, type CSSProperties } from 'react'
import { useSearchParams } from 'react-router'

import { useTranslation, type TextKey } from '../../i18n/i18n.ts'
import { depositPath } from '../../lib/paths.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { pesos, percent, roundVerdict, signedPesos, times } from './amounts.ts'
import { DevAggregatorError } from './api/dev-aggregator-fetch.ts'
import { useDevPlayMutation } from './api/use-dev-play-mutation.ts'
import { useDevSessionQuery } from './api/use-dev-session-query.ts'
import styles from './dev-game-page.module.css'
import { SlotsStage } from './slots-stage.tsx'
import { WagerStage } from './wager-stage.tsx'

/** The play button says what the round does: by the engine's look, or Spin for slots. */
const PLAY_LABEL: Record<'slots' | Extract<DevGameSheet['paytable'], { look: string }>['look'], TextKey> = {
  slots: 'devGames.spin',
  pond: 'devGames.shoot',
  cards: 'devGames.deal',
  wheel: 'devGames.spin',
  dice: 'devGames.roll',
  crash: 'devGames.launch',
  plinko: 'devGames.drop',
}

/**
 * /dev-aggregator/play/:gameCode?session=…: a HubPlay game as the development aggregator serves it
 * (docs/decisions/022), inside /game/start's frame. The page shows the game's own name, art, paytable
 * and RTP, and asks the aggregator for each round; the aggregator moves the coins through Panalo's
 * wallet. It shows each round's net result and celebrates only a net win.
 */
export function DevGamePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const session = params.get('session') ?? ''
  const opened = useDevSessionQuery(session)

  if (opened.data) return <DevGame opened={opened.data} session={session} />
  return (
    <div className={styles.page} data-testid="dev-game-page">
      <div className={styles.centre}>
        {opened.isError || session === '' ? (
          <p className={styles.problem} role="alert">
            {opened.error instanceof DevAggregatorError ? opened.error.message : t('devGames.unreachable')}
          </p>
        ) : (
          <p className={styles.muted}>{t('devGames.loading')}</p>
        )}
      </div>
    </div>
  )
}

function DevGame({ opened, session }: { opened: DevSessionAnswer; session: string }) {
  const { t, locale } = useTranslation()
  const { game, mode } = opened
  const { paytable } = game
  const [balance, setBalance] = useState(opened.balance)
  const [stakeIndex, setStakeIndex] = useState(0)
  const [wager, setWager] = useState(paytable.engine === 'slots' ? undefined : paytable.wagers[0]?.id)
  const [round, setRound] = useState<DevRoundAnswer | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [paytableOpen, setPaytableOpen] = useState(false)
  const play = useDevPlayMutation()
  const stake = game.stakes[stakeIndex] ?? game.stakes[0] ?? 0
  const short = balance < stake
  const busy = play.isPending

  const handlePlay = () => {
    setProblem(null)
    play.mutate(
      { session, stake, ...(wager === undefined ? {} : { wager }) },
      {
        onSuccess: (answer) => {
          setRound(answer)
          setBalance(answer.balance)
        },
        onError: (error) => {
          if (error instanceof DevAggregatorError) {
            setProblem(error.message)
            if (error.answer.balance !== null) setBalance(error.answer.balance)
          } else setProblem(t('devGames.unreachable'))
        },
      },
    )
  }

  const palette = { '--game-a': game.palette[0], '--game-b': game.palette[1] } as CSSProperties
  return (
    <div className={styles.page} style={palette} data-testid="dev-game-page" data-engine={game.engine}>
      <header className={styles.header}>
        <img className={styles.art} src={game.art} alt="" width={44} height={44} />
        <div className={styles.titles}>
          <h1 className={styles.name}>{game.name}</h1>
          <p className={styles.studio}>
            <span>{game.studio}</span>
            <span className={styles.rtp}>{t('devGames.rtp', { rtp: (game.rtp / 100).toFixed(2) })}</span>
          </p>
        </div>
        <button
          type="button"
          className={styles.infoButton}
          onClick={() => setPaytableOpen(true)}
          data-testid="dev-paytable-open"
        >
          {t('devGames.paytable')}
        </button>
      </header>
      {game.live && <p className={styles.notice}>{t('devGames.liveNotice')}</p>}

      <main className={styles.stage}>
        {paytable.engine === 'slots' ? (
          <SlotsStage
            symbols={paytable.symbols}
            detail={round?.detail.engine === 'slots' ? round.detail : null}
            spinning={busy}
          />
        ) : (
          <WagerStage
            engine={paytable.engine}
            look={paytable.look}
            wagers={paytable.wagers}
            selected={wager}
            onSelect={setWager}
            detail={round?.detail.engine === 'slots' ? null : (round?.detail ?? null)}
            busy={busy}
          />
        )}
      </main>

      <div className={styles.result} aria-live="polite" data-testid="dev-round-result">
        {problem ? (
          <p className={styles.problem}>{problem}</p>
        ) : busy ? (
          <p className={styles.muted}>{t('devGames.playing')}</p>
        ) : round ? (
          <RoundResult round={round} />
        ) : (
          <p className={styles.muted}>{t('devGames.pickStake')}</p>
        )}
      </div>

      <footer className={styles.controls}>
        <div className={styles.balanceRow}>
          <span className={styles.muted}>
            {mode === 'demo' ? t('devGames.demoBalance') : t('devGames.balance')}
          </span>
          <strong data-testid="dev-balance">{pesos(balance, locale)}</strong>
        </div>
        <div className={styles.stakeRow}>
          <button
            type="button"
            className={styles.step}
            onClick={() => setStakeIndex((index) => Math.max(0, index - 1))}
            disabled={busy || stakeIndex === 0}
            aria-label={t('devGames.lessStake')}
          >
            −
          </button>
          <div className={styles.stake}>
            <span className={styles.muted}>{t('devGames.stake')}</span>
            <strong data-testid="dev-stake">{pesos(stake, locale)}</strong>
          </div>
          <button
            type="button"
            className={styles.step}
            onClick={() => setStakeIndex((index) => Math.min(game.stakes.length - 1, index + 1))}
            disabled={busy || stakeIndex === game.stakes.length - 1}
            aria-label={t('devGames.moreStake')}
          >
            +
          </button>
        </div>
        <Button block onClick={handlePlay} disabled={busy || short} data-testid="dev-play">
          {t(PLAY_LABEL[paytable.engine === 'slots' ? 'slots' : paytable.look])}
        </Button>
        {short && (
          <p className={styles.hint}>
            {t('devGames.short', { stake: pesos(stake, locale) })}{' '}
            {mode === 'real' && (
              // The page is in the launch page's frame: the deposit opens in the whole window.
              <a href={depositPath()} target="_top" data-testid="dev-deposit">
                {t('devGames.deposit')}
              </a>
            )}
          </p>
        )}
      </footer>

      <Dialog
        open={paytableOpen}
        onClose={() => setPaytableOpen(false)}
        title={t('devGames.paytableTitle', { game: game.name })}
        placement="bottom"
      >
        <Paytable game={game} />
      </Dialog>
    </div>
  )
}

/** The net result of a round: a win is celebrated only when it is more than the stake. */
function RoundResult({ round }: { round: DevRoundAnswer }) {
  const { t, locale } = useTranslation()
  const values = { win: pesos(round.win, locale), stake: pesos(round.stake, locale) }
  const verdict = roundVerdict(round)
  if (verdict === 'win')
    return (
      <div className={`${styles.banner} ${styles.won}`} data-outcome="win">
        <strong>{t('devGames.won', values)}</strong>
        <span>{t('devGames.net', { net: signedPesos(round.net, locale) })}</span>
      </div>
    )
  if (verdict === 'push')
    return (
      <div className={styles.banner} data-outcome="push">
        <strong>{t('devGames.push', values)}</strong>
        <span>{t('devGames.net', { net: signedPesos(0, locale) })}</span>
      </div>
    )
  return (
    <div className={`${styles.banner} ${styles.lost}`} data-outcome="loss">
      <strong>{round.win > 0 ? t('devGames.partLoss', values) : t('devGames.loss')}</strong>
      <span>{t('devGames.net', { net: signedPesos(round.net, locale) })}</span>
    </div>
  )
}

function Paytable({ game }: { game: DevGameSheet }) {
  const { t } = useTranslation()
  const { paytable } = game
  return (
    <div className={styles.paytable} data-testid="dev-paytable">
      <p className={styles.muted}>
        {t(game.engine === 'slots' ? 'devGames.rulesSlots' : 'devGames.rulesWagers')}
      </p>
      {paytable.engine === 'slots' ? (
        <table>
          <thead>
            <tr>
              <th>{t('devGames.line')}</th>
              <th>{t('devGames.pays')}</th>
              <th>{t('devGames.chance')}</th>
            </tr>
          </thead>
          <tbody>
            {paytable.symbols.map((symbol) => (
              <tr key={symbol.id}>
                <td>3 × {symbol.name}</td>
                <td>{times(symbol.pays)}</td>
                <td>{percent(symbol.chance, DEV_CHANCE_TOTAL)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        paytable.wagers.map((entry) => (
          <table key={entry.id}>
            <caption>
              {entry.label} · {t('devGames.rtp', { rtp: (entry.rtp / 100).toFixed(2) })}
            </caption>
            <tbody>
              {entry.outcomes.map((outcome) => (
                <tr key={outcome.id}>
                  <td>{outcome.label}</td>
                  <td>{outcome.returns === 0 ? '—' : times(outcome.returns)}</td>
                  <td>{percent(outcome.chance, DEV_CHANCE_TOTAL)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))
      )}
      <p className={styles.muted}>{t('devGames.returnsNote', { rtp: (game.rtp / 100).toFixed(2) })}</p>
    </div>
  )
}
