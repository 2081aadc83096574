import { act, cleanup, render, screen } from '@testing-library/react'
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the shim's own test
import { startTransition, useOptimistic, useState, version } from 'react'
import { createMemoryRouter, Link, Outlet, useLoaderData, useNavigation } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { afterEach, describe, expect, it } from 'vitest'

afterEach(cleanup)

describe('react on preact', () => {
  it('is what `react` resolves to here, as in the bundle', () => {
    // preact/compat reports itself as React 19; real React reports 19.3.x.
    expect(version).toBe('19.0.0')
  })

  it('useOptimistic shows the passthrough value, and the committed state after a transition', async () => {
    let update: (value: string) => void = () => undefined
    function Probe() {
      const [committed, setCommitted] = useState('first')
      const [shown, setOptimistic] = useOptimistic(committed)
      update = (value) =>
        startTransition(() => {
          setOptimistic(`${value} (optimistic)`)
          setCommitted(value)
        })
      return <p data-testid="shown">{shown}</p>
    }
    render(<Probe />)
    expect(screen.getByTestId('shown').textContent).toBe('first')
    await act(async () => update('second'))
    expect(screen.getByTestId('shown').textContent).toBe('second')
  })

  it('runs a data router: loaders, lazy routes, links and the navigation state', async () => {
    let releaseSlow: () => void = () => undefined
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve))
    function Layout() {
      const navigation = useNavigation()
      return (
        <>
          <p data-testid="navigation">{navigation.state}</p>
          <Outlet />
        </>
      )
    }
    function Home() {
      const greeting = useLoaderData<string>()
      return (
        <>
          <h1>{greeting}</h1>
          <Link to="/later">Later</Link>
        </>
      )
    }
    const router = createMemoryRouter([
      {
        path: '/',
        Component: Layout,
        HydrateFallback: () => null,
        children: [
          { index: true, loader: () => 'Home page', Component: Home },
          {
            path: 'later',
            loader: async () => {
              await slow
              return null
            },
            lazy: async () => ({ Component: () => <h1>Later page</h1> }),
          },
        ],
      },
    ])
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy()

    await act(async () => screen.getByRole('link', { name: 'Later' }).click())
    expect(screen.getByTestId('navigation').textContent).toBe('loading')
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy()

    await act(async () => releaseSlow())
    expect(await screen.findByRole('heading', { name: 'Later page' })).toBeTruthy()
    expect(screen.getByTestId('navigation').textContent).toBe('idle')
    expect(router.state.location.pathname).toBe('/later')
  })
})
