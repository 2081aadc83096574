import type { OpsCallInput, OpsCallName, OpsCallOutput } from '@panalo/contract/ops/ops-call-map'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { opsCall } from '../api/ops-client.ts'
import { DataTable, type DataTableProps } from './data-table.tsx'
import { ErrorNotice, Panel } from './page.tsx'

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

/** A labelled date input (a Manila day, YYYY-MM-DD) or text input; empty means no filter. */
function InputFilter({
  label,
  value,
  type,
  onChange,
}: {
  label: string
  value: string
  type: 'day' | 'text'
  onChange(value: string): void
}) {
  return (
    <label className="field">
      {label}
      <input
        type={type === 'day' ? 'date' : undefined}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </label>
  )
}

/**
 * One filter of a list, bound to a key of its filters: a select over fixed values (strings or
 * numbers), a Manila day, or free text.
 */
export type ListFilter<Filters> = {
  [Key in keyof Filters & string]:
    | { key: Key; label: string; values: readonly Filters[Key][] }
    | (Filters[Key] extends string ? { key: Key; label: string; type: 'day' | 'text' } : never)
}[keyof Filters & string]

export interface ListPanelProps<Row, Filters extends Record<string, unknown>> extends Omit<
  DataTableProps<Row>,
  'data' | 'paging'
> {
  title?: string
  panelTestId?: string
  paged: PagedFilters<Filters>
  /** The filters shown in the toolbar, each changing its key of `paged` (and going back to page 1). */
  filters?: readonly ListFilter<Filters>[]
  /** Called after any filter changes (a desk that drops its chosen row). */
  onFilter?(): void
  /** Shown in the toolbar after the filters (a note on the list). */
  toolbarNote?: ReactNode
  /** Shown above the toolbar (a notice, an explanation). */
  intro?: ReactNode
  /** What the page's query answered: its rows and either a total or whether more follow. */
  result: { data?: { list: Row[]; total?: number; hasMore?: boolean } | undefined; error: unknown }
  /** Shown under the table (what to do with the chosen row). */
  children?: ReactNode
}

/**
 * The desks' list: a panel with its filters, the query's error, the rows (TanStack Table, sortable on
 * the page) and the server's pages, with a CSV of what is shown. Every desk page lists through it.
 */
export function ListPanel<Row, Filters extends Record<string, unknown>>({
  title,
  panelTestId,
  paged,
  filters = [],
  onFilter,
  toolbarNote,
  intro,
  result,
  children,
  ...table
}: ListPanelProps<Row, Filters>) {
  const data = result.data
  const handleFilter = <Key extends keyof Filters>(key: Key, value: Filters[Key]) => {
    paged.setFilter(key, value)
    onFilter?.()
  }
  return (
    <Panel title={title} testId={panelTestId}>
      {intro}
      {(filters.length > 0 || toolbarNote) && (
        <div className="toolbar">
          {filters.map((filter) => (
            <FilterField key={filter.key} filter={filter} paged={paged} onChange={handleFilter} />
          ))}
          {toolbarNote}
        </div>
      )}
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
      {children}
    </Panel>
  )
}

function FilterField<Filters extends Record<string, unknown>>({
  filter,
  paged,
  onChange,
}: {
  filter: ListFilter<Filters>
  paged: PagedFilters<Filters>
  onChange<Key extends keyof Filters>(key: Key, value: Filters[Key]): void
}) {
  const { key, label } = filter
  const value = paged.filters[key]
  if ('values' in filter) {
    // The select shows strings; a numeric filter gets back the value it was given.
    const values = filter.values as readonly Filters[typeof key][]
    return (
      <SelectFilter
        label={label}
        value={String(value)}
        values={values.map(String)}
        onChange={(shown) => onChange(key, values.find((option) => String(option) === shown) ?? value)}
      />
    )
  }
  return (
    <InputFilter
      type={filter.type}
      label={label}
      value={value as string}
      onChange={(typed) => onChange(key, typed as Filters[typeof key])}
    />
  )
}
