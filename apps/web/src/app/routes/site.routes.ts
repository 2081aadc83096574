import { HomePage } from '../../features/home/home-page.tsx'
import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/** The home page, the site's own pages and maintenance. */
export const SITE_ROUTES: readonly RouteMeta[] = [
  {
    name: 'index',
    floatingBubble: true,
    path: PATHS.index,
    navbar: true,
    shellTexts: true,
    page: async () => HomePage,
  },
  {
    name: 'aboutUs',
    path: PATHS.aboutUs,
    title: 'pages.aboutUs',
    navbar: true,
    page: () => import('../../features/content/about-us-page.tsx').then((module) => module.AboutUsPage),
  },
  {
    name: 'faq',
    path: PATHS.faq,
    title: 'pages.faq',
    navbar: true,
    page: () => import('../../features/content/faq-page.tsx').then((module) => module.FaqPage),
  },
  {
    name: 'privacyPolicy',
    path: PATHS.privacyPolicy,
    title: 'pages.privacyPolicy',
    navbar: false,
    page: () =>
      import('../../features/content/privacy-policy-page.tsx').then((module) => module.PrivacyPolicyPage),
  },
  {
    name: 'termsOfUse',
    path: PATHS.termsOfUse,
    title: 'pages.termsOfUse',
    navbar: false,
    page: () =>
      import('../../features/content/terms-of-use-page.tsx').then((module) => module.TermsOfUsePage),
  },
  {
    name: 'download',
    path: PATHS.download,
    title: 'pages.download',
    navbar: true,
    page: () => import('../../features/download/download-page.tsx').then((module) => module.DownloadPage),
  },
  {
    name: 'maintenance',
    path: PATHS.maintenance,
    navbar: false,
    page: () =>
      import('../../features/maintenance/maintenance-page.tsx').then((module) => module.MaintenancePage),
  },
]
