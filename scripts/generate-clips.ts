/**
 * Regenerates the stand-in clips of the launch library (src/lib/seed/content/clips): for each video and
 * each module with media, a 20-second clip made from the document's illustration with a slow zoom and a
 * soft brown-noise "forest" bed (MP4, H.264 + AAC), or an audio guide (MP3: a slow breathing tone over
 * the same bed). They let the player, captions and Range serving work until real footage replaces them.
 * Needs ffmpeg (Debian: apt-get install ffmpeg); the clips are committed, so `npm start` does not.
 *   npx tsx scripts/generate-clips.ts [--force]
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { renderIllustrationSvg } from '../src/lib/seed/illustrations'
import { clipFile, clipsDir, readLibrary } from '../src/lib/seed/library-content'

const SECONDS = 20
const force = process.argv.includes('--force')

function ffmpeg(args: string[]): void {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  })
  if (result.error) throw new Error('ffmpeg is needed: apt-get install -y ffmpeg')
  if (result.status !== 0) throw new Error(`ffmpeg failed (${result.status})`)
}

const bed = `anoisesrc=color=brown:amplitude=0.12:duration=${SECONDS}:seed=7`
const fades = `afade=t=in:d=2,afade=t=out:st=${SECONDS - 2}:d=2`

async function video(
  target: string,
  illustration: Parameters<typeof renderIllustrationSvg>[0],
  key: string,
) {
  const still = path.join(os.tmpdir(), `sylva-still-${process.pid}.png`)
  await sharp(Buffer.from(renderIllustrationSvg(illustration, key)))
    .resize(1280, 720)
    .png()
    .toFile(still)
  const frames = SECONDS * 25
  ffmpeg([
    '-loop',
    '1',
    '-i',
    still,
    '-f',
    'lavfi',
    '-i',
    bed,
    '-filter_complex',
    `[0:v]zoompan=z='1+0.12*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=640x360:fps=25,format=yuv420p[v];[1:a]lowpass=f=800,volume=0.8,${fades}[a]`,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-t',
    String(SECONDS),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '32',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-movflags',
    '+faststart',
    target,
  ])
  fs.rmSync(still, { force: true })
}

function audio(target: string) {
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=196:duration=${SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    bed,
    '-filter_complex',
    // The tone swells and fades every ten seconds: four counts in, six counts out.
    `[0:a]volume=0.22,tremolo=f=0.1:d=0.9[tone];[1:a]lowpass=f=700[noise];[tone][noise]amix=inputs=2:normalize=0,${fades}[a]`,
    '-map',
    '[a]',
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '48k',
    target,
  ])
}

async function main(): Promise<void> {
  fs.mkdirSync(clipsDir, { recursive: true })
  for (const entry of readLibrary()) {
    const jobs: { target: string; kind: 'video' | 'audio'; key: string }[] = []
    if (entry.type === 'videos')
      jobs.push({ target: clipFile(entry), kind: 'video', key: entry.slug })
    for (const courseModule of entry.modules) {
      if (courseModule.media)
        jobs.push({
          target: clipFile(entry, courseModule),
          kind: courseModule.media,
          key: `${entry.slug}/${courseModule.id}`,
        })
    }
    for (const job of jobs) {
      if (!force && fs.existsSync(job.target)) continue
      if (job.kind === 'video') await video(job.target, entry.illustration, job.key)
      else audio(job.target)
      console.log(
        `✓ ${path.relative(process.cwd(), job.target)} (${Math.round(fs.statSync(job.target).size / 1024)} KiB)`,
      )
    }
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
