import { create } from 'zustand'

import type { StartUpPopup } from './start-up-popups.ts'

/**
 * The global overlays (SPEC.md §2): one store decides which are open. Dialogs in an exclusive group
 * hide one another (login, register and forgot-password, SPEC.md §4); others stack. Opening an
 * overlay that is already open changes nothing.
 */
export type OverlayId = 'tips' | 'login' | 'register' | 'forgot' | 'ageNotice'

const EXCLUSIVE_GROUPS: readonly (readonly OverlayId[])[] = [['login', 'register', 'forgot']]

/** Options an overlay opens with. */
export interface OverlayOptions {
  /** login: open on the account and password form. */
  account?: boolean
  /** register: the phone number already typed. */
  phone?: string
}

interface OverlayState {
  open: ReadonlySet<OverlayId>
  options: Partial<Record<OverlayId, OverlayOptions>>
  show(id: OverlayId, options?: OverlayOptions): void
  hide(id: OverlayId): void
}

export const useOverlayStore = create<OverlayState>((set, get) => ({
  open: new Set(),
  options: {},
  show(id, options = {}) {
    const open = new Set(get().open)
    for (const group of EXCLUSIVE_GROUPS)
      if (group.includes(id)) for (const other of group) open.delete(other)
    open.add(id)
    set({ open, options: { ...get().options, [id]: options } })
  },
  hide(id) {
    if (!get().open.has(id)) return
    const open = new Set(get().open)
    open.delete(id)
    set({ open })
  },
}))

/**
 * The queue of full-screen moments (SPEC.md §2): the reward popup after every claim anywhere, and the
 * start-up popups of a visit. One entry shows at a time, in order: the reward popup
 * (app/overlays/reward-popup.tsx, loaded when a reward first arrives) or a start-up popup
 * (app/overlays/start-up-popup.tsx).
 */
export interface RewardEntry {
  kind: 'rewards'
  items: readonly { id: number; count: number }[]
  /** Coins of these awards held until the first deposit (hundredths). */
  heldCoins: number
}

export interface StartUpEntry {
  kind: 'startUp'
  popup: StartUpPopup
}

export type QueueEntry = RewardEntry | StartUpEntry

interface OverlayQueueState {
  queue: readonly QueueEntry[]
  enqueue(entry: QueueEntry): void
  dismiss(): void
}

export const useOverlayQueue = create<OverlayQueueState>((set, get) => ({
  queue: [],
  enqueue(entry) {
    if (entry.kind === 'rewards' && entry.items.length === 0) return
    set({ queue: [...get().queue, entry] })
  },
  dismiss() {
    set({ queue: get().queue.slice(1) })
  },
}))

/** Shows the reward popup for what a claim granted (after anything already waiting). */
export function enqueueRewards(items: RewardEntry['items'], heldCoins = 0): void {
  useOverlayQueue.getState().enqueue({ kind: 'rewards', items, heldCoins })
}

/** Queues the start-up popups of this visit, in the chain's order. */
export function enqueueStartUpPopups(popups: readonly StartUpPopup[]): void {
  for (const popup of popups) useOverlayQueue.getState().enqueue({ kind: 'startUp', popup })
}

export function useOverlayOpen(id: OverlayId): boolean {
  return useOverlayStore((state) => state.open.has(id))
}

export function showOverlay(id: OverlayId, options?: OverlayOptions): void {
  useOverlayStore.getState().show(id, options)
}

export function hideOverlay(id: OverlayId): void {
  useOverlayStore.getState().hide(id)
}
