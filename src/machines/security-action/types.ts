import type {
  ActionResult,
  ReauthFlow,
  ReauthInput,
  ReauthResult,
  SecurityAction,
} from '../../services/account.ts';

export type { ActionResult, ReauthFlow, ReauthInput, ReauthResult, SecurityAction };

/** Texts of account.json `security.errors.*` shown when the server gave no message of its own. */
export type SecurityErrorKey = 'failed' | 'network' | 'signedOut' | 'empty';

export interface SecurityActionContext {
  /** The action being run, kept so that it can run again after reauthentication. */
  action: SecurityAction | null;
  /** Recovery codes an action answered with (shown once). */
  recoveryCodes: string[] | null;
  /** The ways the server offers to reauthenticate (password, authenticator code). */
  flows: ReauthFlow[];
  /** The last refusal: the server's message, else a key of `security.errors`. */
  error: { text?: string; key?: SecurityErrorKey; code?: string } | null;
  /** How many actions have succeeded (the screen reloads its lists when this grows). */
  completed: number;
}

export type SecurityActionEvent =
  | { type: 'action.run'; action: SecurityAction }
  | ({ type: 'reauth.submit' } & ReauthInput)
  | { type: 'reauth.cancel' }
  | { type: 'action.reset' };
