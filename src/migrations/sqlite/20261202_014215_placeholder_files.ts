import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`videos\` ADD \`placeholder\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`videos_locales\` ADD \`filming\` text;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_placeholder\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_videos_v_locales\` ADD \`version_filming\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`placeholder\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`placeholder\`;`)
  await db.run(sql`ALTER TABLE \`videos_locales\` DROP COLUMN \`filming\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`version_placeholder\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v_locales\` DROP COLUMN \`version_filming\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`placeholder\`;`)
}
