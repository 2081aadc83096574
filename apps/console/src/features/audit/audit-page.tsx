import type { AuditEntry } from '@panalo/contract/ops/calls/audit'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'

import { DataTable } from '../../ui/data-table.tsx'
import { ErrorNotice, Page, Panel, when } from '../../ui/page.tsx'
import { useAuditLogQuery, useAuditVerifyMutation } from './api/audit-log.ts'

const PAGE_SIZE = 50

const short = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value))

const COLUMNS: ColumnDef<AuditEntry, unknown>[] = [
  { accessorKey: 'id', header: 'Id', meta: { numeric: true } },
  { accessorKey: 'at', header: 'When (Manila)', cell: (info) => when(info.getValue() as string) },
  { accessorKey: 'staff', header: 'Staff' },
  { accessorKey: 'role', header: 'Role' },
  { accessorKey: 'action', header: 'Action' },
  { accessorKey: 'target', header: 'Target' },
  {
    id: 'before',
    accessorFn: (row) => short(row.before),
    header: 'Before',
    cell: (info) => <span className="mono">{info.getValue() as string}</span>,
  },
  {
    id: 'after',
    accessorFn: (row) => short(row.after),
    header: 'After',
    cell: (info) => <span className="mono">{info.getValue() as string}</span>,
  },
  { accessorKey: 'ip', header: 'Address' },
  {
    accessorKey: 'hash',
    header: 'Hash',
    cell: (info) => (
      <span className="mono" title={info.getValue() as string}>
        {(info.getValue() as string).slice(0, 12)}…
      </span>
    ),
  },
]

/** The audit chain, newest first, and the button that checks it whole (decision 065). */
export function AuditPage() {
  const [page, setPage] = useState(1)
  const [filters, setFilters] = useState({ staff: '', action: '', target: '' })
  const input = {
    pageNum: page,
    pageSize: PAGE_SIZE,
    ...(filters.staff ? { staff: filters.staff } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.target ? { target: filters.target } : {}),
  }
  const log = useAuditLogQuery(input)
  const verify = useAuditVerifyMutation()

  const filterField = (key: keyof typeof filters, label: string) => (
    <label className="field">
      {label}
      <input
        value={filters[key]}
        onChange={(event) => {
          const value = event.currentTarget.value
          setFilters((current) => ({ ...current, [key]: value }))
          setPage(1)
        }}
      />
    </label>
  )

  return (
    <Page
      title="Audit log"
      actions={
        <button
          type="button"
          className="btn primary"
          onClick={() => verify.mutate()}
          disabled={verify.isPending}
        >
          Verify the chain
        </button>
      }
    >
      {verify.data && (
        <div className={`notice ${verify.data.firstBroken ? 'bad' : 'ok'}`} data-testid="audit-verify-result">
          {verify.data.firstBroken
            ? `Broken at entry ${verify.data.firstBroken.id}: ${verify.data.firstBroken.problem} (${verify.data.checked} checked)`
            : `The chain holds: ${verify.data.checked} entries checked.`}
        </div>
      )}
      <ErrorNotice error={verify.error ?? log.error} />
      <Panel>
        <div className="toolbar">
          {filterField('staff', 'Staff')}
          {filterField('action', 'Action')}
          {filterField('target', 'Target')}
        </div>
        <DataTable
          testId="audit-table"
          columns={COLUMNS}
          data={log.data?.list ?? []}
          csvName="audit-log"
          paging={{ total: log.data?.total ?? 0, page, pageSize: PAGE_SIZE, onPage: setPage }}
        />
      </Panel>
    </Page>
  )
}
