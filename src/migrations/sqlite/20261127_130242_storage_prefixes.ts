import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`prefix\` text DEFAULT 'library';`)
  await db.run(sql`ALTER TABLE \`files\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`site_audio\` ADD \`prefix\` text DEFAULT 'audio';`)
  await db.run(sql`ALTER TABLE \`site_audio\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`files\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`site_audio\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`site_audio\` DROP COLUMN \`_objectkey\`;`)
}
