import { useTranslation } from 'react-i18next';
import { authErrorText, type ApiError } from '../../i18n/errors.ts';

/**
 * The account API's errors in the interface language, one line each (a signup can fail on the
 * address and the password at once); `fallback` when there are none.
 */
export function AuthErrors({ errors, fallback }: { errors: ApiError[] | undefined; fallback: string }) {
  const { t } = useTranslation('auth');
  const texts = [...new Set((errors ?? []).map((e) => authErrorText(t, e)))];
  if (!texts.length) return <>{fallback}</>;
  if (texts.length === 1) return <>{texts[0]}</>;
  return (
    <>
      {texts.map((text) => (
        <div key={text}>{text}</div>
      ))}
    </>
  );
}
