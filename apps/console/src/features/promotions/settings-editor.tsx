import { useLayoutEffect, useRef, useState } from 'react'

import { AwardItemInput, AwardListInput, PesoInput, type AwardItemValue } from './award-input.tsx'

/**
 * The reward settings' generic editor (decisions 098, 103): it draws any area's value from its shape,
 * so every area shares one form. An object is a group of labelled fields; a list of objects is a table
 * (one level of nesting flattened into columns, the preview's note per row beside it); an award item
 * or a list of them is chosen by name, bonus coins in pesos; a field the area marks as money is typed
 * in pesos (kept as hundredths); one with choices is a select; numbers, text and switches are inputs.
 * A table's rows are added (a copy of the last) and removed at its end. A table wider than the form
 * (the diamond shop's items, the VIP ladder, the tasks… at 1280 px) is drawn as one card per row with
 * its fields labelled and wrapping, so it never scrolls sideways (decision 109). The contract's schema checks the result (how many sectors, days… an area
 * takes), not this form.
 */

type Json = unknown

export interface EditorLabels {
  /** Labels by path with list positions left out (`chances.maxPerDay`, `sectors.weight`). */
  fields: Record<string, string>
  /** Names each row of a table by path (`sectors` → Sector), with the number of its first row. */
  rows: Record<string, { name: string; first: number }>
  /** Paths of amounts in hundredths, typed in pesos. */
  money?: readonly string[]
  /** Paths of fields with a fixed set of values; an optional one may be left empty (left out). */
  choices?: Record<string, readonly string[]>
  /** Cells of a table that are amounts on some rows only (a task's target), by path. */
  moneyWhen?: Record<string, (row: Record<string, Json>) => boolean>
  /** Tables that may be empty, by path: the row a first "Add" makes. */
  templates?: Record<string, Record<string, Json>>
}

/** A table of objects: a list of records, or a list the area gives a row template for (it may be empty). */
const isTable = (value: Json, path: string, labels: EditorLabels): value is Record<string, Json>[] =>
  Array.isArray(value) &&
  value.every(isRecord) &&
  (labels.templates?.[path] !== undefined || (value.length > 0 && !isAwardList(value)))

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isAwardItem = (value: Json): value is AwardItemValue =>
  isRecord(value) && Object.keys(value).sort().join() === 'count,id'

const isAwardList = (value: Json): value is AwardItemValue[] =>
  Array.isArray(value) && value.every(isAwardItem)

function humanise(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function labelOf(labels: EditorLabels, path: string): string {
  return labels.fields[path] ?? humanise(path.split('.').pop() ?? path)
}

/** A number typed: empty is null (an optional amount left out, or the schema names it). */
function numberValue(text: string): number | null {
  return text.trim() === '' ? null : Number(text)
}

/** One leaf: an award item or list, an amount in pesos, a choice, a number, a text or a switch. */
function LeafEditor({
  value,
  label,
  path,
  labels,
  money,
  onChange,
}: {
  value: Json
  label: string
  /** Its path with list positions left out, for the area's money and choices. */
  path: string
  labels: EditorLabels
  /** A table's row decides whether this cell is an amount (a task's target). */
  money?: boolean
  onChange(next: Json): void
}) {
  if (isAwardItem(value)) return <AwardItemInput item={value} label={label} onChange={onChange} />
  if (isAwardList(value)) return <AwardListInput items={value} label={label} onChange={onChange} />
  const choices = labels.choices?.[path]
  if (choices)
    return (
      <select
        aria-label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) =>
          onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)
        }
      >
        <option value="">—</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    )
  if ((money ?? labels.money?.includes(path)) && (typeof value === 'number' || value === null))
    return <PesoInput hundredths={value} label={label} onChange={onChange} />
  if (typeof value === 'boolean')
    return (
      <input
        type="checkbox"
        aria-label={label}
        checked={value}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    )
  if (typeof value === 'number' || value === null)
    return (
      <input
        type="number"
        aria-label={label}
        className="promo-number"
        placeholder={value === null ? 'none' : undefined}
        value={value === null || Number.isNaN(value) ? '' : value}
        onChange={(event) => onChange(numberValue(event.currentTarget.value))}
      />
    )
  return (
    <input
      aria-label={label}
      value={String(value ?? '')}
      onChange={(event) =>
        onChange(
          value === undefined && event.currentTarget.value === '' ? undefined : event.currentTarget.value,
        )
      }
    />
  )
}

/**
 * Columns of a table of objects: every row's keys (an optional field shows on every row), and the keys
 * of a nested object (`sections.min`); an award item is one column.
 */
function columnsOf(rows: Record<string, Json>[]): string[][] {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  return keys.flatMap((key) => {
    const cell = rows.find((row) => row[key] !== undefined)?.[key]
    return isRecord(cell) && !isAwardItem(cell) ? Object.keys(cell).map((inner) => [key, inner]) : [[key]]
  })
}

function getAt(value: Json, keys: string[]): Json {
  return keys.reduce<Json>((at, key) => (isRecord(at) ? at[key] : undefined), value)
}

function setAt(value: Json, keys: string[], next: Json): Json {
  const [key, ...rest] = keys
  if (key === undefined) return next
  const record = isRecord(value) ? value : {}
  return { ...record, [key]: setAt(record[key], rest, next) }
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
  onChange,
}: {
  rows: Record<string, Json>[]
  path: string
  columns: string[][]
  labels: EditorLabels
  row: { name: string; first: number }
  notes: string[]
  withNotes: boolean
  onChange(next: Json): void
}) {
  return (
    <div className="promo-stack" data-testid={`editor-${path || 'rows'}`}>
      {rows.map((entry, index) => (
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
            {columns.map((keys) => {
              const cellPath = [path, ...keys].filter(Boolean).join('.')
              const caption = labelOf(labels, cellPath)
              return (
                <div key={keys.join('.')} className="promo-stack-cell">
                  <span className="promo-stack-label">{caption}</span>
                  <LeafEditor
                    value={getAt(entry, keys)}
                    label={`${caption}, ${row.name.toLowerCase()} ${index + row.first}`}
                    path={cellPath}
                    labels={labels}
                    money={labels.moneyWhen?.[cellPath]?.(entry)}
                    onChange={(next) =>
                      onChange(rows.map((old, at) => (at === index ? setAt(old, keys, next) : old)))
                    }
                  />
                </div>
              )
            })}
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

function TableEditor({
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
          onChange={onChange}
        />
      ) : (
        <table className="data promo-table" data-testid={`editor-${path || 'rows'}`}>
          <thead>
            <tr>
              <th>{row.name}</th>
              {columns.map((keys) => (
                <th key={keys.join('.')}>{labelOf(labels, [path, ...keys].filter(Boolean).join('.'))}</th>
              ))}
              {withNotes && <th>Preview</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((entry, index) => (
              <tr key={index}>
                <th>{index + row.first}</th>
                {columns.map((keys) => {
                  const cellPath = [path, ...keys].filter(Boolean).join('.')
                  const label = `${labelOf(labels, cellPath)}, ${row.name.toLowerCase()} ${index + row.first}`
                  return (
                    <td key={keys.join('.')}>
                      <LeafEditor
                        value={getAt(entry, keys)}
                        label={label}
                        path={cellPath}
                        labels={labels}
                        money={labels.moneyWhen?.[cellPath]?.(entry)}
                        onChange={(next) =>
                          onChange(rows.map((old, at) => (at === index ? setAt(old, keys, next) : old)))
                        }
                      />
                    </td>
                  )
                })}
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

/** Any value of a reward area, drawn from its shape. */
export function SettingsEditor({
  value,
  path = '',
  labels,
  notes,
  notesPath,
  onChange,
}: {
  value: Json
  path?: string
  labels: EditorLabels
  /** The preview's note per row of the table at notesPath. */
  notes: string[]
  notesPath: string
  onChange(next: Json): void
}) {
  if (isTable(value, path, labels))
    return (
      <TableEditor
        rows={value}
        path={path}
        labels={labels}
        notes={notes}
        notesPath={notesPath}
        onChange={onChange}
      />
    )
  if (isRecord(value))
    return (
      <div className="promo-group">
        {Object.entries(value).map(([key, child]) => {
          const childPath = path ? `${path}.${key}` : key
          const nested = isRecord(child) || isTable(child, childPath, labels)
          return nested ? (
            <fieldset key={key} className={`promo-fieldset ${isRecord(child) ? '' : 'wide'}`}>
              <legend>{labelOf(labels, childPath)}</legend>
              <SettingsEditor
                value={child}
                path={childPath}
                labels={labels}
                notes={notes}
                notesPath={notesPath}
                onChange={(next) => onChange({ ...value, [key]: next })}
              />
            </fieldset>
          ) : (
            <label key={key} className="field">
              {labelOf(labels, childPath)}
              <LeafEditor
                value={child}
                label={labelOf(labels, childPath)}
                path={childPath}
                labels={labels}
                onChange={(next) => onChange({ ...value, [key]: next })}
              />
            </label>
          )
        })}
      </div>
    )
  return (
    <LeafEditor value={value} label={labelOf(labels, path)} path={path} labels={labels} onChange={onChange} />
  )
}
