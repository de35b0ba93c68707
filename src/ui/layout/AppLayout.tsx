import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentHead } from './DocumentHead.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NoticeBar } from './NoticeBar.tsx';
import classes from './layout.module.css';

/**
 * The frame of every page: a sticky header, the app-wide notice, the page, the footer. Plain
 * landmarks and CSS rather than Mantine's AppShell, which costs first-paint bytes for features
 * (navbar, aside, transitions) the shell does not use.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <DocumentHead />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <header className={classes.header}>
        <Header />
      </header>
      <main className={classes.main}>
        <NoticeBar />
        <div id="main" className={classes.content} tabIndex={-1}>
          {children}
        </div>
      </main>
      <Footer />
    </>
  );
}
