/**
 * One CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ (a formula to a
 * spreadsheet) is defused, a negative number is not.
 */
export function csvField(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value)
  const safe = formula ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n')
}

export function downloadCsv(name: string, rows: readonly (readonly string[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name.endsWith('.csv') ? name : `${name}.csv`
  link.click()
  URL.revokeObjectURL(url)
}
