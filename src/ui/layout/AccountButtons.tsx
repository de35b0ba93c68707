import type { MouseEvent } from 'react';
import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../session/auth.tsx';

/** SPEC §2 Header: My learning + Logout (+ PRO badge) when signed in, Sign in + Register otherwise. */
export function AccountButtons({ vertical = false, onDone }: { vertical?: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const { isAuthenticated, proDays, logout, isBusy } = useAuth();
  const navigate = useNavigate();
  const Wrap = vertical ? Stack : Group;
  if (isAuthenticated) {
    return (
      <Wrap gap="sm" wrap="nowrap">
        {proDays !== null && (
          <Badge
            color="sunflower"
            variant="filled"
            size="lg"
            leftSection={<IconCrown size={14} aria-hidden="true" />}
            aria-label={t('header.proBadge', { count: proDays })}
            data-testid="pro-badge"
          >
            {t('header.pro', { count: proDays })}
          </Badge>
        )}
        <Button
          component="a"
          href="/account?account=true"
          variant="light"
          onClick={(e: MouseEvent) => {
            e.preventDefault();
            onDone();
            void navigate({ to: '/account', search: { account: true } });
          }}
        >
          {t('header.myLearning')}
        </Button>
        <Button
          variant="default"
          loading={isBusy}
          onClick={() => {
            onDone();
            logout();
          }}
        >
          {t('header.logout')}
        </Button>
      </Wrap>
    );
  }
  return (
    <Wrap gap="sm" wrap="nowrap">
      <Button component={Link} to="/signin" variant="default" onClick={onDone}>
        {t('header.signIn')}
      </Button>
      <Button component={Link} to="/signup" onClick={onDone}>
        {t('header.register')}
      </Button>
    </Wrap>
  );
}
