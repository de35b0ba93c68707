import { AppLayout } from './ui/layout/AppLayout.tsx';
import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { isLessonMode, type LessonMode } from './machines/lesson/types.ts';
import type { MachineImplementations } from './services/implementations.ts';

/**
 * Route tree. Every page is its own chunk (route-level code splitting); each page module under
 * routes/ exports `Page`. Every route says which search params it takes (`validateSearch`) and
 * parses its path params, so pages read them typed: `getRouteApi('/lesson/$id').useParams()`.
 * The router's context carries the machines' implementations (App.tsx): a page whose machine lives
 * in its own chunk loads it in the route's loader, before the page renders.
 */

export interface RouterContext {
  implementations: MachineImplementations;
}

type NoSearch = Record<string, never>;
/** A page that takes no search params: whatever is in the URL is dropped. */
const noSearch = (): NoSearch => ({});
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Loads lazy implementations before the page renders; a failed chunk leaves it to the page's Suspense. */
const preload =
  (...keys: ('onboarding' | 'security' | 'catalogue' | 'favourite' | 'lesson')[]) =>
  ({ context }: { context: RouterContext }) =>
    Promise.all(keys.map((key) => context.implementations?.[key]().catch(() => undefined))).then(
      () => undefined,
    );

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: lazyRouteComponent(() => import('./routes/not-found.tsx'), 'Page'),
});

type PageModule = () => Promise<{ Page: () => React.ReactNode }>;
const component = (load: PageModule) => lazyRouteComponent(load, 'Page');

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: noSearch,
  loader: preload('catalogue', 'favourite'),
  component: component(() => import('./routes/home.tsx')),
});

const signinRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: noSearch,
  component: component(() => import('./routes/signin.tsx')),
});

const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  validateSearch: noSearch,
  component: component(() => import('./routes/signup.tsx')),
});

/** /reset-password?key=…: the key from the email; without one the page asks for a new link. */
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: (search: Record<string, unknown>): { key?: string } => {
    const key = text(search.key);
    return key ? { key } : {};
  },
  component: component(() => import('./routes/reset-password.tsx')),
});

/** /verify-email?key=…: the key from the verification email. */
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  validateSearch: (search: Record<string, unknown>): { key?: string } => {
    const key = text(search.key);
    return key ? { key } : {};
  },
  component: component(() => import('./routes/verify-email.tsx')),
});

const onboardingRoute = (path: '/language' | '/select-level' | '/select-purpose', load: PageModule) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: noSearch,
    loader: preload('onboarding'),
    component: component(load),
  });

export interface AccountSearch {
  /** ?account=true: the learner account; otherwise the catalogue of all videos. */
  account?: true;
  /** ?search=: pre-fills the title search of all videos. */
  search?: string;
  /** ?tab=security: the Security tab of the learner account. */
  tab?: 'security';
}

/** SPEC §2 /account. */
const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  validateSearch: (search: Record<string, unknown>): AccountSearch => ({
    ...(search.account === true || search.account === 'true' ? { account: true as const } : {}),
    ...(search.tab === 'security' ? { tab: 'security' as const } : {}),
    ...(text(search.search) ? { search: text(search.search) } : {}),
  }),
  loader: preload('catalogue', 'favourite'),
  component: component(() => import('./routes/account.tsx')),
});

export interface LessonSearch {
  /** ?mode=: the lesson's mode other than Watch Video (the default, kept out of the URL). */
  mode?: Exclude<LessonMode, 'video'>;
}

/**
 * /lesson/{id}: the id as a number; one that is not a positive whole number is 0, which the lesson
 * page reports as a lesson it could not fetch (SPEC §8, then /404) as for any unknown id.
 */
const lessonRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/lesson/$id',
  params: {
    parse: ({ id }: { id: string }) => {
      const n = /^\d+$/.test(id) ? Number(id) : 0;
      return { id: Number.isSafeInteger(n) ? n : 0 };
    },
    stringify: ({ id }: { id: number }) => ({ id: String(id) }),
  },
  validateSearch: (search: Record<string, unknown>): LessonSearch =>
    isLessonMode(search.mode) && search.mode !== 'video' ? { mode: search.mode } : {},
  loader: preload('favourite', 'lesson'),
  component: component(() => import('./routes/lesson.tsx')),
});

const flowsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/flows',
  validateSearch: noSearch,
  component: component(() => import('./routes/flows.tsx')),
});

/** /staff: the staff console; its layout guards every page below it (ui/staff/StaffGuard). */
const staffRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/staff',
  validateSearch: noSearch,
  component: component(() => import('./routes/staff.tsx')),
});
const staffPage = (path: '/' | '/reports' | '/lessons', load: PageModule) =>
  createRoute({
    getParentRoute: () => staffRoute,
    path,
    validateSearch: noSearch,
    component: component(load),
  });
/** Staff pages of one record: `id` is the record's id as the URL has it (the page asks the server). */
const staffRecord = (path: '/reports/$id' | '/lessons/$id', load: PageModule) =>
  createRoute({
    getParentRoute: () => staffRoute,
    path,
    validateSearch: noSearch,
    component: component(load),
  });

const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
  validateSearch: noSearch,
  component: component(() => import('./routes/not-found.tsx')),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  signinRoute,
  signupRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  onboardingRoute('/language', () => import('./routes/language.tsx')),
  onboardingRoute('/select-level', () => import('./routes/select-level.tsx')),
  onboardingRoute('/select-purpose', () => import('./routes/select-purpose.tsx')),
  accountRoute,
  lessonRoute,
  flowsRoute,
  staffRoute.addChildren([
    staffPage('/', () => import('./routes/staff-home.tsx')),
    staffPage('/reports', () => import('./routes/staff-reports.tsx')),
    staffRecord('/reports/$id', () => import('./routes/staff-report.tsx')),
    staffPage('/lessons', () => import('./routes/staff-lessons.tsx')),
    staffRecord('/lessons/$id', () => import('./routes/staff-lesson.tsx')),
  ]),
  notFoundRoute,
]);

export const router = createRouter({
  routeTree,
  // Set by App.tsx (router.update) before the first load; the type is what the loaders get.
  context: { implementations: undefined! as MachineImplementations },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

/**
 * Resolves the route at the current URL (its chunk and loader) while the session check runs, before
 * RouterProvider mounts (App.tsx waits for it): the first page then mounts in React's background
 * render, in short slices. Loaded by RouterProvider instead, the page mounted in the blocking
 * re-render a router store change forces (one task of ~0.9 s on a throttled phone, issue 18).
 */
export function loadCurrentRoute(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return router.load().catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
