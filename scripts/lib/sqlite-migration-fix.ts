/**
 * drizzle-kit writes `ALTER TABLE t ADD c integer REFERENCES other(id);` for SQLite, without the ON DELETE
 * and ON UPDATE actions of the schema, so the database would refuse deletions the schema means to cascade
 * (and the migration drift test fails). The snapshot written beside each migration knows the actions:
 * complete the statements from it.
 */
import fs from 'node:fs'

type ForeignKey = {
  tableFrom: string
  tableTo: string
  columnsFrom: string[]
  onDelete?: string
  onUpdate?: string
}
type Snapshot = { tables: Record<string, { foreignKeys?: Record<string, ForeignKey> }> }

const ADD_REFERENCE = /ALTER TABLE \\`(\w+)\\` ADD \\`(\w+)\\` (\w+) REFERENCES (\w+)\((\w+)\);/g

export function completeSqliteForeignKeys(migrationSource: string, snapshot: Snapshot): string {
  return migrationSource.replace(
    ADD_REFERENCE,
    (
      statement,
      table: string,
      column: string,
      type: string,
      target: string,
      targetColumn: string,
    ) => {
      const foreignKey = Object.values(snapshot.tables[table]?.foreignKeys ?? {}).find(
        (candidate) => candidate.tableTo === target && candidate.columnsFrom.includes(column),
      )
      if (!foreignKey) return statement
      const actions = `ON UPDATE ${foreignKey.onUpdate ?? 'no action'} ON DELETE ${foreignKey.onDelete ?? 'no action'}`
      return `ALTER TABLE \\\`${table}\\\` ADD \\\`${column}\\\` ${type} REFERENCES ${target}(${targetColumn}) ${actions};`
    },
  )
}

export function fixSqliteMigrationFile(tsFile: string): boolean {
  const jsonFile = tsFile.replace(/\.ts$/, '.json')
  const source = fs.readFileSync(tsFile, 'utf8')
  const fixed = completeSqliteForeignKeys(
    source,
    JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as Snapshot,
  )
  if (fixed === source) return false
  fs.writeFileSync(tsFile, fixed)
  return true
}
