import { LeafEditor } from './leaf-editor.tsx'
import { isRecord, isTable, labelOf, type EditorLabels, type Json } from './settings-value-shape.ts'
import { TableEditor } from './table-editor.tsx'

/**
 * The reward settings' generic editor (decisions 098, 103): it draws any value of a reward area from
 * its shape, so every area shares one form. An object is a group of labelled fields; a list of
 * objects is a table (table-editor.tsx: one level of nesting flattened into columns, the preview's
 * note per row beside it); an award item or a list of them is chosen by name, bonus coins in pesos; a
 * field the area marks as money is typed in pesos (kept as hundredths); one with choices is a select;
 * numbers, text and switches are inputs (leaf-editor.tsx). A table's rows are added (a copy of the
 * last) and removed at its end. A table wider than the form (the diamond shop's items, the VIP
 * ladder, the tasks… at 1280 px) is drawn as one card per row with its fields labelled and wrapping,
 * so it never scrolls sideways (decision 109). The contract's schema checks the result (how many
 * sectors, days… an area takes), not this form.
 */
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
