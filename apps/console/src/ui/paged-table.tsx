import type { OpsCallInput, OpsCallName, OpsCallOutput } from '@panalo/contract/ops/ops-call-map'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { opsCall } from '../api/ops-client.ts'
import { DataTable, type DataTableProps } from './data-table.tsx'
import { ErrorNotice } from './page.tsx'

export const DEFAULT_PAGE_SIZE = 50

/**
 * The filters and page of a table paged on the server. Changing a filter goes back to page 1; `input`
 * is what the ops call takes (the filters with pageNum and pageSize).
 */
export function usePagedFilters<Filters extends Record<string, unknown>>(
  initial: Filters,
  pageSize = DEFAULT_PAGE_SIZE,
) {
  const [filters, setFilters] = useState(initial)
  const [page, setPage] = useState(1)
  return {
    filters,
    page,
    pageSize,
    setPage,
    setFilter<Key extends keyof Filters>(key: Key, value: Filters[Key]) {
      setFilters((current) => ({ ...current, [key]: value }))
      setPage(1)
    },
    input: { ...filters, pageNum: page, pageSize },
  }
}

export type PagedFilters<Filters extends Record<string, unknown>> = ReturnType<
  typeof usePagedFilters<Filters>
>

/**
 * One page of an ops call that lists (`{list, total}` or `{list, hasMore}`), keeping the previous page
 * shown while the next loads. `key` names the desk, so a desk's mutations can invalidate its pages.
 */
export function useOpsPage<Name extends OpsCallName>(
  key: readonly unknown[],
  name: Name,
  input: OpsCallInput<Name>,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQuery({
    queryKey: [...key, name, input],
    queryFn: (): Promise<OpsCallOutput<Name>> => opsCall(name, input),
    placeholderData: keepPreviousData,
    staleTime: options.staleTime ?? 5_000,
    enabled: options.enabled ?? true,
  })
}

/** A labelled select over a fixed list of values (a state, a kind, a period). */
export function SelectFilter<Value extends string>({
  label,
  value,
  values,
  onChange,
}: {
  label: string
  value: Value
  values: readonly Value[]
  onChange(value: Value): void
}) {
  return (
    <label className="field">
      {label}
      <select value={value} onChange={(event) => onChange(event.currentTarget.value as Value)}>
        {values.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A labelled date input (a Manila day, YYYY-MM-DD); empty means no bound. */
export function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange(value: string): void
}) {
  return (
    <label className="field">
      {label}
      <input type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </label>
  )
}

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'data' | 'paging'> {
  /** The filters above the table (SelectFilter, DayFilter, anything). */
  toolbar?: ReactNode
  /** What the page's query answered: its rows and either a total or whether more follow. */
  result: { data?: { list: Row[]; total?: number; hasMore?: boolean } | undefined; error: unknown }
  paged: { page: number; pageSize: number; setPage(page: number): void }
}

/**
 * The desks' table: filters, the query's error, the rows (TanStack Table, sortable on the page) and
 * the server's pages, with a CSV of what is shown. Every desk page lists through it.
 */
export function PagedTable<Row>({ toolbar, result, paged, ...table }: PagedTableProps<Row>) {
  const data = result.data
  return (
    <>
      {toolbar && <div className="toolbar">{toolbar}</div>}
      <ErrorNotice error={result.error} />
      <DataTable
        {...table}
        data={data?.list ?? []}
        paging={{
          page: paged.page,
          pageSize: paged.pageSize,
          onPage: paged.setPage,
          ...(data?.total !== undefined ? { total: data.total } : { hasMore: data?.hasMore ?? false }),
        }}
      />
    </>
  )
}
