/**
 * Regenerates the launch "Message de bienvenue" of the landing page (src/lib/seed/content/intro): for
 * each language of welcome.json, espeak-ng reads the text with a calm synthesised voice (which says so
 * itself) and ffmpeg lays it over a soft synthesised forest bed: filtered noise for the wind and the
 * leaves, breathing slowly, and a two-note chime at the start. The voice is low-passed, de-essed and
 * given a short room echo; 1.5 s of bed comes before it and 2 s after, with fades, two-pass loudness
 * normalisation to -18 LUFS, mono 44.1 kHz MP3 at 64 kbps → welcome-<lang>.mp3, which the seed
 * (src/lib/seed/page-audio.ts) reads by path along with welcome.json, the transcripts.
 * Needs espeak-ng and ffmpeg (Debian: apt-get install -y espeak-ng ffmpeg); the files are committed, so
 * `npm start` needs neither. They are a stand-in: staff replace them by uploading their own recording
 * in the admin's page audio configuration (« Sons des pages »); this script never touches the database.
 *   npx tsx scripts/generate-intro-audio.ts [--force]
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const languages = ['fr', 'en', 'es', 'de', 'nl'] as const
type Language = (typeof languages)[number]

const introDir = path.join(process.cwd(), 'src/lib/seed/content/intro')
const force = process.argv.includes('--force')

/** Seconds of bed before the voice starts and after it ends. */
const LEAD = 1.5
const TAIL = 2
/** Silence between two sentences, in milliseconds. */
const SENTENCE_BREAK = 650

/**
 * The eSpeak voice of each language (`+m3`: the plain low male variant, no added roughness or breath,
 * the least buzzy of the variants; `fr+m3`, not `fr-fr+m3`, which espeak-ng 1.51 silently ignores),
 * and the place names it mispronounces, given as eSpeak phonemes ([[…]]); the written text stays intact.
 */
const voices: Record<Language, { voice: string; say: [RegExp, string][] }> = {
  // No liaison: "les Cévennes et" is said [sevɛn e], not [sevɛnz e].
  fr: { voice: 'fr+m3', say: [[/Cévennes et/g, "[[sev'En]] et"]] },
  en: { voice: 'en+m3', say: [[/Lozère/g, "[[loUz'e@]]"]] },
  es: { voice: 'es+m3', say: [[/Lozère/g, "[[los'er]]"]] },
  de: {
    voice: 'de+m3',
    say: [
      [/Cevennen/g, "[[zev'En@n]]"],
      [/Lozère/g, "[[lo:z'E:r]]"],
    ],
  },
  nl: {
    voice: 'nl+m3',
    say: [
      [/Cevennen/g, "[[sev'En@n]]"],
      [/Lozère/g, "[[lo:z'E:r@]]"],
    ],
  },
}

function run(command: string, args: string[], hint: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.error) throw new Error(`${command} is needed: ${hint}`)
  if (result.status !== 0)
    throw new Error(`${command} failed (${result.status}): ${result.stderr.trim()}`)
  return result.stderr
}

function ffmpeg(args: string[], loglevel = 'error'): string {
  return run(
    'ffmpeg',
    ['-hide_banner', '-nostdin', '-loglevel', loglevel, '-y', ...args],
    'apt-get install -y ffmpeg',
  )
}

function duration(file: string): number {
  const result = spawnSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
    { encoding: 'utf8' },
  )
  if (result.error) throw new Error('ffprobe is needed: apt-get install -y ffmpeg')
  const seconds = Number.parseFloat(result.stdout)
  if (!Number.isFinite(seconds)) throw new Error(`ffprobe could not read ${file}`)
  return seconds
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** SSML for espeak-ng: the sentences, with a short breath between them, and the pronunciation fixes. */
function ssml(text: string, language: Language): string {
  let spoken = escapeXml(text.trim())
  for (const [pattern, phonemes] of voices[language].say) spoken = spoken.replace(pattern, phonemes)
  const sentences = spoken.split(/(?<=[.!?])\s+/)
  return `<speak>${sentences.join(`<break time="${SENTENCE_BREAK}ms"/>`)}</speak>`
}

function speak(text: string, language: Language, target: string): void {
  run(
    'espeak-ng',
    // -s words per minute, -p pitch (0-99, 50 = the voice's own), -a amplitude, -m SSML input.
    [
      '-v',
      voices[language].voice,
      '-s',
      '140',
      '-p',
      '42',
      '-a',
      '90',
      '-m',
      '-w',
      target,
      ssml(text, language),
    ],
    'apt-get install -y espeak-ng',
  )
}

/** The voice over the bed, unnormalised, as a 44.1 kHz mono WAV. */
function mix(voiceWav: string, target: string): void {
  const total = LEAD + duration(voiceWav) + TAIL
  const lead = Math.round(LEAD * 1000)
  const filters = [
    // The voice: no rumble, softened highs and sibilants, a faint room around it.
    `[0:a]aresample=44100,highpass=f=80,lowpass=f=6000,deesser=i=0.4,aecho=0.85:0.6:45|90:0.12|0.06,adelay=${lead},apad[voice]`,
    // Wind in the trees: brown noise kept low and swelling slowly in and out.
    `anoisesrc=color=brown:amplitude=0.5:sample_rate=44100:seed=11,lowpass=f=450,highpass=f=40,volume='0.05*(0.75+0.25*sin(2*PI*t/9))':eval=frame,afade=t=in:d=1.2[wind]`,
    // A high, very faint rustle of leaves.
    `anoisesrc=color=pink:amplitude=0.5:sample_rate=44100:seed=23,bandpass=f=3000:width_type=o:w=1.5,volume='0.006*(0.6+0.4*sin(2*PI*t/5.3))':eval=frame,afade=t=in:d=1.2[leaves]`,
    // Two soft bell notes (G4, then D5 a fifth above), each with a quiet octave and a long decay.
    `sine=f=392:sample_rate=44100:d=4,volume='0.16*exp(-1.4*t)':eval=frame[g]`,
    `sine=f=784:sample_rate=44100:d=4,volume='0.03*exp(-2.5*t)':eval=frame[g2]`,
    `sine=f=587.33:sample_rate=44100:d=4,volume='0.12*exp(-1.4*t)':eval=frame,adelay=450[d]`,
    `sine=f=1174.66:sample_rate=44100:d=4,volume='0.02*exp(-2.5*t)':eval=frame,adelay=450[d2]`,
    `[g][g2][d][d2]amix=inputs=4:normalize=0,afade=t=in:d=0.015,aecho=0.8:0.5:120:0.2,adelay=200,apad[chime]`,
    `[voice][wind][leaves][chime]amix=inputs=4:normalize=0:duration=first,atrim=0:${total.toFixed(2)},afade=t=out:st=${(total - 1.5).toFixed(2)}:d=1.5[out]`,
  ]
  ffmpeg([
    '-i',
    voiceWav,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[out]',
    '-ac',
    '1',
    '-ar',
    '44100',
    '-c:a',
    'pcm_s16le',
    target,
  ])
}

/** Two-pass loudnorm: measure, then a linear gain to -18 LUFS (true peak -2 dBTP), then MP3. */
function encode(mixWav: string, target: string): void {
  const norm = 'loudnorm=I=-18:TP=-2:LRA=11'
  const report = ffmpeg(
    ['-i', mixWav, '-af', `${norm}:print_format=json`, '-f', 'null', '-'],
    'info',
  )
  const json = report.slice(report.lastIndexOf('{'), report.lastIndexOf('}') + 1)
  const measured = JSON.parse(json) as Record<string, string>
  const values = ['input_i', 'input_tp', 'input_lra', 'input_thresh', 'target_offset'].map(
    (key) => {
      const value = measured[key]
      if (value === undefined) throw new Error(`loudnorm did not report ${key}`)
      return value
    },
  )
  const [i, tp, lra, thresh, offset] = values
  ffmpeg([
    '-i',
    mixWav,
    '-af',
    `${norm}:measured_I=${i}:measured_TP=${tp}:measured_LRA=${lra}:measured_thresh=${thresh}:offset=${offset}:linear=true,aresample=44100`,
    '-ac',
    '1',
    '-ar',
    '44100',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    '-map_metadata',
    '-1',
    target,
  ])
}

function main(): void {
  const texts = JSON.parse(fs.readFileSync(path.join(introDir, 'welcome.json'), 'utf8')) as Partial<
    Record<Language, string>
  >
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'intro-audio-'))
  try {
    for (const language of languages) {
      const text = texts[language]
      if (!text) throw new Error(`welcome.json has no "${language}" text`)
      const target = path.join(introDir, `welcome-${language}.mp3`)
      if (!force && fs.existsSync(target)) continue
      const voiceWav = path.join(work, `${language}-voice.wav`)
      const mixWav = path.join(work, `${language}-mix.wav`)
      speak(text, language, voiceWav)
      mix(voiceWav, mixWav)
      encode(mixWav, target)
      console.log(
        `✓ ${path.relative(process.cwd(), target)} (${duration(target).toFixed(1)} s, ${Math.round(fs.statSync(target).size / 1024)} KiB)`,
      )
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

try {
  main()
} catch (error: unknown) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
