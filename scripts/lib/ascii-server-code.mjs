/**
 * A webpack plugin for the production server build (next.config.ts): rewrites each server chunk with
 * every character outside ASCII escaped (`’` becomes `\u2019`), through SWC's minifier
 * (`@swc/core`, the compiler Next itself uses) without compressing or renaming anything.
 *
 * Why: Node keeps each loaded file's source text in memory, and V8 stores a text in two bytes per
 * character as soon as one character is outside Latin-1. A few thousand such characters (Payload's
 * translations, typographic apostrophes, box-drawing in log banners) made the 9 MB chunks of the
 * server stack take 19 MB each; in one byte they take half (decision
 * docs/decisions/0020-one-process-webpack-build.md). SWC escapes inside strings, template literals
 * (their raw form is kept) and regular expressions correctly, which a text replacement would not.
 */
import { minify } from '@swc/core'

const NAME = 'AsciiServerCode'
const OUTSIDE_LATIN_1 = /[^\u0000-\u00ff]/

/**
 * The same program with every character outside Latin-1 escaped, comments and spaces dropped, names
 * kept; a program already in Latin-1 comes back unchanged.
 * @param {string} code
 * @returns {Promise<string>}
 */
export async function escapeOutsideLatin1(code) {
  if (!OUTSIDE_LATIN_1.test(code)) return code
  const result = await minify(code, {
    compress: false,
    mangle: false,
    module: false,
    format: { comments: false, asciiOnly: true },
  })
  return result.code
}

export class AsciiServerCode {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After Next's own optimisation stages, before the assets are written.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        async (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith('.js')) continue
            const code = asset.source().toString()
            const escaped = await escapeOutsideLatin1(code)
            if (escaped !== code) compilation.updateAsset(name, new sources.RawSource(escaped))
          }
        },
      )
    })
  }
}
