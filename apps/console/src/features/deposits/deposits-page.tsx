import type { DeskDeposit, Reconciliation } from '@panalo/contract/ops/calls/deposits'
import { DEPOSIT_STATES } from '@panalo/contract/recharge-rules'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'

import { DataTable } from '../../ui/data-table.tsx'
import { ErrorNotice, Page, Panel, pesos, when } from '../../ui/page.tsx'
import { ListPanel, usePagedFilters } from '../../ui/paged-table.tsx'
import { useCreditHeldMutation, useDepositQueueQuery, useReconcileMutation } from './api/deposit-desk.ts'

type DepositState = DeskDeposit['state']

const COLUMNS: ColumnDef<DeskDeposit, unknown>[] = [
  { accessorKey: 'id', header: 'Deposit' },
  { id: 'player', accessorFn: (row) => row.playerAccount ?? `#${row.userId}`, header: 'Player' },
  {
    accessorKey: 'amount',
    header: 'Amount',
    meta: { numeric: true },
    cell: (info) => pesos(info.getValue() as number),
  },
  { accessorKey: 'gateway', header: 'Gateway' },
  { accessorKey: 'state', header: 'State' },
  { accessorKey: 'heldReason', header: 'Held because' },
  { accessorKey: 'updatedAt', header: 'Changed', cell: (info) => when(info.getValue() as string) },
]

type Mismatch = Reconciliation['mismatches'][number]
const MISMATCH_COLUMNS: ColumnDef<Mismatch, unknown>[] = [
  { accessorKey: 'problem', header: 'Problem' },
  { accessorKey: 'reference', header: 'Reference' },
  { accessorKey: 'ours', header: 'Ours' },
  { accessorKey: 'theirs', header: 'Gateway' },
]

function manilaToday(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
}

/** The deposits desk (decision 067): held and expired deposits, credit with a reason, a day's reconciliation. */
export function DepositsPage({ canCredit }: { canCredit: boolean }) {
  const paged = usePagedFilters({ state: 'held' as DepositState })
  const state = paged.filters.state
  const [chosen, setChosen] = useState<DeskDeposit | null>(null)
  const [reason, setReason] = useState('')
  const queue = useDepositQueueQuery(paged.input)
  const credit = useCreditHeldMutation()
  return (
    <Page title="Deposits">
      <ListPanel
        intro={
          <>
            {credit.data && (
              <div className="notice ok" data-testid="credit-result">
                Credited {pesos(credit.data.amount)} to player #{credit.data.userId}.
              </div>
            )}
            <ErrorNotice error={credit.error} />
          </>
        }
        paged={paged}
        filters={[{ key: 'state', label: 'State', values: DEPOSIT_STATES }]}
        onFilter={() => setChosen(null)}
        result={queue}
        testId="deposit-queue"
        columns={COLUMNS}
        csvName={`deposits-${state}`}
        onRowClick={(row) => setChosen(row)}
        selected={(row) => row.id === chosen?.id}
      >
        {canCredit && chosen?.state === 'held' && (
          <div className="toolbar" data-testid="credit-held">
            <label className="field" style={{ flex: 1 }}>
              Why credit {chosen.id} (what the gateway took, no bonus)
              <input value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
            </label>
            <button
              type="button"
              className="btn primary"
              disabled={reason.trim().length < 3 || credit.isPending}
              onClick={() =>
                credit.mutate(
                  { id: chosen.id, reason },
                  { onSuccess: () => (setChosen(null), setReason('')) },
                )
              }
            >
              Credit held deposit
            </button>
          </div>
        )}
      </ListPanel>
      {canCredit && <ReconcilePanel />}
    </Page>
  )
}

function ReconcilePanel() {
  const [day, setDay] = useState(manilaToday)
  const [csv, setCsv] = useState<string | null>(null)
  const reconcile = useReconcileMutation()
  const result = reconcile.data
  return (
    <Panel title="Reconcile a day with the gateway’s export" testId="reconcile">
      <div className="toolbar">
        <label className="field">
          Manila day
          <input type="date" value={day} onChange={(event) => setDay(event.currentTarget.value)} />
        </label>
        <label className="field">
          Gateway export (CSV: reference, amount, status, currency)
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              if (file) void file.text().then(setCsv)
            }}
          />
        </label>
        <button
          type="button"
          className="btn primary"
          disabled={!csv || reconcile.isPending}
          onClick={() => csv && reconcile.mutate({ day, csv })}
        >
          Reconcile
        </button>
      </div>
      <ErrorNotice error={reconcile.error} />
      {result && (
        <>
          <p data-testid="reconcile-summary">
            {result.day}: {result.ours} paid here ({pesos(result.oursTotal)}), {result.theirs} in the export (
            {pesos(result.theirsTotal)}), {result.matched} matched, {result.mismatches.length} mismatch(es).
          </p>
          <DataTable
            testId="reconcile-mismatches"
            columns={MISMATCH_COLUMNS}
            data={result.mismatches}
            csvName={`reconciliation-${result.day}`}
          />
        </>
      )}
    </Panel>
  )
}
