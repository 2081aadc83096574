import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table'
import { useState } from 'react'

import { downloadCsv } from '../lib/csv.ts'

export interface DataTableProps<Row> {
  columns: ColumnDef<Row, unknown>[]
  data: Row[]
  /**
   * Server-side paging: the page shown (from 1), its size, a way to change it, and either the total
   * count or, for a list that does not count (bets), whether more pages follow.
   */
  paging?: { total?: number; hasMore?: boolean; page: number; pageSize: number; onPage(page: number): void }
  /** A file name offers the rows shown as CSV. */
  csvName?: string
  onRowClick?(row: Row): void
  selected?(row: Row): boolean
  testId?: string
}

/**
 * The console's table (TanStack Table): sortable columns over the rows of the page, pages fetched from
 * the server, and a CSV of what is shown.
 */
export function DataTable<Row>({
  columns,
  data,
  paging,
  csvName,
  onRowClick,
  selected,
  testId,
}: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([])
  // No React Compiler memoises this app (it runs on Preact), so TanStack's functions are safe here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    manualPagination: true,
  })
  const pageCount =
    paging?.total !== undefined
      ? Math.max(1, Math.ceil(paging.total / paging.pageSize))
      : paging
        ? paging.page + (paging.hasMore ? 1 : 0)
        : 1

  const handleCsv = () => {
    const headers = table
      .getVisibleLeafColumns()
      .map((column) => String(column.columnDef.header ?? column.id))
    const rows = table
      .getRowModel()
      .rows.map((row) => row.getVisibleCells().map((cell) => String(cell.getValue() ?? '')))
    if (csvName) downloadCsv(csvName, [headers, ...rows])
  }

  return (
    <div>
      <div className="table-scroll">
        <table className="data" data-testid={testId}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const numeric = (header.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric
                  return (
                    <th
                      key={header.id}
                      className={`${header.column.getCanSort() ? 'sortable' : ''} ${numeric ? 'num' : ''}`}
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={selected?.(row.original) ? 'selected' : undefined}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {row.getVisibleCells().map((cell) => {
                  const numeric = (cell.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric
                  return (
                    <td key={cell.id} className={numeric ? 'num' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  )
                })}
              </tr>
            ))}
            {data.length === 0 && (
              <tr>
                <td colSpan={columns.length} style={{ color: 'var(--muted)' }}>
                  Nothing here.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="pager">
        {csvName && (
          <button type="button" className="btn" onClick={handleCsv}>
            CSV
          </button>
        )}
        {paging && (
          <>
            <span>
              {paging.total !== undefined
                ? `Page ${paging.page} of ${pageCount} · ${paging.total} in all`
                : `Page ${paging.page}${paging.hasMore ? ' · more follow' : ''}`}
            </span>
            <button
              type="button"
              className="btn"
              disabled={paging.page <= 1}
              onClick={() => paging.onPage(paging.page - 1)}
            >
              Previous
            </button>
            <button
              type="button"
              className="btn"
              disabled={paging.page >= pageCount}
              onClick={() => paging.onPage(paging.page + 1)}
            >
              Next
            </button>
          </>
        )}
      </div>
    </div>
  )
}
