import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NoticeBar } from './NoticeBar.tsx';
import classes from './layout.module.css';

/** The frame of every page: header, the app-wide notice, the page, the footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
        <Header />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <NoticeBar />
        <div id="main" className={classes.content} tabIndex={-1}>
          {children}
        </div>
      </AppShell.Main>
      <Footer />
    </AppShell>
  );
}
