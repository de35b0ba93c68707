/**
 * Holds a screen's height while a lazily loaded section arrives, so the footer stays below the fold
 * and nothing shifts when the section is drawn (home's catalogue, /account's lists).
 */
export function FoldPlaceholder() {
  return <div style={{ minHeight: '100vh' }} />;
}
