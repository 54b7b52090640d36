/** A verification seal drawn here (no third-party request); it names no real regulator. */
export function RegulatorSeal({ label, word }: { label: string; word: string }) {
  return (
    <svg viewBox="0 0 120 120" width="72" height="72" role="img" aria-label={label}>
      <title>{label}</title>
      <circle cx="60" cy="60" r="56" fill="#0d1321" stroke="#f5b400" strokeWidth="4" />
      <circle cx="60" cy="60" r="44" fill="none" stroke="#f5b400" strokeWidth="1.5" strokeDasharray="3 4" />
      <path d="M60 30l24 9v18c0 16-10 28-24 33-14-5-24-17-24-33V39z" fill="#1c2a4a" stroke="#f5b400" strokeWidth="2.5" />
      <path d="M48 60l9 9 16-18" fill="none" stroke="#3ddc84" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <text x="60" y="104" textAnchor="middle" fontSize="9" fontFamily="system-ui, sans-serif" fontWeight="700" fill="#f5b400" textLength={word.length > 8 ? 76 : undefined} lengthAdjust="spacingAndGlyphs">
        {word}
      </text>
    </svg>
  );
}
