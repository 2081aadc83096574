import { PATHS } from '../../lib/paths.ts'
import type { RouteMeta } from '../route-meta.ts'

/** Login, registration, password and phone binding. */
export const AUTH_ROUTES: readonly RouteMeta[] = [
  {
    name: 'authLogin',
    path: PATHS.authLogin,
    title: 'pages.login',
    navbar: false,
    validate: (url) => ['account', null].includes(url.searchParams.get('type')),
    page: () => import('../../features/auth/auth-pages.tsx').then((module) => module.LoginPage),
  },
  {
    name: 'authAccountLogin',
    path: PATHS.authAccountLogin,
    title: 'pages.login',
    navbar: false,
    page: () => import('../../features/auth/auth-pages.tsx').then((module) => module.AccountLoginPage),
  },
  {
    name: 'authRegister',
    path: PATHS.authRegister,
    title: 'pages.register',
    navbar: false,
    page: () => import('../../features/auth/auth-pages.tsx').then((module) => module.RegisterPage),
  },
  {
    name: 'authForget',
    path: PATHS.authForget,
    title: 'pages.forgot',
    navbar: false,
    page: () => import('../../features/auth/auth-pages.tsx').then((module) => module.ForgotPage),
  },
  {
    name: 'authBind',
    path: PATHS.authBind,
    title: 'pages.bindPhone',
    navbar: false,
    guard: 'auth',
    page: () => import('../../features/auth/bind-phone-page.tsx').then((module) => module.BindPhonePage),
  },
  {
    name: 'authSetPassword',
    path: PATHS.authSetPassword,
    title: 'pages.setPassword',
    navbar: false,
    guard: 'auth',
    page: () => import('../../features/auth/set-password-page.tsx').then((module) => module.SetPasswordPage),
  },
  {
    name: 'authSocial',
    path: PATHS.authSocial,
    title: 'pages.login',
    navbar: false,
    validate: (url) => /^\/auth\/social\/(google|facebook|line)$/.test(url.pathname),
    page: () =>
      import('../../features/auth/social-callback-page.tsx').then((module) => module.SocialCallbackPage),
  },
]
