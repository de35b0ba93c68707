import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AllauthError, AllauthUser, Flow } from '../../src/api-contract/allauth.ts';

export type { AllauthError, AllauthUser, Flow };

/** One authentication step recorded in the session (allauth's authentication records). */
export type AuthMethod =
  | { method: 'password'; at: number; email?: string; reauthenticated?: true }
  | { method: 'mfa'; at: number; id: number; type: 'totp' | 'recovery_codes'; reauthenticated?: true };

type UserFields = { id: number; email: string; username: string; isStaff?: boolean };

export function userObject(user: UserFields): AllauthUser {
  return {
    id: user.id,
    display: user.username,
    email: user.email,
    has_usable_password: true,
    username: user.username,
    ...(user.isStaff ? { is_staff: true as const } : {}),
  };
}

/** Flows an anonymous browser can start: login by email and signup (contract §1.5). */
export const ANONYMOUS_FLOWS = [{ id: 'login' }, { id: 'signup' }];

/**
 * Sends an allauth JSON envelope: `application/json` without charset, never cached, and
 * `Vary: Cookie` (every browser endpoint touches the CSRF cookie).
 */
export function sendEnvelope(reply: FastifyReply, status: number, body: Record<string, unknown> = {}) {
  return reply
    .code(status)
    .header('content-type', 'application/json')
    .send({ status, ...body });
}

export function sendErrors(reply: FastifyReply, errors: AllauthError[]) {
  return sendEnvelope(reply, 400, { errors });
}

export function sendAnonymous(reply: FastifyReply, status = 401, pending?: Flow) {
  return sendEnvelope(reply, status, {
    data: { flows: pending ? [...ANONYMOUS_FLOWS, pending] : ANONYMOUS_FLOWS },
    meta: { is_authenticated: false },
  });
}

/**
 * 401 for a signed-in learner who must authenticate again first (allauth's
 * ReauthenticationResponse): the session object plus the flows that reauthenticate.
 */
export function sendReauthenticationRequired(
  reply: FastifyReply,
  user: UserFields,
  methods: AuthMethod[],
  flows: Flow[],
) {
  return sendEnvelope(reply, 401, {
    data: { user: userObject(user), methods, flows },
    meta: { is_authenticated: true },
  });
}

export function sendSession(reply: FastifyReply, user: UserFields, methods: AuthMethod[]) {
  return sendEnvelope(reply, 200, {
    data: { user: userObject(user), methods },
    meta: { is_authenticated: true },
  });
}

/** The `methods` log stored in the session row (see login). */
export function sessionMethods(request: FastifyRequest): AuthMethod[] {
  const methods = request.sessionData?.['methods'];
  return Array.isArray(methods) ? (methods as AuthMethod[]) : [];
}

/** allauth's email_taken error on a field (`email`, or `key` when a verification key names the address). */
export const emailTaken = (param: string): AllauthError => ({
  message: 'A user is already registered with this email address.',
  code: 'email_taken',
  param,
});

export const required = (param: string): AllauthError => ({
  message: 'This field is required.',
  code: 'required',
  param,
});
