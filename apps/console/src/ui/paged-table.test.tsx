import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ColumnDef } from '@tanstack/react-table'
import { afterEach, describe, expect, it } from 'vitest'

import { ListPanel, usePagedFilters } from './paged-table.tsx'

interface Row {
  id: number
}
const COLUMNS: ColumnDef<Row, unknown>[] = [{ accessorKey: 'id', header: 'Id' }]
const ROWS = { list: [{ id: 1 }, { id: 2 }], total: 120 }

/** A list whose query input is printed, so a test reads what a filter change would ask the server. */
function Harness({ onFilter }: { onFilter?(): void }) {
  const paged = usePagedFilters({ state: 'open' as 'open' | 'all', days: 30, from: '', staff: '' })
  return (
    <>
      <ListPanel
        title="Things"
        panelTestId="things"
        paged={paged}
        filters={[
          { key: 'state', label: 'State', values: ['open', 'all'] },
          { key: 'days', label: 'Within (days)', values: [7, 30] },
          { key: 'from', label: 'From', type: 'day' },
          { key: 'staff', label: 'Staff', type: 'text' },
        ]}
        {...(onFilter ? { onFilter } : {})}
        toolbarNote={<span>a note</span>}
        result={{ data: ROWS, error: null }}
        testId="things-table"
        columns={COLUMNS}
      />
      <output data-testid="input">{JSON.stringify(paged.input)}</output>
    </>
  )
}

const input = () => JSON.parse(screen.getByTestId('input').textContent ?? '{}') as Record<string, unknown>

describe('ListPanel', () => {
  afterEach(cleanup)

  it('draws the panel, its declared filters, the rows and the pager', () => {
    render(<Harness />)
    expect(screen.getByTestId('things').querySelector('h2')?.textContent).toBe('Things')
    expect((screen.getByLabelText('From') as HTMLInputElement).type).toBe('date')
    expect((screen.getByLabelText('Staff') as HTMLInputElement).type).toBe('text')
    expect(screen.getByText('a note')).toBeTruthy()
    expect(screen.getByTestId('things-table').querySelectorAll('tbody tr')).toHaveLength(2)
    expect(screen.getByText('Page 1 of 3 · 120 in all')).toBeTruthy()
  })

  it('sends a numeric filter back as its number, and a filter change goes back to page 1', () => {
    let filtered = 0
    render(<Harness onFilter={() => filtered++} />)
    fireEvent.click(screen.getByText('Next'))
    expect(input()).toMatchObject({ pageNum: 2 })
    fireEvent.change(screen.getByLabelText('Within (days)'), { target: { value: '7' } })
    expect(input()).toMatchObject({ days: 7, pageNum: 1 })
    fireEvent.input(screen.getByLabelText('Staff'), { target: { value: 'ana' } })
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'all' } })
    expect(input()).toMatchObject({ state: 'all', staff: 'ana', days: 7, pageNum: 1, pageSize: 50 })
    expect(filtered).toBe(3)
  })
})
