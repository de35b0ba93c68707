import { Badge, Box, Burger, Button, Divider, Drawer, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCrown } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { storage } from '../../services/storage.ts';
import { Logo } from '../Logo.tsx';
import { useAuth } from '../session/auth.tsx';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { LanguageButtons } from './LanguageButtons.tsx';
import { TitleSearch } from './TitleSearch.tsx';
import classes from './layout.module.css';

/** SPEC §2 Header. Below the `md` breakpoint everything but the logo moves into a burger drawer. */
export function Header() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });

  const goHome = () => {
    close();
    if (pathname === '/') {
      document.getElementById('catalogue')?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    storage.setFromOnboarding(true);
    void navigate({ to: '/' });
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <UnstyledButton onClick={goHome} aria-label={t('header.home')} className={classes.logo}>
        <Logo size={34} />
      </UnstyledButton>
      <Group visibleFrom="md" gap="md" wrap="nowrap" style={{ flex: 1 }} justify="flex-end">
        <TitleSearch />
        <LanguageButtons />
        <ColorSchemeToggle />
        <AccountButtons onDone={close} />
      </Group>
      <Burger
        hiddenFrom="md"
        opened={opened}
        onClick={toggle}
        aria-label={t(opened ? 'header.closeMenu' : 'header.openMenu')}
        aria-expanded={opened}
      />
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        hiddenFrom="md"
        title={<Logo size={28} />}
        closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
      >
        <Stack gap="lg">
          <TitleSearch onDone={close} />
          <Box>
            <LanguageButtons grow />
          </Box>
          <Divider />
          <Stack gap="sm">
            <AccountButtons vertical onDone={close} />
          </Stack>
          <Group justify="space-between">
            <span>{t('header.scheme')}</span>
            <ColorSchemeToggle />
          </Group>
        </Stack>
      </Drawer>
    </Group>
  );
}

function AccountButtons({ vertical = false, onDone }: { vertical?: boolean; onDone: () => void }) {
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
          >
            {t('header.pro', { count: proDays })}
          </Badge>
        )}
        <Button
          component="a"
          href="/account?account=true"
          variant="light"
          onClick={(e: React.MouseEvent) => {
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
