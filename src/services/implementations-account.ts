import { fromPromise } from 'xstate';
import { securityActionMachine } from '../machines/security-action/machine.ts';
import { accountService, type AccountService } from './account.ts';

/**
 * Effects of the Security tab's machines (kept out of the entry chunk: only /account loads them).
 * `onSignedOut` runs when an action found the session ended (e.g. the learner ended this one).
 */
export function createSecurityActionLogic(onSignedOut: () => void, account: AccountService = accountService) {
  return securityActionMachine.provide({
    actors: {
      runAction: fromPromise(({ input, signal }) => account.run(input, signal)),
      reauthenticate: fromPromise(({ input, signal }) => account.reauthenticate(input, signal)),
    },
    actions: { signedOut: () => onSignedOut() },
  });
}
