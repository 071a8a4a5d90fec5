/**
 * The tests' pictures, drawn on the server as SVG: a profile's emblem (tree rings in its colour) and
 * the chart of a result's points per profile. No script, no image request.
 */

/** Tree rings in the profile's colour, with a leaf at the heart. Decorative: the name is in the text. */
export function ProfileEmblem({ color, size = 160 }: { color: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 160 160"
      aria-hidden="true"
      className="shrink-0 drop-shadow-sm"
    >
      <circle cx="80" cy="80" r="78" fill={color} />
      {[62, 48, 35, 23].map((radius, index) => (
        <circle
          key={radius}
          cx={80 + index * 1.5}
          cy={80 - index}
          r={radius}
          fill="none"
          stroke="#ffffff"
          strokeOpacity={0.22 + index * 0.08}
          strokeWidth={index === 0 ? 2.5 : 2}
        />
      ))}
      <path
        d="M86 58c-14 4-22 16-20 32 1 6 4 10 8 12 2-10 7-18 15-24-6 7-10 15-11 24 10-2 17-10 19-21 2-9 0-17-11-23z"
        fill="#ffffff"
        fillOpacity="0.92"
      />
    </svg>
  )
}

export type ChartRow = { key: string; name: string; color: string; points: number }

/** Horizontal bars, one per profile, longest for the highest score; the values are also in the text. */
export function ScoreChart({
  rows,
  title,
  rowLabel,
}: {
  rows: ChartRow[]
  title: string
  /** One row read aloud (« Rêveur : 12 points »), in the reader's language and typography. */
  rowLabel: (row: ChartRow) => string
}) {
  const max = Math.max(1, ...rows.map((row) => row.points))
  const rowHeight = 52
  const width = 560
  const labelWidth = 0
  const barWidth = width - labelWidth - 70
  const height = rows.length * rowHeight + 8
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`${title} — ${rows.map(rowLabel).join(', ')}`}
      className="h-auto w-full"
    >
      {rows.map((row, index) => {
        const y = index * rowHeight
        const length = Math.max(4, Math.round((row.points / max) * barWidth))
        return (
          <g key={row.key}>
            <text x={0} y={y + 20} className="fill-ink text-[14px] font-medium max-sm:text-[22px]">
              {row.name}
            </text>
            <rect
              x={0}
              y={y + 28}
              width={barWidth}
              height={14}
              rx={7}
              className="fill-forest-100 dark:fill-forest-900"
            />
            <rect x={0} y={y + 28} width={length} height={14} rx={7} fill={row.color} />
            <text
              x={barWidth + 12}
              y={y + 40}
              className="fill-ink-soft text-[14px] tabular-nums max-sm:text-[22px]"
            >
              {row.points}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
