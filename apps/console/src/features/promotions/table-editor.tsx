import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'

import { LeafEditor } from './leaf-editor.tsx'
import { columnsOf, getAt, labelOf, setAt, type EditorLabels, type Json } from './settings-value-shape.ts'

/** What a table calls its rows (`Sector`) and the number of its first. */
type RowName = { name: string; first: number }

/** A cell's path with list positions left out: the table's path and the cell's keys in its row. */
const cellPathOf = (path: string, keys: string[]) => [path, ...keys].filter(Boolean).join('.')

/** One cell of a row, labelled with its row (`Weight, sector 3`); a change writes the row back. */
function RowCellEditor({
  rows,
  index,
  keys,
  path,
  labels,
  row,
  onChange,
}: {
  rows: Record<string, Json>[]
  index: number
  /** The cell's keys in its row: one, or two for a nested object's field (`sections.min`). */
  keys: string[]
  path: string
  labels: EditorLabels
  row: RowName
  onChange(next: Json): void
}) {
  const cellPath = cellPathOf(path, keys)
  const entry = rows[index] ?? {}
  return (
    <LeafEditor
      value={getAt(entry, keys)}
      label={`${labelOf(labels, cellPath)}, ${row.name.toLowerCase()} ${index + row.first}`}
      path={cellPath}
      labels={labels}
      money={labels.moneyWhen?.[cellPath]?.(entry)}
      onChange={(next) => onChange(rows.map((old, at) => (at === index ? setAt(old, keys, next) : old)))}
    />
  )
}

/** A row's fields as labelled cells that wrap (decision 109): one card per row of a wide table. */
function StackedRows({
  rows,
  path,
  columns,
  labels,
  row,
  notes,
  withNotes,
  cellEditor,
}: {
  rows: Record<string, Json>[]
  path: string
  columns: string[][]
  labels: EditorLabels
  row: RowName
  notes: string[]
  withNotes: boolean
  /** The editor of a row's cell, the same as in the table. */
  cellEditor(index: number, keys: string[]): ReactNode
}) {
  return (
    <div className="promo-stack" data-testid={`editor-${path || 'rows'}`}>
      {rows.map((_, index) => (
        <section
          key={index}
          className="promo-stack-row"
          data-testid="editor-row"
          aria-label={`${row.name} ${index + row.first}`}
        >
          <div className="promo-stack-head">
            {row.name} {index + row.first}
          </div>
          <div className="promo-stack-cells">
            {columns.map((keys) => (
              <div key={keys.join('.')} className="promo-stack-cell">
                <span className="promo-stack-label">{labelOf(labels, cellPathOf(path, keys))}</span>
                {cellEditor(index, keys)}
              </div>
            ))}
            {withNotes && (
              <div className="promo-stack-cell promo-muted" data-testid="row-note">
                {notes[index] ?? ''}
              </div>
            )}
          </div>
        </section>
      ))}
    </div>
  )
}

/**
 * Whether a table is drawn as cards: its width as a table (measured once per set of columns, before
 * the first paint) is more than the form's. The form's width is watched, so a wider window draws the
 * table again. Without layout (unit tests) it stays a table.
 */
function useStackedWhenWide(shape: string) {
  const ref = useRef<HTMLDivElement>(null)
  const [natural, setNatural] = useState<{ shape: string; width: number } | null>(null)
  const [available, setAvailable] = useState(Number.POSITIVE_INFINITY)
  useLayoutEffect(() => {
    const table = ref.current?.querySelector('table')
    if (table && natural?.shape !== shape) setNatural({ shape, width: table.scrollWidth })
  }, [shape, natural])
  useLayoutEffect(() => {
    const wrapper = ref.current
    if (!wrapper || typeof ResizeObserver === 'undefined') return
    const measure = () => setAvailable(wrapper.clientWidth || Number.POSITIVE_INFINITY)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(wrapper)
    return () => observer.disconnect()
  }, [])
  const on = natural !== null && natural.shape === shape && natural.width > available + 1
  return [ref, on] as const
}

/**
 * A list of objects as a table, or as cards when wider than the form, with the preview's note per row
 * when it is the table at notesPath; rows are added (a copy of the last) and removed at its end.
 */
export function TableEditor({
  rows,
  path,
  labels,
  notes,
  notesPath,
  onChange,
}: {
  rows: Record<string, Json>[]
  path: string
  labels: EditorLabels
  notes: string[]
  notesPath: string
  onChange(next: Json): void
}) {
  const columns = columnsOf(rows)
  const row = labels.rows[path] ?? { name: 'Row', first: 1 }
  const withNotes = path === notesPath
  const template = labels.templates?.[path]
  const cellEditor = (index: number, keys: string[]) => (
    <RowCellEditor
      rows={rows}
      index={index}
      keys={keys}
      path={path}
      labels={labels}
      row={row}
      onChange={onChange}
    />
  )
  const [wrapper, stacked] = useStackedWhenWide(
    columns.map((keys) => keys.join('.')).join() + String(withNotes),
  )
  return (
    <div ref={wrapper} className={stacked ? undefined : 'table-scroll'}>
      {stacked ? (
        <StackedRows
          rows={rows}
          path={path}
          columns={columns}
          labels={labels}
          row={row}
          notes={notes}
          withNotes={withNotes}
          cellEditor={cellEditor}
        />
      ) : (
        <table className="data promo-table" data-testid={`editor-${path || 'rows'}`}>
          <thead>
            <tr>
              <th>{row.name}</th>
              {columns.map((keys) => (
                <th key={keys.join('.')}>{labelOf(labels, cellPathOf(path, keys))}</th>
              ))}
              {withNotes && <th>Preview</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((_, index) => (
              <tr key={index}>
                <th>{index + row.first}</th>
                {columns.map((keys) => (
                  <td key={keys.join('.')}>{cellEditor(index, keys)}</td>
                ))}
                {withNotes && (
                  <td className="promo-muted" data-testid="row-note">
                    {notes[index] ?? ''}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="promo-rows">
        <button
          type="button"
          className="btn"
          disabled={rows.length === 0 && !template}
          onClick={() => onChange([...rows, rows[rows.length - 1] ?? template])}
        >
          Add {/^[aeiou]/i.test(row.name) ? 'an' : 'a'} {row.name.toLowerCase()} (
          {rows.length > 0 ? 'a copy of the last' : 'to fill in'})
        </button>
        <button
          type="button"
          className="btn"
          disabled={rows.length <= (template ? 0 : 1)}
          onClick={() => onChange(rows.slice(0, -1))}
        >
          Remove the last {row.name.toLowerCase()}
        </button>
      </div>
    </div>
  )
}
