/**
 * Launch illustrations, drawn here rather than downloaded: calm layered landscapes of the Cévennes and
 * Lozère (valleys in mist, chestnut terraces, causses, granite summits, beech woods, gorges…) in the
 * colours of a season and an hour. Deterministic: the same key always draws the same picture. The SVG is
 * rasterised to WebP before upload (SVG uploads are refused: they can carry scripts).
 * Kept whole: one drawing vocabulary (scenes, palettes, shapes) that every launch picture is
 * made from.
 */
import { seededRandom } from '@/lib/platform/utils/seeded-random'

export const scenes = [
  'valley-mist',
  'chestnut-grove',
  'causse-plateau',
  'granite-summit',
  'beech-forest',
  'river-gorge',
  'pine-ridge',
  'meadow-stream',
  'night-sky',
  'stone-village',
] as const
export const seasons = ['spring', 'summer', 'autumn', 'winter'] as const
export const times = ['dawn', 'day', 'dusk', 'night'] as const

export type Illustration = {
  scene: (typeof scenes)[number]
  season: (typeof seasons)[number]
  time: (typeof times)[number]
}

export const WIDTH = 1600
export const HEIGHT = 900

/** A seeded generator per picture, so that pictures do not change between runs. */
function random(seedText: string): () => number {
  let seed = 0
  for (const char of seedText) seed = (Math.imul(seed ^ char.charCodeAt(0), 2654435761) >>> 0) + 1
  return seededRandom(seed)
}

const skies: Record<Illustration['time'], [string, string, string]> = {
  dawn: ['#b8c7dd', '#f3cdb8', '#fbe9d7'],
  day: ['#9cc7d9', '#cfe5e6', '#eef5ea'],
  dusk: ['#6f6a9a', '#d99a86', '#f4d2b0'],
  night: ['#0b1626', '#17293d', '#2a4056'],
}

/** Four ground layers, far to near, for each season. */
const grounds: Record<Illustration['season'], [string, string, string, string]> = {
  spring: ['#a9c9a0', '#7fae79', '#4f8a5a', '#2c5e3d'],
  summer: ['#9dbb93', '#6f9a68', '#44744b', '#25492f'],
  autumn: ['#c9b28e', '#c28b52', '#8a5a36', '#3e3b2a'],
  winter: ['#cfd8da', '#a9b8bb', '#7c9094', '#4b5f63'],
}

const foliage: Record<Illustration['season'], string[]> = {
  spring: ['#8cc084', '#6aa66a', '#a6cf8e'],
  summer: ['#4f8a4f', '#3d7244', '#5d9a57'],
  autumn: ['#d08a3c', '#b8632f', '#e2b04a', '#8f6a2e'],
  winter: ['#7d8f86', '#5f736b', '#e9eef0'],
}

function mix(hex: string, toward: string, amount: number): string {
  const parse = (value: string) =>
    [1, 3, 5].map((index) => parseInt(value.slice(index, index + 2), 16))
  const [a, b] = [parse(hex), parse(toward)]
  return `#${a
    .map((channel, index) => Math.round(channel + ((b[index] ?? 0) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`
}

/** Ground colours dimmed at night and warmed at dusk. */
function groundColours({ season, time }: Illustration): string[] {
  const base = grounds[season]
  if (time === 'night')
    return base.map((colour, index) => mix(colour, '#0b1626', 0.55 + index * 0.08))
  if (time === 'dusk') return base.map((colour) => mix(colour, '#5a3b4a', 0.18))
  if (time === 'dawn') return base.map((colour) => mix(colour, '#f3cdb8', 0.1))
  return [...base]
}

/** A soft ridge line across the picture, as an SVG path closed at the bottom. */
function ridge(rand: () => number, baseY: number, amplitude: number, waves: number): string {
  const points: string[] = []
  const phase = rand() * Math.PI * 2
  const phase2 = rand() * Math.PI * 2
  for (let x = 0; x <= WIDTH; x += 40) {
    const y =
      baseY +
      Math.sin((x / WIDTH) * Math.PI * waves + phase) * amplitude +
      Math.sin((x / WIDTH) * Math.PI * waves * 2.3 + phase2) * amplitude * 0.35
    points.push(`${x},${y.toFixed(1)}`)
  }
  return `M0,${HEIGHT} L${points.join(' L')} L${WIDTH},${HEIGHT} Z`
}

function conifer(x: number, base: number, height: number, colour: string): string {
  const width = height * 0.38
  return `<path d="M${x},${base - height} L${x + width / 2},${base} L${x - width / 2},${base} Z" fill="${colour}"/>`
}

function roundTree(
  x: number,
  base: number,
  size: number,
  colours: string[],
  rand: () => number,
): string {
  const trunk = `<rect x="${x - size * 0.06}" y="${base - size * 0.9}" width="${size * 0.12}" height="${size * 0.9}" fill="#4a3a2c"/>`
  const blobs = Array.from({ length: 5 }, () => {
    const colour = colours[Math.floor(rand() * colours.length)] ?? colours[0]
    const cx = x + (rand() - 0.5) * size * 0.9
    const cy = base - size * (0.95 + rand() * 0.45)
    const radius = size * (0.32 + rand() * 0.18)
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius.toFixed(1)}" fill="${colour}"/>`
  }).join('')
  return trunk + blobs
}

function mist(y: number, opacity: number, colour = '#ffffff'): string {
  return `<rect x="0" y="${y}" width="${WIDTH}" height="90" fill="${colour}" opacity="${opacity}" filter="url(#blur)"/>`
}

function celestial({ time }: Illustration, rand: () => number): string {
  if (time === 'night') {
    const stars = Array.from({ length: 90 }, () => {
      const r = 0.8 + rand() * 1.6
      return `<circle cx="${(rand() * WIDTH).toFixed(0)}" cy="${(rand() * HEIGHT * 0.5).toFixed(0)}" r="${r.toFixed(1)}" fill="#f5f1dc" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`
    }).join('')
    return `${stars}<circle cx="1230" cy="170" r="46" fill="#f4efd6"/><circle cx="1250" cy="158" r="44" fill="${skies.night[0]}"/>`
  }
  const sun = {
    dawn: ['#fff1d6', 360, 430],
    day: ['#fffbea', 1180, 170],
    dusk: ['#ffd7a8', 1160, 420],
  }[time] as [string, number, number]
  return `<circle cx="${sun[1]}" cy="${sun[2]}" r="140" fill="${sun[0]}" opacity="0.35" filter="url(#blur)"/><circle cx="${sun[1]}" cy="${sun[2]}" r="58" fill="${sun[0]}" opacity="0.95"/>`
}

function sceneLayers(illustration: Illustration, rand: () => number): string {
  const [far, mid, near, front] = groundColours(illustration)
  const leaves = foliage[illustration.season]
  const dark = illustration.time === 'night'
  const treeColours = dark ? leaves.map((colour) => mix(colour, '#0b1626', 0.6)) : leaves
  const parts: string[] = []
  const layer = (path: string, fill: string) => parts.push(`<path d="${path}" fill="${fill}"/>`)
  switch (illustration.scene) {
    case 'valley-mist':
    case 'night-sky': {
      layer(ridge(rand, 430, 40, 2), far as string)
      parts.push(mist(470, 0.55))
      layer(ridge(rand, 540, 45, 3), mid as string)
      parts.push(mist(590, 0.45))
      layer(ridge(rand, 660, 35, 2.5), near as string)
      layer(ridge(rand, 780, 30, 1.5), front as string)
      for (let index = 0; index < 14; index += 1) {
        const x = rand() * WIDTH
        parts.push(
          conifer(x, 800 + rand() * 40, 90 + rand() * 110, mix(front as string, '#000000', 0.25)),
        )
      }
      break
    }
    case 'chestnut-grove': {
      layer(ridge(rand, 420, 50, 2), far as string)
      parts.push(mist(480, 0.35))
      for (let step = 0; step < 4; step += 1) {
        const y = 560 + step * 85
        parts.push(
          `<rect x="0" y="${y}" width="${WIDTH}" height="${HEIGHT - y}" fill="${mix(mid as string, front as string, step / 3)}"/>`,
        )
        parts.push(
          `<rect x="0" y="${y}" width="${WIDTH}" height="7" fill="${mix('#9a8a72', '#000000', dark ? 0.6 : 0.1)}" opacity="0.8"/>`,
        )
      }
      for (let index = 0; index < 9; index += 1) {
        const x = 80 + index * 180 + rand() * 60
        const base = 640 + (index % 3) * 85 + rand() * 20
        parts.push(roundTree(x, base, 120 + rand() * 50, treeColours, rand))
      }
      break
    }
    case 'causse-plateau': {
      layer(`M0,${HEIGHT} L0,560 L${WIDTH},540 L${WIDTH},${HEIGHT} Z`, far as string)
      layer(`M0,${HEIGHT} L0,610 L620,600 L660,700 L700,${HEIGHT} Z`, mid as string)
      layer(`M900,${HEIGHT} L960,640 L${WIDTH},625 L${WIDTH},${HEIGHT} Z`, mid as string)
      parts.push(`<rect x="640" y="700" width="320" height="200" fill="${near}"/>`)
      parts.push(mist(700, 0.35))
      layer(ridge(rand, 800, 18, 1.2), front as string)
      for (let index = 0; index < 7; index += 1) {
        const x = rand() * WIDTH
        parts.push(
          conifer(x, 620 + rand() * 10, 40 + rand() * 35, mix(front as string, '#000000', 0.2)),
        )
      }
      for (let index = 0; index < 60; index += 1) {
        const x = rand() * WIDTH
        const y = 810 + rand() * 90
        parts.push(
          `<path d="M${x},${y} q4,-30 10,-44" stroke="${mix('#e6dcb8', '#000000', dark ? 0.6 : 0)}" stroke-width="2" fill="none" opacity="0.7"/>`,
        )
      }
      break
    }
    case 'granite-summit': {
      layer(ridge(rand, 470, 25, 1), far as string)
      layer(ridge(rand, 600, 60, 1.2), mid as string)
      layer(ridge(rand, 740, 30, 1.6), near as string)
      for (let index = 0; index < 9; index += 1) {
        const x = rand() * WIDTH
        const y = 760 + rand() * 100
        const w = 60 + rand() * 110
        const stone = mix('#a4a39b', '#0b1626', dark ? 0.6 : 0)
        parts.push(`<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${w * 0.55}" fill="${stone}"/>`)
        parts.push(
          `<ellipse cx="${x - w * 0.2}" cy="${y - w * 0.18}" rx="${w * 0.55}" ry="${w * 0.25}" fill="#ffffff" opacity="0.12"/>`,
        )
      }
      for (let index = 0; index < 120; index += 1) {
        const colour =
          illustration.season === 'winter' ? '#ffffff' : mix('#b86a9a', '#0b1626', dark ? 0.6 : 0)
        parts.push(
          `<circle cx="${(rand() * WIDTH).toFixed(0)}" cy="${(780 + rand() * 120).toFixed(0)}" r="${(2 + rand() * 3).toFixed(1)}" fill="${colour}" opacity="0.7"/>`,
        )
      }
      break
    }
    case 'beech-forest': {
      layer(ridge(rand, 520, 30, 2), far as string)
      parts.push(mist(560, 0.5))
      layer(ridge(rand, 760, 20, 2), near as string)
      const bark = mix('#9aa09a', '#0b1626', dark ? 0.6 : 0)
      for (let index = 0; index < 16; index += 1) {
        const x = index * 105 + rand() * 50
        const width = 18 + rand() * 26
        parts.push(
          `<rect x="${x}" y="0" width="${width}" height="${760 + rand() * 100}" fill="${mix(bark, '#2d332e', rand() * 0.5)}"/>`,
        )
      }
      for (let index = 0; index < 40; index += 1) {
        const colour = treeColours[Math.floor(rand() * treeColours.length)]
        parts.push(
          `<circle cx="${(rand() * WIDTH).toFixed(0)}" cy="${(rand() * 140).toFixed(0)}" r="${(60 + rand() * 70).toFixed(0)}" fill="${colour}" opacity="0.92"/>`,
        )
      }
      if (!dark)
        parts.push(`<path d="M520,0 L760,0 L1100,900 L700,900 Z" fill="#fff8e0" opacity="0.12"/>`)
      layer(ridge(rand, 850, 12, 3), front as string)
      break
    }
    case 'river-gorge': {
      layer(ridge(rand, 380, 30, 1.5), far as string)
      layer(`M0,${HEIGHT} L0,300 Q260,330 520,560 L640,${HEIGHT} Z`, mid as string)
      layer(`M${WIDTH},${HEIGHT} L${WIDTH},280 Q1320,340 1060,580 L940,${HEIGHT} Z`, near as string)
      const water = mix('#7fb3b5', '#0b1626', dark ? 0.6 : 0)
      parts.push(
        `<path d="M700,${HEIGHT} Q760,760 820,660 Q860,600 830,540 L870,540 Q920,620 880,700 Q840,800 900,${HEIGHT} Z" fill="${water}"/>`,
      )
      parts.push(mist(520, 0.4))
      for (let index = 0; index < 10; index += 1) {
        const left = rand() < 0.5
        const x = left ? rand() * 420 : WIDTH - rand() * 420
        const y = 380 + rand() * 380
        parts.push(conifer(x, y, 50 + rand() * 40, mix(front as string, '#000000', 0.2)))
      }
      break
    }
    case 'pine-ridge': {
      layer(ridge(rand, 460, 50, 1.5), far as string)
      parts.push(mist(520, 0.4))
      layer(ridge(rand, 600, 70, 1), mid as string)
      for (let index = 0; index < 26; index += 1) {
        const x = rand() * WIDTH
        parts.push(
          conifer(x, 610 + rand() * 60, 70 + rand() * 70, mix(mid as string, '#000000', 0.3)),
        )
      }
      layer(ridge(rand, 770, 25, 2), front as string)
      for (let index = 0; index < 6; index += 1) {
        const x = rand() * WIDTH
        const trunk = mix('#a0583a', '#0b1626', dark ? 0.6 : 0)
        parts.push(`<rect x="${x}" y="420" width="16" height="440" fill="${trunk}"/>`)
        const crown = mix('#3d6b47', '#0b1626', dark ? 0.6 : 0)
        parts.push(
          `<ellipse cx="${x + 8}" cy="410" rx="${90 + rand() * 50}" ry="45" fill="${crown}"/>`,
        )
      }
      break
    }
    case 'meadow-stream': {
      layer(ridge(rand, 460, 35, 2), far as string)
      layer(ridge(rand, 560, 25, 1.5), mid as string)
      layer(ridge(rand, 650, 12, 1), near as string)
      const water = mix('#8ec3c6', '#0b1626', dark ? 0.6 : 0)
      parts.push(
        `<path d="M620,650 Q700,700 640,760 Q560,830 700,${HEIGHT} L820,${HEIGHT} Q700,830 780,760 Q840,700 660,650 Z" fill="${water}"/>`,
      )
      for (let index = 0; index < 5; index += 1) {
        parts.push(
          roundTree(
            150 + index * 330 + rand() * 60,
            640 + rand() * 20,
            70 + rand() * 30,
            treeColours,
            rand,
          ),
        )
      }
      for (let index = 0; index < 90; index += 1) {
        const x = rand() * WIDTH
        const y = 720 + rand() * 180
        parts.push(
          `<path d="M${x},${y} q3,-22 8,-34" stroke="${mix(front as string, '#000000', 0.1)}" stroke-width="3" fill="none"/>`,
        )
        if (illustration.season === 'spring' && rand() < 0.4)
          parts.push(
            `<circle cx="${x + 8}" cy="${y - 34}" r="4" fill="${rand() < 0.5 ? '#f4e27a' : '#ffffff'}"/>`,
          )
      }
      break
    }
    case 'stone-village': {
      layer(ridge(rand, 420, 40, 2), far as string)
      parts.push(mist(470, 0.35))
      layer(ridge(rand, 560, 40, 1.5), mid as string)
      const stone = mix('#a89c88', '#0b1626', dark ? 0.6 : 0)
      const roof = mix('#55595f', '#0b1626', dark ? 0.5 : 0)
      for (let index = 0; index < 7; index += 1) {
        const x = 520 + index * 85 + rand() * 20
        const y = 560 + rand() * 40
        const w = 70 + rand() * 30
        const h = 60 + rand() * 40
        parts.push(
          `<rect x="${x}" y="${y - h}" width="${w}" height="${h + 40}" fill="${mix(stone, '#000000', rand() * 0.15)}"/>`,
        )
        parts.push(
          `<path d="M${x - 8},${y - h} L${x + w / 2},${y - h - 34} L${x + w + 8},${y - h} Z" fill="${roof}"/>`,
        )
        parts.push(
          `<rect x="${x + w * 0.4}" y="${y - h * 0.6}" width="12" height="18" fill="${dark ? '#f3d27a' : '#3a3a34'}"/>`,
        )
      }
      layer(ridge(rand, 700, 20, 2), near as string)
      for (let index = 0; index < 6; index += 1)
        parts.push(
          roundTree(rand() * WIDTH, 760 + rand() * 60, 90 + rand() * 40, treeColours, rand),
        )
      layer(ridge(rand, 840, 15, 2.5), front as string)
      break
    }
  }
  if (illustration.season === 'winter' && illustration.scene !== 'night-sky') {
    for (let index = 0; index < 120; index += 1) {
      parts.push(
        `<circle cx="${(rand() * WIDTH).toFixed(0)}" cy="${(rand() * HEIGHT).toFixed(0)}" r="${(1.5 + rand() * 2.5).toFixed(1)}" fill="#ffffff" opacity="0.7"/>`,
      )
    }
  }
  return parts.join('')
}

export function renderIllustrationSvg(illustration: Illustration, key: string): string {
  const rand = random(`${key}:${illustration.scene}:${illustration.season}:${illustration.time}`)
  const [top, middle, bottom] = skies[illustration.time]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<filter id="blur" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
${celestial(illustration, rand)}
${sceneLayers(illustration, rand)}
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
</svg>`
}
