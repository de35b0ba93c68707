import { Button, Container, Group } from '@mantine/core';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StaffGuard } from '../ui/staff/StaffGuard.tsx';

const SECTIONS = [
  { path: '/staff', key: 'home' },
  { path: '/staff/lessons', key: 'lessons' },
  { path: '/staff/reports', key: 'reports' },
] as const;

/** /staff and its pages: the staff console, guarded (StaffGuard), with its own section links. */
export function Page() {
  return (
    <StaffGuard>
      <StaffFrame />
    </StaffGuard>
  );
}

function StaffFrame() {
  const { t } = useTranslation('staff');
  const pathname = useLocation({ select: (l) => l.pathname.replace(/\/$/, '') || '/' });
  const current =
    [...SECTIONS].reverse().find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`))?.path ??
    '/staff';
  return (
    <Container size="xl" py="lg">
      <nav aria-label={t('nav.label')}>
        <Group mb="lg" gap="xs">
          {SECTIONS.map((s) => (
            <Button
              key={s.path}
              component={Link}
              to={s.path}
              size="compact-md"
              variant={current === s.path ? 'filled' : 'light'}
              aria-current={current === s.path ? 'page' : undefined}
            >
              {t(`nav.${s.key}`)}
            </Button>
          ))}
        </Group>
      </nav>
      <Outlet />
    </Container>
  );
}
