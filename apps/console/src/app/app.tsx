import { roleMayAct } from '@panalo/contract/ops/roles'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../api/ops-client.ts'
import { staffMeKey, useStaffMeQuery } from '../api/staff-me.ts'
import { LoginPage } from '../features/auth/login-page.tsx'
import { navigate, useLocation } from '../lib/router.ts'
import { ErrorNotice } from '../ui/page.tsx'
import { ROUTES } from './routes.ts'

/** The shell: sign-in, or the menu of the pages the staff member's role opens and the page chosen. */
export function App() {
  const me = useStaffMeQuery()
  const { path } = useLocation()
  const queryClient = useQueryClient()
  const logout = useMutation({
    mutationFn: () => opsCall('staffLogout', {}),
    onSettled: () => {
      queryClient.clear()
      queryClient.setQueryData(staffMeKey, null)
    },
  })

  if (me.isPending) return null
  if (me.error) return <ErrorNotice error={me.error} />
  if (!me.data) return <LoginPage />

  const staff = me.data
  const routes = ROUTES.filter((route) => roleMayAct(route.roles, staff.role))
  const route = routes.find((candidate) => candidate.path === path) ?? routes[0]
  const Current = route?.page

  return (
    <div className="shell">
      <nav className="nav" aria-label="Console">
        <div className="brand">Panalo console</div>
        {routes.map((item) => (
          <button
            key={item.path}
            type="button"
            aria-current={item === route ? 'page' : undefined}
            onClick={() => navigate(item.path)}
          >
            {item.title}
          </button>
        ))}
        <div className="who" data-testid="staff-who">
          {staff.displayName} · {staff.role}
          <br />
          <button type="button" onClick={() => logout.mutate()}>
            Sign out
          </button>
        </div>
      </nav>
      <main className="main">
        {Current ? <Current role={staff.role} /> : <p>Your role has no pages yet.</p>}
      </main>
    </div>
  )
}
