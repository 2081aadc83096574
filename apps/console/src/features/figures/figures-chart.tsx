import { useEffect, useRef } from 'react'

export interface ChartSeries {
  label: string
  values: number[]
  color: string
  /** Drawn as bars on the right axis (counts) rather than a line on the left one (pesos). */
  bars?: boolean
}

/**
 * A daily chart of the figures with Chart.js, loaded only when a chart is drawn (its own chunk of the
 * console's bundle, never the player app's); chart-setup.ts registers only the parts drawn.
 */
export function FiguresChart({
  labels,
  series,
  testId,
  title,
}: {
  labels: string[]
  series: ChartSeries[]
  testId: string
  title: string
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    let chart: { destroy(): void } | undefined
    let cancelled = false
    void import('./chart-setup.ts').then(({ Chart }) => {
      if (cancelled || !canvas.current) return
      const hasBars = series.some((line) => line.bars)
      chart = new Chart(canvas.current, {
        data: {
          labels,
          datasets: series.map((line) => ({
            type: line.bars ? ('bar' as const) : ('line' as const),
            label: line.label,
            data: line.values,
            borderColor: line.color,
            backgroundColor: line.bars ? `${line.color}88` : line.color,
            yAxisID: line.bars ? 'count' : 'money',
            tension: 0.2,
            pointRadius: 2,
          })),
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          plugins: { legend: { position: 'bottom' } },
          scales: {
            money: {
              type: 'linear',
              position: 'left',
              display: series.some((line) => !line.bars),
              title: { display: true, text: '₱' },
            },
            ...(hasBars
              ? {
                  count: {
                    type: 'linear' as const,
                    position: 'right' as const,
                    grid: { drawOnChartArea: false },
                    beginAtZero: true,
                  },
                }
              : {}),
          },
        },
      })
    })
    return () => {
      cancelled = true
      chart?.destroy()
    }
  }, [labels, series])
  return (
    <figure className="figures-chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <div style={{ position: 'relative', height: 240 }}>
        <canvas ref={canvas} role="img" aria-label={title} />
      </div>
    </figure>
  )
}
