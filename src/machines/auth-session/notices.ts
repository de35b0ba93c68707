import type { Notice, NoticeKey } from './types.ts';
import type { ApiError } from '../../i18n/errors.ts';

/**
 * The alert for a refused request (login, sign-up, second factor): the server's own errors when
 * it gave some (shown by code in the interface language), else the SPEC §8 text for the reason.
 * One rule for every credentials request, so login and sign-up cannot drift apart.
 */
export interface Refusal {
  outcome: string;
  message?: string | null;
  errors?: ApiError[];
  reason?: string;
}

export function refusalNotice(
  answer: Refusal,
  byReason: Partial<Record<string, NoticeKey>>,
  otherwise: NoticeKey,
): Notice {
  if (answer.outcome === 'rejected' && answer.message)
    return { tone: 'error', text: answer.message, errors: answer.errors };
  const key = (answer.outcome === 'rejected' && answer.reason && byReason[answer.reason]) || otherwise;
  return { tone: 'error', key };
}

/** Login refused: 'Invalid email or password.' for a plain 401, else 'Something went wrong.' */
export const loginRefusal = (answer: Refusal) =>
  refusalNotice(answer, { unauthenticated: 'invalidCredentials' }, 'somethingWentWrong');

/** Sign-up refused: the CSRF text when the token was refused, else the sign-up failure text. */
export const signupRefusal = (answer: Refusal) =>
  refusalNotice(answer, { csrf: 'csrfFailed' }, 'signupFailed');

/** A wrong authenticator or recovery code. */
export const codeRefusal = (answer: Refusal) => refusalNotice(answer, {}, 'codeRejected');
