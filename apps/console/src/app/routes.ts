import type { StaffRole } from '@panalo/contract/ops/roles'
import type { ComponentType } from 'react'

import { AuditPage } from '../features/audit/audit-page.tsx'
import { ChatDeskPage } from '../features/chat/chat-desk-page.tsx'
import { FeedbackPage } from '../features/feedback/feedback-page.tsx'
import { FiguresPage } from '../features/figures/figures-page.tsx'
import { KycPage } from '../features/kyc/kyc-page.tsx'
import { MaintenancePage } from '../features/maintenance/maintenance-page.tsx'
import { PlayersPage } from '../features/players/players-page.tsx'
import { ReportsPage } from '../features/reports/reports-page.tsx'
import { ActivitiesPage } from '../features/promotions/activities-page.tsx'
import { RewardSettingsPage } from '../features/promotions/reward-settings-page.tsx'
import { ResponsibleGamingPage } from '../features/responsible-gaming/rg-page.tsx'
import { ThemesPage } from '../features/themes/themes-page.tsx'
import { DepositsRoutePage, MailRoutePage, WithdrawalsRoutePage } from './desk-pages.tsx'

export interface ConsoleRoute {
  path: string
  title: string
  /** Who sees it in the menu; the server checks every call's roles whatever the menu shows. */
  roles: readonly StaffRole[]
  page: ComponentType<{ role: StaffRole }>
}

/** Every page of the console, in menu order. */
export const ROUTES: readonly ConsoleRoute[] = [
  {
    path: '/players',
    title: 'Players',
    roles: ['support', 'kyc', 'finance', 'risk', 'marketing', 'admin'],
    page: PlayersPage,
  },
  {
    path: '/withdrawals',
    title: 'Withdrawals',
    roles: ['finance', 'risk', 'admin'],
    page: WithdrawalsRoutePage,
  },
  { path: '/deposits', title: 'Deposits', roles: ['finance', 'risk', 'admin'], page: DepositsRoutePage },
  { path: '/kyc', title: 'Identity (KYC)', roles: ['kyc', 'admin'], page: KycPage },
  {
    path: '/responsible-gaming',
    title: 'Responsible gaming',
    roles: ['support', 'risk', 'admin'],
    page: ResponsibleGamingPage,
  },
  { path: '/chat', title: 'Live chat', roles: ['support', 'admin'], page: ChatDeskPage },
  { path: '/feedback', title: 'Feedback tickets', roles: ['support', 'admin'], page: FeedbackPage },
  { path: '/figures', title: 'Figures', roles: ['finance', 'marketing', 'risk', 'admin'], page: FiguresPage },
  {
    path: '/reports',
    title: 'Marketing reports',
    roles: ['marketing', 'finance', 'admin'],
    page: ReportsPage,
  },
  { path: '/mail', title: 'Mail', roles: ['marketing', 'support', 'admin'], page: MailRoutePage },
  { path: '/activities', title: 'Activities', roles: ['marketing', 'admin'], page: ActivitiesPage },
  {
    path: '/reward-settings',
    title: 'Reward settings',
    roles: ['marketing', 'admin'],
    page: RewardSettingsPage,
  },
  { path: '/themes', title: 'Themes', roles: ['marketing', 'admin'], page: ThemesPage },
  { path: '/maintenance', title: 'Maintenance', roles: ['admin'], page: MaintenancePage },
  { path: '/audit', title: 'Audit log', roles: ['admin', 'risk'], page: AuditPage },
]
