/** A Lexical document of one paragraph, as Payload stores rich text. */
export function richText(text: string) {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: null,
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: null,
          children: [
            { type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' },
          ],
        },
      ],
    },
  }
}
