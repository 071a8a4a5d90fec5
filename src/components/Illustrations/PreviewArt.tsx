/** Small scenes for the four content previews. Decorative: each card names its content in text. */
type Kind = 'video' | 'article' | 'tip' | 'module'

export function PreviewArt({ kind }: { kind: Kind }) {
  const common = {
    viewBox: '0 0 320 180',
    className: 'h-full w-full',
    'aria-hidden': true,
    focusable: false,
    preserveAspectRatio: 'xMidYMid slice',
  } as const
  switch (kind) {
    case 'video':
      return (
        <svg {...common}>
          <rect width="320" height="180" className="fill-[#dfeadb] dark:fill-[#173224]" />
          {[30, 78, 130, 196, 250, 292].map((x, index) => (
            <rect
              key={x}
              x={x}
              y={index % 2 ? 20 : 0}
              width={index % 3 ? 9 : 13}
              height="180"
              rx="4"
              className="fill-[#a7b5a3] dark:fill-[#2f4a3a]"
            />
          ))}
          <ellipse
            cx="160"
            cy="30"
            rx="190"
            ry="52"
            className="fill-[#b9d8a6] dark:fill-[#234a31]"
            opacity="0.85"
          />
          <rect y="112" width="320" height="40" fill="#ffffff" opacity="0.35" />
          <circle cx="160" cy="95" r="26" fill="#ffffff" opacity="0.92" />
          <path d="M152 82 L174 95 L152 108Z" className="fill-forest-800" />
        </svg>
      )
    case 'article':
      return (
        <svg {...common}>
          <rect width="320" height="180" className="fill-[#f4ecd9] dark:fill-[#2a2418]" />
          <path
            d="M70 150 C110 70 190 30 260 28 C245 95 180 150 70 150Z"
            className="fill-[#6f9a3f] dark:fill-[#5d7f3a]"
          />
          <path d="M70 150 C130 110 190 70 260 28" fill="none" stroke="#3f5e22" strokeWidth="3" />
          {[0.25, 0.4, 0.55, 0.7].map((t) => (
            <path
              key={t}
              d={`M${70 + 190 * t} ${150 - 122 * t} l${18 - 10 * t} ${20 + 6 * t}`}
              stroke="#3f5e22"
              strokeWidth="2"
              fill="none"
            />
          ))}
          <circle cx="96" cy="58" r="26" className="fill-[#c9a15d] dark:fill-[#8a6d3b]" />
          <circle
            cx="96"
            cy="58"
            r="26"
            fill="none"
            stroke="#9b7536"
            strokeWidth="2"
            strokeDasharray="3 4"
          />
          <path d="M84 58 q12 -16 24 0 q-12 14 -24 0z" className="fill-bark" />
        </svg>
      )
    case 'tip':
      return (
        <svg {...common}>
          <rect width="320" height="180" className="fill-[#e3efe8] dark:fill-[#132a20]" />
          {[70, 54, 38].map((r, index) => (
            <circle
              key={r}
              cx="160"
              cy="92"
              r={r}
              fill="none"
              className="stroke-primary"
              strokeOpacity={0.25 + index * 0.2}
              strokeWidth="3"
            />
          ))}
          <rect x="156" y="86" width="8" height="58" rx="3" className="fill-bark" />
          <circle cx="160" cy="74" r="24" className="fill-forest-600 dark:fill-forest-600" />
          <path
            d="M40 150 H280"
            className="stroke-forest-200 dark:stroke-forest-700"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      )
    case 'module':
      return (
        <svg {...common}>
          <rect width="320" height="180" className="fill-[#e6eedc] dark:fill-[#182b1c]" />
          <path
            d="M0 120 C80 90 140 110 200 95 S290 80 320 90 V180 H0Z"
            className="fill-[#a9cf95] dark:fill-[#234a31]"
          />
          <path
            d="M150 180 C160 150 210 140 215 118 S180 96 196 84"
            fill="none"
            stroke="#f6eccd"
            strokeWidth="10"
            strokeLinecap="round"
          />
          {[40, 80, 250, 285].map((x, index) => (
            <g key={x}>
              <rect x={x - 2} y={index % 2 ? 88 : 96} width="4" height="24" className="fill-bark" />
              <path
                d={`M${x - 14} ${index % 2 ? 92 : 100} l14 -40 l14 40z`}
                className="fill-forest-700 dark:fill-forest-600"
              />
            </g>
          ))}
          <circle cx="60" cy="36" r="14" className="fill-[#f7e3a3]" />
        </svg>
      )
  }
}
