import { create } from 'zustand'

/**
 * The global overlays (SPEC.md §2): one store decides which are open. Dialogs in an exclusive group
 * hide one another (login, register and forgot-password); others stack. Opening an overlay that is
 * already open changes nothing.
 */
export type OverlayId = 'tips' | 'ageNotice' | 'inAppBrowser'

const EXCLUSIVE_GROUPS: readonly (readonly OverlayId[])[] = []

interface OverlayState {
  open: ReadonlySet<OverlayId>
  show(id: OverlayId): void
  hide(id: OverlayId): void
}

export const useOverlayStore = create<OverlayState>((set, get) => ({
  open: new Set(),
  show(id) {
    const open = new Set(get().open)
    for (const group of EXCLUSIVE_GROUPS)
      if (group.includes(id)) for (const other of group) open.delete(other)
    open.add(id)
    set({ open })
  },
  hide(id) {
    if (!get().open.has(id)) return
    const open = new Set(get().open)
    open.delete(id)
    set({ open })
  },
}))

export function useOverlayOpen(id: OverlayId): boolean {
  return useOverlayStore((state) => state.open.has(id))
}

export function showOverlay(id: OverlayId): void {
  useOverlayStore.getState().show(id)
}

export function hideOverlay(id: OverlayId): void {
  useOverlayStore.getState().hide(id)
}
