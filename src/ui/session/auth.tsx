/** The app-wide auth session's intent hooks live with the flow: src/machines/auth-session/useAuthSession.tsx. */
export {
  AuthSession,
  useAuth,
  useIsBooting,
  useNotice,
} from '../../machines/auth-session/useAuthSession.tsx';
