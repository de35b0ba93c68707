import type { ReactNode } from 'react';
import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../session/auth.tsx';

/**
 * The router's guard of /staff: a visitor is asked to sign in, a learner who is not staff is told
 * the pages are for staff only. The server guards every staff API call as well (401 / 403).
 */
export function StaffGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff');
  const { isAuthenticated, user } = useAuth();
  if (isAuthenticated && user?.is_staff) return <>{children}</>;
  return (
    <Container size="sm" py={64}>
      <Stack gap="md">
        <Title order={1}>{t('guard.title')}</Title>
        <Alert color="orange" data-testid="staff-guard">
          {isAuthenticated ? t('guard.notStaff') : t('guard.signIn')}
        </Alert>
        {!isAuthenticated && (
          <Button component={Link} to="/signin" w="fit-content">
            {t('guard.signInButton')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
