import { formatExactPesos } from '@panalo/contract/money'
import type { OriginalsGame, OriginalsRound } from '@panalo/contract/originals'
import { Link } from 'react-router'

import { type TFunction, useTranslation } from '../../i18n/i18n.ts'
import { fairPath } from '../../lib/paths.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { useRecentRoundsQuery } from './api/use-rounds.ts'
import styles from './originals.module.css'
import { usePlayContext } from './play-context.ts'

// Exact: a round that paid ₱0.90 must not read ₱0.
const coins = (hundredths: number | null) => (hundredths === null ? '—' : formatExactPesos(hundredths))

/** What a round came to, in a few words. */
export function roundSummary(t: TFunction, round: OriginalsRound): string {
  switch (round.game) {
    case 'panalo-fortune': {
      const free = round.outcome.freeSpins.length
      const lines = round.outcome.base.lineWins.length
      if (free > 0) return t('originals.history.fortuneFree', { count: free })
      return lines > 0 || round.outcome.base.scatterWin > 0
        ? t('originals.history.fortuneLines', { count: lines })
        : t('originals.noWin')
    }
    case 'color-game':
      return round.outcome.roll.map((colour) => t(`originals.colour.${colour}`)).join(' · ')
    case 'mines':
      if (round.state === 'open')
        return t('originals.history.minesOpen', { count: round.outcome.picks.length })
      return round.outcome.hitMine
        ? t('originals.history.minesBoom', { mines: round.params.mines })
        : t('originals.history.minesCashed', { count: round.outcome.picks.length, mines: round.params.mines })
  }
}

/** The last 10 rounds: outcome, stake, win and the balance before and after each. */
export function HistorySheet({
  game,
  open,
  onClose,
}: {
  game: OriginalsGame
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const play = usePlayContext()
  const recent = useRecentRoundsQuery(play, game, open)
  const rounds = recent.data?.rounds
  return (
    <Dialog
      open={open}
      onClose={onClose}
      placement="bottom"
      title={t('originals.history.title')}
      data-testid="history-sheet"
    >
      {!rounds ? (
        <p>{recent.isError ? t('originals.loadFailed') : t('common.loading')}</p>
      ) : rounds.length === 0 ? (
        <p className={styles.muted}>{t('originals.history.none')}</p>
      ) : (
        <ol className={styles.history}>
          {rounds.map((round) => (
            <li
              key={round.id}
              className={styles.historyRow}
              data-testid="history-row"
              data-round-id={round.id}
            >
              <div className={styles.historyTop}>
                <span>{roundSummary(t, round)}</span>
                <strong className={(round.win ?? 0) > 0 ? styles.won : ''}>{coins(round.win)}</strong>
              </div>
              <div className={styles.historyBottom}>
                <span>{t('originals.history.stake', { amount: coins(round.stake) })}</span>
                <span data-testid="history-balances">
                  {coins(round.balanceBefore)} → {coins(round.balanceAfter)}
                </span>
                {round.state !== 'open' && (
                  <Link to={fairPath(round.id, play.mode)} className={styles.verifyLink}>
                    {t('originals.history.verify')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  )
}
