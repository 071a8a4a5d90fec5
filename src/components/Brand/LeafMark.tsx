/** The brand's mark: a leaf over a ridge line, in the theme's greens. Decorative, so hidden from AT. */
export function LeafMark({ size = 32, fill = false }: { size?: number; fill?: boolean }) {
  const dimensions = fill ? { width: '100%', height: '100%' } : { width: size, height: size }
  return (
    <svg {...dimensions} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#16a34a" />
      <path
        d="M2.83 33C9 28 14 27 20 29S33 30 38 25C41 22.5 43.5 22 46.5 22.5A23 23 0 0 1 2.83 33Z"
        fill="#14532d"
        opacity="0.55"
      />
      <path d="M24 10c8 4 12 10 10 18-1 5-5 8-10 8s-9-3-10-8c-2-8 2-14 10-18z" fill="#84cc16" />
      <path d="M24 14v21" stroke="#14532d" strokeWidth="1.8" strokeLinecap="round" />
      <path
        d="M24 21l-5-3M24 26l6-4M24 30l-5-3"
        stroke="#14532d"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  )
}
