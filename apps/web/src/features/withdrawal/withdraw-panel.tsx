/**
 * PLACEHOLDER so the wallet page compiles before the withdrawal branch (`cashout`) merges: the
 * coordinator replaces this file with the real withdraw panel at merge.
 */
export function WithdrawPanel() {
  return <div data-testid="withdraw-panel" />
}
