/**
 * The reward settings' generic editor (decision 098): it draws any area's value from its shape, so
 * every area shares one form. An object is a group of labelled fields; a list of objects is a table
 * (one level of nesting flattened into columns, the preview's note per row beside it); a list of
 * award items is one field, `2001=500, 2002=10` (coins are centavos); numbers, text and switches are
 * inputs; a table's rows are added (a copy of the last) and removed at its end. The contract's schema
 * checks the result (how many sectors, days… an area takes), not this form.
 */

type Json = unknown

export interface EditorLabels {
  /** Labels by path with list positions left out (`chances.maxPerDay`, `sectors.weight`). */
  fields: Record<string, string>
  /** Names each row of a table by path (`sectors` → Sector), with the number of its first row. */
  rows: Record<string, { name: string; first: number }>
}

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isAwardList = (value: Json): value is { id: number; count: number }[] =>
  Array.isArray(value) &&
  value.every((item) => isRecord(item) && Object.keys(item).sort().join() === 'count,id')

function humanise(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function labelOf(labels: EditorLabels, path: string): string {
  return labels.fields[path] ?? humanise(path.split('.').pop() ?? path)
}

const awardText = (items: { id: number; count: number }[]) =>
  items.map((item) => `${item.id}=${item.count}`).join(', ')

/** `2001=500, 2002=10` → items; a part that is not `id=count` is kept as NaN so the schema names it. */
function parseAwards(text: string): { id: number; count: number }[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [id, count] = part.split('=')
      return { id: Number(id), count: Number(count) }
    })
}

function numberValue(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text)
}

/** One leaf: a number, a text, a switch or an award list. */
function LeafEditor({ value, label, onChange }: { value: Json; label: string; onChange(next: Json): void }) {
  if (isAwardList(value)) return <AwardListInput items={value} label={label} onChange={onChange} />
  if (typeof value === 'boolean')
    return (
      <input
        type="checkbox"
        aria-label={label}
        checked={value}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    )
  if (typeof value === 'number')
    return (
      <input
        type="number"
        aria-label={label}
        className="promo-number"
        value={Number.isNaN(value) ? '' : value}
        onChange={(event) => onChange(numberValue(event.currentTarget.value))}
      />
    )
  return (
    <input
      aria-label={label}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}

/** An award list as text, kept as typed until it parses (so a half-typed `2001=` does not jump). */
function AwardListInput({
  items,
  label,
  onChange,
}: {
  items: { id: number; count: number }[]
  label: string
  onChange(next: Json): void
}) {
  return (
    <input
      aria-label={label}
      className="promo-awards"
      defaultValue={awardText(items)}
      onChange={(event) => onChange(parseAwards(event.currentTarget.value))}
    />
  )
}

/** Columns of a table of objects: each key, and the keys of a nested object (`item.id`). */
function columnsOf(rows: Record<string, Json>[]): string[][] {
  const first = rows[0] ?? {}
  return Object.keys(first).flatMap((key) => {
    const cell = first[key]
    return isRecord(cell) ? Object.keys(cell).map((inner) => [key, inner]) : [[key]]
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
  return (
    <div className="table-scroll">
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
                const label = `${labelOf(labels, [path, ...keys].filter(Boolean).join('.'))}, ${row.name.toLowerCase()} ${index + row.first}`
                return (
                  <td key={keys.join('.')}>
                    <LeafEditor
                      value={getAt(entry, keys)}
                      label={label}
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
      <div className="promo-rows">
        <button
          type="button"
          className="btn"
          disabled={rows.length === 0}
          onClick={() => onChange([...rows, rows[rows.length - 1]])}
        >
          Add a {row.name.toLowerCase()} (a copy of the last)
        </button>
        <button
          type="button"
          className="btn"
          disabled={rows.length <= 1}
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
  if (Array.isArray(value) && !isAwardList(value) && value.every(isRecord))
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
          const nested = isRecord(child) || (Array.isArray(child) && !isAwardList(child))
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
                onChange={(next) => onChange({ ...value, [key]: next })}
              />
            </label>
          )
        })}
      </div>
    )
  return <LeafEditor value={value} label={labelOf(labels, path)} onChange={onChange} />
}
