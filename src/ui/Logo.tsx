/** The Lingvo mark: a speech bubble with a play triangle (learning English by watching and speaking). */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="lingvo-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b60b3" />
          <stop offset="1" stopColor="#244a8f" />
        </linearGradient>
      </defs>
      <path
        d="M10 6h28a6 6 0 0 1 6 6v18a6 6 0 0 1-6 6H22l-9 7v-7h-3a6 6 0 0 1-6-6V12a6 6 0 0 1 6-6z"
        fill="url(#lingvo-logo-bg)"
      />
      <path d="M20 14.5v13l11-6.5z" fill="#ffca64" />
    </svg>
  );
}

export function Logo({ size = 36 }: { size?: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <LogoMark size={size} />
      <span
        style={{
          fontWeight: 800,
          fontSize: size * 0.6,
          letterSpacing: '-0.02em',
          color: 'var(--mantine-color-text)',
        }}
      >
        Lingvo
      </span>
    </span>
  );
}
