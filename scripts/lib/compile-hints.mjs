/**
 * A webpack plugin for the production browser build (next.config.ts): the scripts every page of the
 * site runs on load start with V8's compile hint `//# allFunctionsCalledOnLoad`.
 *
 * Why: V8 compiles a function lazily, on the main thread, the first time it is called. Almost every
 * function of React's, Next's router and the site's own first-load scripts is called while the page
 * starts, so that lazy compilation was a large part of the first long task on a phone
 * (docs/performance.md › Compile hints). With the hint, Chromium (136 and later) compiles the whole
 * file eagerly while it streams in, off the main thread; other browsers read a comment.
 *
 * Which files: those of the bootstrap entry (`main-app`: webpack's runtime, React DOM, Next's router)
 * and of the site's own routes (`app/(frontend)/…` layouts, pages, error pages) — the scripts a
 * visitor's page loads before it can answer. Chunks loaded later (dialogs, the search overlay) and the
 * admin's own chunks keep lazy compilation: most of their functions are not called on load.
 */
const NAME = 'CompileHints'
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Whether a client entry point is one a visitor's page loads on arrival. */
function isFirstLoadEntry(name) {
  return name === 'main-app' || name.startsWith('app/(frontend)/')
}

export class CompileHints {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Next's minifier (which would drop the comment), before source maps and hashes.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = new Set()
          for (const [name, entrypoint] of compilation.entrypoints) {
            if (!isFirstLoadEntry(name)) continue
            for (const chunk of entrypoint.chunks)
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
          }
          for (const file of files)
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            )
        },
      )
    })
  }
}
