import { describe, expect, it } from 'vitest'

import { completeSqliteForeignKeys } from '../../scripts/lib/sqlite-migration-fix'

const snapshot = {
  tables: {
    payload_locked_documents_rels: {
      foreignKeys: {
        fk: {
          tableFrom: 'payload_locked_documents_rels',
          tableTo: 'plans',
          columnsFrom: ['plans_id'],
          onDelete: 'cascade',
          onUpdate: 'no action',
        },
      },
    },
    articles: {
      foreignKeys: {
        fk: {
          tableFrom: 'articles',
          tableTo: 'media',
          columnsFrom: ['hero_id'],
          onDelete: 'set null',
          onUpdate: 'no action',
        },
      },
    },
  },
}

describe('completeSqliteForeignKeys', () => {
  it('adds the delete and update actions of the schema to ADD COLUMN … REFERENCES', () => {
    const source = [
      'await db.run(sql`ALTER TABLE \\`payload_locked_documents_rels\\` ADD \\`plans_id\\` integer REFERENCES plans(id);`)',
      'await db.run(sql`ALTER TABLE \\`articles\\` ADD \\`hero_id\\` integer REFERENCES media(id);`)',
    ].join('\n')
    expect(completeSqliteForeignKeys(source, snapshot).split('\n')).toEqual([
      'await db.run(sql`ALTER TABLE \\`payload_locked_documents_rels\\` ADD \\`plans_id\\` integer REFERENCES plans(id) ON UPDATE no action ON DELETE cascade;`)',
      'await db.run(sql`ALTER TABLE \\`articles\\` ADD \\`hero_id\\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)',
    ])
  })

  it('leaves other statements and unknown references alone', () => {
    const source =
      'await db.run(sql`ALTER TABLE \\`x\\` ADD \\`y_id\\` integer REFERENCES y(id);`)\nawait db.run(sql`CREATE INDEX …`)'
    expect(completeSqliteForeignKeys(source, snapshot)).toBe(source)
  })
})
