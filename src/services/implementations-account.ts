import { fromPromise } from 'xstate';
import { securityActionMachine } from '../machines/security-action/machine.ts';
import { securityListMachine, totpSetupMachine } from '../machines/security-action/section.ts';
import { accountService, type AccountService } from './account.ts';

/**
 * Effects of the Security tab's machines (kept out of the entry chunk: only /account?tab=security
 * loads them; reached through createMachineImplementations(deps).security).
 * `onSignedOut` runs when an action found the session ended (e.g. the learner ended this one).
 */
export function createSecurityLogic(account: AccountService = accountService) {
  return {
    action: (onSignedOut: () => void) =>
      securityActionMachine.provide({
        actors: {
          runAction: fromPromise(({ input, signal }) => account.run(input, signal)),
          reauthenticate: fromPromise(({ input, signal }) => account.reauthenticate(input, signal)),
        },
        actions: { signedOut: () => onSignedOut() },
      }),
    list: securityListMachine.provide({
      actors: {
        loadList: fromPromise(({ input, signal }) =>
          input.list === 'emails'
            ? account.emails(signal)
            : input.list === 'sessions'
              ? account.sessions(signal)
              : account.twoFactor(signal),
        ),
      },
    }),
    totpSetup: totpSetupMachine.provide({
      actors: { startTotpSetup: fromPromise(({ signal }) => account.totpSetup(signal)) },
    }),
  };
}
