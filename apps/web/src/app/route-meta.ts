import type { ComponentType } from 'react'

import type { RouteName } from '../lib/paths.ts'
import type { Translations } from '../i18n/locales/en-US.ts'
import type { GuardName } from './guards.ts'

export type PageTitleKey = `pages.${keyof Translations['pages']}`

/** What the app knows about a route besides its page (SPEC.md §2). */
export interface RouteMeta {
  name: RouteName
  path: string
  /** The title in the top bar and the document; pages with their own header leave it out. */
  title?: PageTitleKey
  /** Whether the bottom navigation bar shows on this page. */
  navbar: boolean
  guard?: GuardName
  /** A link at the right of the top bar. */
  rightLink?: { to: string; label: PageTitleKey }
  /** Query validation: a URL that fails shows the 404 page with its path. */
  validate?: (url: URL) => boolean
  /** Its texts ship in the entry with the app shell's (only /); other pages load theirs as they open. */
  shellTexts?: true
  /**
   * One of SPEC.md §2's floating-bubble routes (bonus-event, bonus-tasks, bonus-reward, bonus-record,
   * member, index, vip-level, agent, game-start): the jackpot bubble shows on these.
   */
  floatingBubble?: true
  /**
   * The activity (SPEC.md §3 id) this page is the event of: while it is not live (paused, ended, not
   * yet started) the page shows that instead (decision 097).
   */
  activityId?: number
  page: () => Promise<ComponentType>
}
