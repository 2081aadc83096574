/** Whether this page runs inside another page's frame (a game inside /game/start). */
export function isEmbedded(): boolean {
  return typeof window !== 'undefined' && window.parent !== window
}
