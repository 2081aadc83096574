import type { Database } from '../../db/client.ts'

/** The channel a new chat message is announced on; the payload is the player's id. */
export const CHAT_CHANNEL = 'service_chat'

/**
 * Wakes the chat requests waiting for a player's new messages (docs/decisions/057): a message is
 * announced with NOTIFY in the transaction that stores it, so every server instance on the database
 * hears it once it is committed, whichever instance stored it.
 */
export interface ChatNotifier {
  /**
   * Resolves when a message for the player is announced, or after `ms`. Subscribe before reading the
   * messages, then wait: a message committed between the two still wakes the wait.
   */
  subscribe(userId: number): Promise<ChatSubscription>
  /**
   * Ends every wait now and every later one at once (the server is shutting down): each answers what
   * it has, and the window asks again, through the load balancer, of an instance that stays.
   */
  endWaits(): void
}

/** One wait's hold on a player's announcements. */
export interface ChatSubscription {
  /**
   * Resolves when a message for the player is announced ('announced'), after `ms` ('timeout'), or
   * at once while the server shuts down ('ending'). Wakes once: subscribe again to wait again.
   */
  wait(ms: number): Promise<'announced' | 'timeout' | 'ending'>
  stop(): void
}

/** Listens from the first subscription on (the operator's CLI, which never waits, never listens). */
export function createChatNotifier(database: Pick<Database, 'listen'>): ChatNotifier {
  const waiting = new Map<number, Set<() => void>>()
  let listening: Promise<unknown> | undefined
  let ending = false
  const listen = () =>
    (listening ??= database
      .listen(
        CHAT_CHANNEL,
        (payload) => {
          for (const wake of waiting.get(Number(payload)) ?? []) wake()
        },
        // The connection was lost and is back: a message stored meanwhile was announced to nobody,
        // so every wait ends now and reads the messages again rather than sleeping out its time.
        () => {
          for (const set of waiting.values()) for (const wake of set) wake()
        },
      )
      .catch((error: unknown) => {
        // Tried again by the next subscription; this one's wait still ends by its timeout.
        listening = undefined
        throw error
      }))

  return {
    async subscribe(userId) {
      await listen()
      let wake: () => void = () => undefined
      let announced = false
      const woken = new Promise<void>((resolve) => {
        wake = () => {
          announced = true
          resolve()
        }
      })
      const set = waiting.get(userId) ?? new Set()
      set.add(wake)
      waiting.set(userId, set)
      const stop = () => {
        set.delete(wake)
        if (set.size === 0 && waiting.get(userId) === set) waiting.delete(userId)
      }
      return {
        async wait(ms) {
          if (ending) return 'ending'
          if (announced) return 'announced'
          let timer: NodeJS.Timeout | undefined
          const timedOut = await Promise.race([
            woken.then(() => false),
            new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), ms))),
          ])
          clearTimeout(timer)
          if (ending) return 'ending'
          return timedOut ? 'timeout' : 'announced'
        },
        stop,
      }
    },
    endWaits() {
      ending = true
      for (const set of waiting.values()) for (const wake of set) wake()
    },
  }
}
