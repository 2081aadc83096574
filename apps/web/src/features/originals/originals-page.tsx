import { ORIGINALS_GAMES, type OriginalsGame, type Play } from '@panalo/contract/originals'
import { formatCoinsLabel } from '@panalo/contract/money'
import { useState, type ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'

import { useGameListQuery } from '../../api/queries/use-game-list-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { isEmbedded } from '../../lib/embedded.ts'
import { loginPath, PATHS } from '../../lib/paths.ts'
import { sessionToken } from '../../lib/session.ts'
import { Button } from '../../ui/button.tsx'
import { BackIcon, ShieldIcon } from '../../ui/icons.tsx'
import { useDemoSessionQuery } from './api/use-demo-session.ts'
import { useOpenRoundQuery } from './api/use-rounds.ts'
import { ColorGame } from './color-game.tsx'
import { FairnessSheet } from './fairness-sheet.tsx'
import { FortuneGame } from './fortune-game.tsx'
import { HistorySheet } from './history-sheet.tsx'
import { MinesGame } from './mines-game.tsx'
import styles from './originals.module.css'
import { PlayContext } from './play-context.ts'
import { setSoundOn, useSoundOn } from './sound.ts'

function isGame(code: string): code is OriginalsGame {
  return (ORIGINALS_GAMES as readonly string[]).includes(code)
}

/**
 * /originals/:gameCode: one of the three Panalo Originals, full screen. /game/start embeds it with
 * `?mode=real|demo&launch=<token>`; opened directly, a signed-in player plays for coins and a guest
 * tries it with demo coins.
 */
export function OriginalsPage() {
  const { t } = useTranslation()
  const { gameCode = '' } = useParams()
  const [search] = useSearchParams()
  const asked = search.get('mode')
  const launch = search.get('launch')
  const signedIn = sessionToken() !== null
  const mode = asked === 'demo' || (asked !== 'real' && !signedIn) ? 'demo' : 'real'
  const demo = useDemoSessionQuery(mode === 'demo')

  if (!isGame(gameCode)) return null
  if (mode === 'real' && !signedIn)
    return (
      <GameFrame game={gameCode}>
        <div className={styles.notice}>
          <p>{t('originals.signInToPlay')}</p>
          <Link className={styles.linkButton} to={loginPath({ redirect: `/originals/${gameCode}` })}>
            {t('home.login')}
          </Link>
          <Link className={styles.linkButton} to={`/originals/${gameCode}?mode=demo`}>
            {t('originals.tryIt')}
          </Link>
        </div>
      </GameFrame>
    )
  let play: Play | null = null
  if (mode === 'real') play = launch && launch.length >= 8 ? { mode, launch } : { mode }
  else if (demo.data) play = { mode, demoId: demo.data.demoId }
  if (!play)
    return (
      <GameFrame game={gameCode}>
        <p className={styles.notice}>{demo.isError ? t('originals.loadFailed') : t('common.loading')}</p>
      </GameFrame>
    )
  return (
    <PlayContext value={play}>
      <GameScreen game={gameCode} play={play} />
    </PlayContext>
  )
}

/** Inside /game/start's frame, which draws its own back control and try-it badge. */
const embeddedPage = isEmbedded

function GameFrame({
  game,
  children,
  bar,
  demo = false,
}: {
  game: OriginalsGame
  children: ReactNode
  bar?: ReactNode
  demo?: boolean
}) {
  const { t } = useTranslation()
  const embedded = embeddedPage()
  return (
    <div className={`${styles.screen} ${styles[`theme-${game}`] ?? ''}`} data-testid="originals-screen">
      {/* In /game/start's frame its back control and badge sit over our header's corners. */}
      <header
        className={`${styles.header} ${embedded ? styles.headerEmbedded : ''}`}
        data-demo={demo || undefined}
      >
        {!embedded && (
          <Link to={PATHS.index} className={styles.iconButton} aria-label={t('common.back')}>
            <BackIcon />
          </Link>
        )}
        <h1 className={styles.gameTitle}>{t(`originals.games.${game}`)}</h1>
        {bar}
      </header>
      {children}
    </div>
  )
}

function GameScreen({ game, play }: { game: OriginalsGame; play: Play }) {
  const { t } = useTranslation()
  const soundOn = useSoundOn()
  const [sheet, setSheet] = useState<'history' | 'fair' | null>(null)
  const open = useOpenRoundQuery(play, game)
  const balance = open.data?.balance
  // The catalogue's minimum bet (the operator may raise it above the maths' own minimum).
  const minBet = useGameListQuery().data?.games.find((entry) => entry.code === game)?.minBet ?? 0
  return (
    <GameFrame
      game={game}
      demo={play.mode === 'demo'}
      bar={
        <>
          <span className={styles.balance} data-testid="balance" data-hundredths={balance ?? ''}>
            {play.mode === 'demo' && !embeddedPage() && (
              <span className={styles.demoBadge}>{t('originals.demo')}</span>
            )}
            {balance === undefined ? '…' : `₱${formatCoinsLabel(balance)}`}
          </span>
        </>
      }
    >
      <div className={styles.stage}>
        {open.isError ? (
          <div className={styles.notice}>
            <p>{t('originals.loadFailed')}</p>
            <Button onClick={() => void open.refetch()}>{t('common.retry')}</Button>
          </div>
        ) : game === 'panalo-fortune' ? (
          <FortuneGame balance={balance} minBet={minBet} />
        ) : game === 'color-game' ? (
          <ColorGame balance={balance} minBet={minBet} />
        ) : (
          <MinesGame
            balance={balance}
            minBet={minBet}
            openRound={open.data?.round ?? null}
            ready={open.isSuccess}
          />
        )}
      </div>
      <nav className={styles.footer}>
        <Button variant="ghost" size="sm" onClick={() => setSheet('history')}>
          {t('originals.historyButton')}
        </Button>
        <Button variant="ghost" size="sm" icon={<ShieldIcon />} onClick={() => setSheet('fair')}>
          {t('originals.fairness')}
        </Button>
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={soundOn}
          aria-label={soundOn ? t('originals.soundOff') : t('originals.soundOn')}
          onClick={() => setSoundOn(!soundOn)}
        >
          <SpeakerIcon on={soundOn} />
        </button>
      </nav>
      <HistorySheet game={game} open={sheet === 'history'} onClose={() => setSheet(null)} />
      <FairnessSheet open={sheet === 'fair'} onClose={() => setSheet(null)} />
    </GameFrame>
  )
}

function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" /> : <path d="M16 9l5 6M21 9l-5 6" />}
    </svg>
  )
}
