import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/** Community: agents and invites (decision 051). */
export const COMMUNITY_ROUTES: readonly RouteMeta[] = [
  {
    name: 'agent',
    floatingBubble: true,
    path: PATHS.agent,
    title: 'pages.agent',
    navbar: true,
    guard: 'auth',
    rightLink: { to: PATHS.agentRule, label: 'pages.agentRule' },
    page: () => import('../../features/agents/agent-page.tsx').then((module) => module.AgentPage),
  },
  {
    name: 'agentRule',
    path: PATHS.agentRule,
    title: 'pages.agentRule',
    navbar: true,
    guard: 'auth',
    page: () => import('../../features/agents/agent-rule-page.tsx').then((module) => module.AgentRulePage),
  },
  {
    name: 'share',
    path: PATHS.share,
    title: 'pages.share',
    navbar: true,
    guard: 'auth',
    page: () => import('../../features/agents/share-page.tsx').then((module) => module.SharePage),
  },
]
