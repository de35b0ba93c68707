import { lazy, Suspense, useState } from 'react';
import { Burger, Group, UnstyledButton } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGoHome } from '../../machines/auth-session/useAuthSession.tsx';
import { Logo } from '../Logo.tsx';
import { AccountButtons } from './AccountButtons.tsx';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { LanguageButtons } from './LanguageButtons.tsx';
import { TitleSearch } from './TitleSearch.tsx';
import classes from './layout.module.css';

const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

/** SPEC §2 Header. Below the `md` breakpoint everything but the logo moves into a burger drawer. */
export function Header() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // The drawer's code loads on the first tap only (keeps the first paint small).
  const [menuWanted, setMenuWanted] = useState(false);
  const close = () => setOpened(false);
  const openHome = useGoHome();
  const pathname = useLocation({ select: (l) => l.pathname });

  const goHome = () => {
    close();
    if (pathname === '/') {
      document.getElementById('catalogue')?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    openHome();
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
        onClick={() => {
          setMenuWanted(true);
          setOpened((o) => !o);
        }}
        aria-label={t(opened ? 'header.closeMenu' : 'header.openMenu')}
        aria-expanded={opened}
      />
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
    </Group>
  );
}
