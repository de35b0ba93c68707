import { AppLayout } from './ui/layout/AppLayout.tsx';
import {
  Outlet,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';

/**
 * Route tree. Every page is its own chunk (route-level code splitting); each page module under
 * routes/ exports `Page`.
 */
const rootRoute = createRootRoute({
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: lazyRouteComponent(() => import('./routes/not-found.tsx'), 'Page'),
});

const page = (path: string, load: () => Promise<{ Page: () => React.ReactNode }>) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: lazyRouteComponent(load, 'Page') });

/** /staff: the staff console; its layout guards every page below it (ui/staff/StaffGuard). */
const staffRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/staff',
  component: lazyRouteComponent(() => import('./routes/staff.tsx'), 'Page'),
});
const staffPage = (path: string, load: () => Promise<{ Page: () => React.ReactNode }>) =>
  createRoute({ getParentRoute: () => staffRoute, path, component: lazyRouteComponent(load, 'Page') });

const routeTree = rootRoute.addChildren([
  page('/', () => import('./routes/home.tsx')),
  page('/signin', () => import('./routes/signin.tsx')),
  page('/signup', () => import('./routes/signup.tsx')),
  page('/reset-password', () => import('./routes/reset-password.tsx')),
  page('/verify-email', () => import('./routes/verify-email.tsx')),
  page('/language', () => import('./routes/language.tsx')),
  page('/select-level', () => import('./routes/select-level.tsx')),
  page('/select-purpose', () => import('./routes/select-purpose.tsx')),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/account',
    // SPEC §2: ?account=true shows the learner account; ?search= pre-fills the title search.
    validateSearch: (
      search: Record<string, unknown>,
    ): { account?: boolean; search?: string; tab?: 'security' } => ({
      ...(search.account === true || search.account === 'true' ? { account: true } : {}),
      // ?tab=security: the Security tab of the learner account.
      ...(search.tab === 'security' ? { tab: 'security' as const } : {}),
      ...(typeof search.search === 'string' && search.search ? { search: search.search } : {}),
    }),
    component: lazyRouteComponent(() => import('./routes/account.tsx'), 'Page'),
  }),
  page('/lesson/$id', () => import('./routes/lesson.tsx')),
  page('/flows', () => import('./routes/flows.tsx')),
  staffRoute.addChildren([
    staffPage('/', () => import('./routes/staff-home.tsx')),
    staffPage('/reports', () => import('./routes/staff-reports.tsx')),
    staffPage('/reports/$id', () => import('./routes/staff-report.tsx')),
    staffPage('/lessons', () => import('./routes/staff-lessons.tsx')),
    staffPage('/lessons/$id', () => import('./routes/staff-lesson.tsx')),
  ]),
  page('/404', () => import('./routes/not-found.tsx')),
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

/**
 * Starts loading the chunk of the page at the current URL while the session check runs, so the
 * first route renders without a second round trip once the check ends.
 */
export function preloadCurrentRoute() {
  if (typeof window === 'undefined') return;
  router.preloadRoute({ to: window.location.pathname as '/' }).catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
