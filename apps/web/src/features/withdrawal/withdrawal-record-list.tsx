/**
 * PLACEHOLDER so the records page compiles before the withdrawal branch (`cashout`) merges: the
 * coordinator replaces this file with the real withdrawal record list at merge.
 */
export function WithdrawalRecordList() {
  return <div data-testid="withdrawal-record-list" />
}
