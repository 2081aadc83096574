import { MAX_INTEGER_ID } from '@panalo/contract/constants'
import { ERROR_CODES } from 'virtual:error-codes'
import { formatCoinsLabel } from '@panalo/contract/money'
import { useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'

import { ApiError } from '../../api/client.ts'
import { useGameListQuery } from '../../api/queries/use-game-list-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { depositPath, loginPath, PATHS } from '../../lib/paths.ts'
import { sessionToken } from '../../lib/session.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { BackIcon } from '../../ui/icons.tsx'
import { exitGame } from './api/exit-game.ts'
import { useOnlineHeartbeat } from './api/use-online-heartbeat.ts'
import { useStartGameQuery } from './api/use-start-game-query.ts'
import styles from './play.module.css'

/** Whether the page has had a tap or key press yet, which sound in the game frame needs. */
function hasUserGesture(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation
  return activation?.hasBeenActive ?? false
}

/**
 * A query parameter's value as an activity id startGame takes (1 to MAX_INTEGER_ID), or undefined.
 * Checked by hand rather than with the contract's integerIdSchema: zod stays out of the production
 * bundle (api/client.ts).
 */
function activityIdOf(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined
  const number = Number(value)
  return number > 0 && number <= MAX_INTEGER_ID ? number : undefined
}

/**
 * /game/start?gameId=…[&tryIt=1][&activityId=…]: launches a game full screen in a frame (SPEC.md §2),
 * telling the server which activity the launch came from, if any (an activityId startGame would
 * refuse is ignored: it only attributes the play). Guests go to log in unless they try a game that
 * allows demo play. While the page is visible the heartbeat runs; leaving ends the game session;
 * below the game's minimum bet the bankruptcy modal offers a deposit.
 */
export function GameStartPage() {
  const { t, locale } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const gameId = Number(params.get('gameId'))
  const tryIt = ['1', 'true'].includes(params.get('tryIt') ?? '')
  const activityId = activityIdOf(params.get('activityId'))
  const signedIn = sessionToken() !== null
  const list = useGameListQuery()
  const game = list.data?.games.find((entry) => entry.id === gameId)
  const mayPlay = signedIn || (tryIt && game?.demoAllowed === true)
  const launch = useStartGameQuery(
    gameId,
    tryIt,
    activityId,
    gameId > 0 && list.data !== undefined && mayPlay,
  )
  const [started, setStarted] = useState(hasUserGesture)
  /** The coins the last heartbeat told; until then, those at launch. */
  const [beatCoin, setBeatCoin] = useState<number | null>(null)
  const [bankruptDismissed, setBankruptDismissed] = useState(false)

  // A guest at a game that allows demo play chooses: try it, or log in (not sent to login unasked).
  const offerTryIt = !signedIn && !tryIt && game?.demoAllowed === true
  useEffect(() => {
    if (!gameId) void navigate(PATHS.index, { replace: true })
    else if (list.data && !mayPlay && !offerTryIt)
      void navigate(loginPath({ redirect: `${location.pathname}${location.search}` }), { replace: true })
  }, [gameId, list.data, mayPlay, offerTryIt, navigate, location.pathname, location.search])

  const launched = launch.data !== undefined
  useEffect(() => {
    if (!launched || !signedIn) return
    // Closing the tab unmounts nothing: pagehide ends the session then, or it would stay live until
    // the 30-minute idle end.
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) exitGame(gameId, true)
    }
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      exitGame(gameId)
    }
  }, [launched, signedIn, gameId])
  const onCoins = useCallback((next: number) => setBeatCoin(next), [])
  useOnlineHeartbeat(gameId, launched && signedIn, onCoins)

  const leave = () => {
    // Opened from inside the app: back where the player came from; opened directly: the lobby.
    if (location.key !== 'default') void navigate(-1)
    else void navigate(PATHS.index, { replace: true })
  }

  const back = (
    <button
      type="button"
      className={styles.back}
      onClick={leave}
      aria-label={t('play.back')}
      data-testid="game-back"
    >
      <BackIcon />
    </button>
  )

  if (offerTryIt) {
    return (
      <div className={styles.stage} data-testid="game-start-guest">
        {back}
        <div className={styles.message}>
          <p className={styles.messageTitle}>{t('play.guestTitle', { game: game.name })}</p>
          <p className={styles.muted}>{t('play.guestBody')}</p>
          <Button
            onClick={() => void navigate(`${PATHS.gameStart}?gameId=${gameId}&tryIt=1`, { replace: true })}
          >
            {t('play.tryIt')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void navigate(loginPath({ redirect: `${location.pathname}${location.search}` }))}
          >
            {t('play.logInToPlay')}
          </Button>
        </div>
      </div>
    )
  }

  if (launch.isError) {
    const unavailable =
      launch.error instanceof ApiError && launch.error.errcode === ERROR_CODES.GAME_UNAVAILABLE
    return (
      <div className={styles.stage} data-testid="game-start-error">
        {back}
        <div className={styles.message}>
          <p className={styles.messageTitle}>{t('play.failed')}</p>
          <p className={styles.muted}>{errorMessage(t, launch.error)}</p>
          {/* An unavailable game stays so until the operator configures its provider: no retry to offer. */}
          {!unavailable && <Button onClick={() => void launch.refetch()}>{t('play.retry')}</Button>}
          <Button variant="ghost" onClick={leave}>
            {t('play.back')}
          </Button>
        </div>
      </div>
    )
  }

  if (!launch.data) {
    return (
      <div className={styles.stage} data-testid="game-start-loading">
        {back}
        <div className={styles.message}>
          <span className={styles.spinner} aria-hidden="true" />
          <p className={styles.muted}>{t('play.loading')}</p>
        </div>
      </div>
    )
  }

  const { url, mode, minBet } = launch.data
  const coin = beatCoin ?? launch.data.coin
  const bankrupt = mode === 'real' && coin !== null && coin < minBet && !bankruptDismissed
  const name = game?.name ?? ''

  return (
    <div className={styles.stage} data-testid="game-start-page">
      <iframe
        className={styles.frame}
        src={url}
        title={name || t('play.loading')}
        allow="autoplay; fullscreen"
        data-testid="game-frame"
      />
      {back}
      {mode === 'demo' && (
        <span className={styles.badge} data-keep-clear>
          {t('play.demoBadge')}
        </span>
      )}
      {!started && (
        <button
          type="button"
          className={styles.tapLayer}
          onClick={() => setStarted(true)}
          data-testid="tap-to-start"
        >
          <span className={styles.tapTitle}>{t('play.tapToStart')}</span>
          <span className={styles.muted}>{t('play.tapHint')}</span>
        </button>
      )}
      <Dialog
        open={bankrupt}
        onClose={() => setBankruptDismissed(true)}
        title={t('play.bankruptTitle')}
        data-testid="bankruptcy-modal"
        actions={
          <>
            <Button block onClick={() => void navigate(depositPath())}>
              {t('play.deposit')}
            </Button>
            {game?.demoAllowed && (
              <Button
                block
                variant="secondary"
                onClick={() =>
                  void navigate(`${PATHS.gameStart}?gameId=${gameId}&tryIt=1`, { replace: true })
                }
              >
                {t('play.tryFree')}
              </Button>
            )}
          </>
        }
      >
        <p>
          {t('play.bankruptBody', {
            minBet: formatCoinsLabel(minBet, locale),
            coin: formatCoinsLabel(coin ?? 0, locale),
            game: name,
          })}
        </p>
      </Dialog>
    </div>
  )
}
