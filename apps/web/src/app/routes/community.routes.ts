import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/**
 * Community and support: agents and invites (decision 051), the mail inbox (decision 035), feedback
 * tickets (decision 036), customer service and its VIP line (decision 057).
 */
export const COMMUNITY_ROUTES: readonly RouteMeta[] = [
  {
    name: 'agent',
    floatingBubble: true,
    path: PATHS.agent,
    title: 'pages.agent',
    navbar: true,
    // Its Rules is a tab of the page: one Rules action, not a second in the top bar (issue 40).
    page: () => import('../../features/agents/agent-page.tsx').then((module) => module.AgentPage),
  },
  {
    name: 'agentRule',
    path: PATHS.agentRule,
    title: 'pages.agentRule',
    navbar: true,
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
  {
    name: 'email',
    path: PATHS.email,
    title: 'pages.email',
    navbar: false,
    guard: 'auth',
    page: () => import('../../features/mail/mail-inbox-page.tsx').then((module) => module.MailInboxPage),
  },
  {
    name: 'emailDetail',
    path: PATHS.emailDetail,
    title: 'pages.emailDetail',
    navbar: false,
    guard: 'auth',
    page: () => import('../../features/mail/mail-detail-page.tsx').then((module) => module.MailDetailPage),
  },
  {
    name: 'feedback',
    path: PATHS.feedback,
    title: 'pages.feedback',
    navbar: false,
    guard: 'auth',
    rightLink: { to: PATHS.feedbackRecord, label: 'pages.feedbackRecord' },
    page: () => import('../../features/feedback/feedback-page.tsx').then((module) => module.FeedbackPage),
  },
  {
    name: 'feedbackRecord',
    path: PATHS.feedbackRecord,
    title: 'pages.feedbackRecord',
    navbar: false,
    guard: 'auth',
    page: () =>
      import('../../features/feedback/feedback-record-page.tsx').then((module) => module.FeedbackRecordPage),
  },
  {
    name: 'feedbackTicket',
    path: PATHS.feedbackTicket,
    title: 'pages.feedbackTicket',
    navbar: false,
    guard: 'auth',
    validate: (url) => /^\/feedback\/record\/[1-9]\d{0,15}$/.test(url.pathname),
    page: () =>
      import('../../features/feedback/feedback-ticket-page.tsx').then((module) => module.FeedbackTicketPage),
  },
  {
    name: 'service',
    path: PATHS.service,
    title: 'pages.service',
    navbar: false,
    page: () => import('../../features/service/service-page.tsx').then((module) => module.ServicePage),
  },
  {
    name: 'serviceVip',
    path: PATHS.serviceVip,
    title: 'pages.serviceVip',
    navbar: false,
    guard: 'auth',
    page: () => import('../../features/service/service-page.tsx').then((module) => module.VipServicePage),
  },
]
