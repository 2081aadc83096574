import type { AuditEntry } from '@panalo/contract/ops/calls/audit'
import type { ColumnDef } from '@tanstack/react-table'
import { ErrorNotice, Page, when } from '../../ui/page.tsx'
import { ListPanel, usePagedFilters } from '../../ui/paged-table.tsx'
import { useAuditLogQuery, useAuditVerifyMutation } from './api/audit-log.ts'

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
  const paged = usePagedFilters({ staff: '', action: '', target: '' })
  const { staff, action, target, ...page } = paged.input
  const log = useAuditLogQuery({
    ...page,
    ...(staff ? { staff } : {}),
    ...(action ? { action } : {}),
    ...(target ? { target } : {}),
  })
  const verify = useAuditVerifyMutation()

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
      <ErrorNotice error={verify.error} />
      <ListPanel
        paged={paged}
        filters={[
          { key: 'staff', label: 'Staff', type: 'text' },
          { key: 'action', label: 'Action', type: 'text' },
          { key: 'target', label: 'Target', type: 'text' },
        ]}
        result={log}
        testId="audit-table"
        columns={COLUMNS}
        csvName="audit-log"
      />
    </Page>
  )
}
