import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './catalogue.module.css';

/** SPEC §2 Home: a scroll progress bar; the header turns light after 75% of the viewport height. */
export function ScrollProgress() {
  const { t } = useTranslation('catalogue');
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const ratio = max > 0 ? Math.min(1, window.scrollY / max) : 0;
      if (bar.current) {
        bar.current.style.transform = `scaleX(${ratio})`;
        const now = String(Math.round(ratio * 100));
        if (bar.current.getAttribute('aria-valuenow') !== now) bar.current.setAttribute('aria-valuenow', now);
      }
      // Written only when it changes: an attribute on <html> restyles the whole page.
      const header = window.scrollY > window.innerHeight * 0.75 ? 'light' : 'hero';
      if (document.documentElement.dataset.header !== header)
        document.documentElement.dataset.header = header;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // First reading in the next frame, not in the effect: reading scrollHeight while React is still
    // committing forced a whole-page layout inside the first render's task (~25 ms on a desktop).
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      delete document.documentElement.dataset.header;
    };
  }, []);
  return (
    <div
      ref={bar}
      className={classes.progressBar}
      style={{ transform: 'scaleX(0)' }}
      role="progressbar"
      aria-label={t('scrollProgress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      data-testid="scroll-progress"
    />
  );
}
