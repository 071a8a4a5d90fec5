/** Ridges of the Cévennes at first light: layered crests, beech and chestnut crowns, a river of mist. */
export function HeroLandscape({ title }: { title: string }) {
  return (
    <svg
      viewBox="0 0 640 480"
      role="img"
      aria-label={title}
      className="h-auto w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className="[stop-color:#e6f2dc] dark:[stop-color:#12261b]" />
          <stop offset="1" className="[stop-color:#fbf6e6] dark:[stop-color:#0b1610]" />
        </linearGradient>
        <linearGradient id="hero-mist" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="0.5" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="640" height="480" fill="url(#hero-sky)" />
      <circle
        cx="470"
        cy="150"
        r="58"
        className="fill-[#f7e3a3] dark:fill-[#d9c98a]"
        opacity="0.9"
      />
      <path
        d="M0 250 C70 205 130 215 190 190 S300 150 360 178 S480 150 540 170 S610 185 640 175 V480 H0Z"
        className="fill-forest-200 dark:fill-forest-800"
        opacity="0.85"
      />
      <path
        d="M0 290 C60 260 120 262 175 240 S280 215 340 236 S450 205 520 230 S600 250 640 238 V480 H0Z"
        className="fill-[#9cc89a] dark:fill-forest-700"
      />
      <rect
        x="0"
        y="262"
        width="640"
        height="46"
        fill="url(#hero-mist)"
        className="dark:opacity-30"
      />
      <path
        d="M0 335 C80 300 140 312 210 292 S330 270 400 300 S520 280 640 300 V480 H0Z"
        className="fill-forest-600 dark:fill-[#1a4a2e]"
      />
      <g className="fill-forest-700 dark:fill-[#133823]">
        <path d="M60 320 l14 -38 l14 38z" />
        <path d="M84 316 l12 -30 l12 30z" />
        <path d="M520 300 l13 -34 l13 34z" />
        <path d="M544 304 l11 -28 l11 28z" />
        <path d="M568 300 l14 -36 l14 36z" />
      </g>
      <path
        d="M0 388 C90 355 170 372 250 352 S400 330 470 360 S580 350 640 362 V480 H0Z"
        className="fill-forest-800 dark:fill-[#0f2e1c]"
      />
      <g className="fill-forest-700 dark:fill-[#1a4a2e]">
        <circle cx="150" cy="352" r="26" />
        <circle cx="178" cy="346" r="20" />
        <circle cx="126" cy="360" r="18" />
        <circle cx="410" cy="338" r="24" />
        <circle cx="436" cy="346" r="18" />
      </g>
      <g className="fill-bark dark:fill-[#4d3a28]">
        <rect x="148" y="372" width="5" height="20" rx="2" />
        <rect x="409" y="356" width="5" height="18" rx="2" />
      </g>
      <path
        d="M0 430 C120 400 240 420 360 408 S560 400 640 414 V480 H0Z"
        className="fill-forest-900 dark:fill-[#08170f]"
      />
      <path
        d="M236 480 C250 452 300 438 330 430 S392 418 410 404"
        fill="none"
        stroke="#f7e3a3"
        strokeOpacity="0.5"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
    </svg>
  )
}
