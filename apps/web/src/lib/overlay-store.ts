import { create } from 'zustand'

/**
 * The global overlays (SPEC.md §2): one store decides which are open. Dialogs in an exclusive group
 * hide one another (login, register and forgot-password, SPEC.md §4); others stack. Opening an
 * overlay that is already open changes nothing.
 */
export type OverlayId = 'tips' | 'login' | 'register' | 'forgot'

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
 * The reward popup's queue (SPEC.md §2): every claim anywhere enqueues the awards it granted; the
 * popup (app/overlays/reward-popup.tsx, loaded when the queue first fills) shows one entry at a time.
 */
export interface RewardEntry {
  items: readonly { id: number; count: number }[]
  /** Coins of these awards held until the first deposit (hundredths). */
  heldCoins: number
}

interface RewardQueueState {
  queue: readonly RewardEntry[]
  enqueue(entry: RewardEntry): void
  dismiss(): void
}

export const useRewardQueue = create<RewardQueueState>((set, get) => ({
  queue: [],
  enqueue(entry) {
    if (entry.items.length > 0) set({ queue: [...get().queue, entry] })
  },
  dismiss() {
    set({ queue: get().queue.slice(1) })
  },
}))

/** Shows the reward popup for what a claim granted (after any already waiting). */
export function enqueueRewards(items: RewardEntry['items'], heldCoins = 0): void {
  useRewardQueue.getState().enqueue({ items, heldCoins })
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
