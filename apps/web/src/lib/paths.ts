/**
 * Every path of the app, by route name. Components link with these, never with string literals;
 * app/routes.tsx gives each its page, title, guard and navbar rule.
 */
export const PATHS = {
  index: '/',
  aboutUs: '/about-us',
  faq: '/faq',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  download: '/download',
  maintenance: '/maintenance',
} as const

export type RouteName = keyof typeof PATHS
