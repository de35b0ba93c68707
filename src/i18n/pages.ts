/**
 * The page a path shows, as the key of its title (common.json `titles.*`). Shared by the web app
 * (document title on navigation) and the server (the title in the HTML it sends), so the first
 * paint already has the page's title in the learner's language.
 */
export const PAGE_KEYS = {
  '': 'home',
  signin: 'signin',
  signup: 'signup',
  'reset-password': 'resetPassword',
  'verify-email': 'verifyEmail',
  language: 'language',
  'select-level': 'selectLevel',
  'select-purpose': 'selectPurpose',
  account: 'account',
  lesson: 'lesson',
  flows: 'flows',
} as const;

export type PageKey = (typeof PAGE_KEYS)[keyof typeof PAGE_KEYS] | 'notFound';

export function pageKey(pathname: string): PageKey {
  const first = pathname.split(/[?#]/)[0]!.split('/')[1] ?? '';
  return Object.hasOwn(PAGE_KEYS, first) ? PAGE_KEYS[first as keyof typeof PAGE_KEYS] : 'notFound';
}
