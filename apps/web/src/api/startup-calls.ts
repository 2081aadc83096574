import type { AppConfig } from '@panalo/contract/app-config'
import type { LobbyGame } from '@panalo/contract/games'

import { deviceId, deviceModel, operatingSystem } from '../lib/device.ts'
import { gamesInCategory, isLobbyCategory, LOBBY_FIRST_SCREEN_TILES } from '../lib/game-catalogue.ts'
import { PATHS } from '../lib/paths.ts'
import { readStoredJson, STORAGE_KEYS } from '../lib/storage.ts'
import { apiCall } from './client.ts'

/**
 * The calls every start makes (SPEC.md §4): the theme, the config, preLogin and, on a first visit to
 * /, the game list. The first script sends them (main.tsx) while the app's code still downloads; each
 * query takes its call's answer once instead of asking again (decision 005). This module stays free
 * of the UI libraries so that first script stays small.
 */
interface StartupCalls {
  theme: ReturnType<typeof requestTheme>
  appConfig: ReturnType<typeof requestAppConfig>
  preLogin: ReturnType<typeof requestPreLogin>
  gameList: ReturnType<typeof requestGameList>
}

const sent: Partial<StartupCalls> = {}

export function sendStartupCalls(): void {
  sent.theme = requestTheme(themeViewIdFromUrl())
  sent.appConfig = requestAppConfig(storedConfig())
  sent.preLogin = requestPreLogin()
  if (window.location.pathname === PATHS.index) sendFirstGameListCall()
  // A failure is the query's to report, when the query takes it.
  for (const call of Object.values(sent)) call.catch(() => undefined)
}

/**
 * On a first visit no list is stored, so the call does not wait for preLogin's version (it only says
 * whether a stored list is current): start-up sends it at once, one round trip sooner.
 */
export function sendFirstGameListCall(): void {
  if (storedGameList()) return
  sent.gameList = requestGameList(undefined)
  sent.gameList.catch(() => undefined)
  if (sent.appConfig) preloadFirstThumbnails(sent.appConfig, sent.gameList)
}

/**
 * On a first visit to the lobby's default tab, the first screen's thumbnails — the largest things the
 * page paints — start downloading as soon as the config and the game list answer, while the app's
 * code is still on its way, instead of once the lobby has rendered; the tiles then find them in the
 * cache (decision 005). The same games the lobby shows first: 'hot', in the list's order.
 */
function preloadFirstThumbnails(
  appConfig: ReturnType<typeof requestAppConfig>,
  gameList: ReturnType<typeof requestGameList>,
): void {
  // The lobby opens on 'hot' unless ?tab= names another of its tabs.
  const tab = new URLSearchParams(window.location.search).get('tab')
  if (isLobbyCategory(tab) && tab !== 'hot') return
  Promise.all([appConfig, gameList])
    .then(([{ config }, { games }]) => {
      // A config the server found current (config null) is the stored one.
      const current = config ?? storedConfig()?.config
      if (!current || !games) return
      const hot = gamesInCategory(games, 'hot', current.games, { likes: [], history: [] })
      const firstScreen = hot.slice(0, Math.min(current.gameShowNum, LOBBY_FIRST_SCREEN_TILES))
      for (const [index, game] of firstScreen.entries()) {
        const link = document.createElement('link')
        link.rel = 'preload'
        link.as = 'image'
        link.href = game.thumbnail
        if (index === 0) link.fetchPriority = 'high'
        document.head.append(link)
      }
    })
    .catch(() => undefined)
}

/** The answer of a call start-up sent, once; asked again, it is undefined and the query calls itself. */
export function takeStartupCall<Call extends keyof StartupCalls>(call: Call): StartupCalls[Call] | undefined {
  const answer = sent[call]
  sent[call] = undefined
  return answer
}

/** The live theme of this domain, or the one previewed with ?themeViewId=. */
export function requestTheme(themeViewId: number | null) {
  return themeViewId === null
    ? apiCall('anonymous/appTheme', {})
    : apiCall('anonymous/appThemePreview', { themeViewId })
}

/** The theme id to preview, from ?themeViewId= (SPEC.md §4), or null. */
export function themeViewIdFromUrl(search: string = window.location.search): number | null {
  const value = Number(new URLSearchParams(search).get('themeViewId'))
  return Number.isInteger(value) && value > 0 ? value : null
}

export interface StoredConfig {
  v: string
  config: AppConfig
}

/** The server answers null when the stored config is current. */
export function requestAppConfig(stored: StoredConfig | undefined) {
  return apiCall('anonymous/appConfig', stored ? { v: stored.v } : {})
}

export function storedConfig(): StoredConfig | undefined {
  const stored = readStoredJson(STORAGE_KEYS.appConfig)
  if (typeof stored !== 'object' || stored === null) return undefined
  const { v, config } = stored as Partial<StoredConfig>
  return typeof v === 'string' && typeof config === 'object' && config !== null ? { v, config } : undefined
}

/** Device details and URL parameters sent once per start (SPEC.md §7). */
export function requestPreLogin() {
  const urlParams = Object.fromEntries(
    [...new URLSearchParams(window.location.search)]
      .filter(([key]) => key.length <= 64)
      .map(([k, v]) => [k, v.slice(0, 512)]),
  )
  return apiCall('preLogin', {
    deviceId: deviceId(),
    os: operatingSystem(),
    deviceModel: deviceModel(),
    ...(Object.keys(urlParams).length > 0 ? { urlParams } : {}),
  })
}

export interface GameList {
  v: string
  games: LobbyGame[]
}

/** The server answers null games when the stored version is current. */
export function requestGameList(stored: GameList | undefined) {
  return apiCall('anonymous/gameList', stored ? { v: stored.v } : {})
}

export function storedGameList(): GameList | undefined {
  const stored = readStoredJson(STORAGE_KEYS.gameList)
  if (typeof stored !== 'object' || stored === null) return undefined
  const { v, games } = stored as Partial<GameList>
  return typeof v === 'string' && Array.isArray(games) ? { v, games } : undefined
}
