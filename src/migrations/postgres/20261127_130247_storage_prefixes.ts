import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "files" ADD COLUMN "prefix" varchar DEFAULT 'library';
  ALTER TABLE "files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "site_audio" ADD COLUMN "prefix" varchar DEFAULT 'audio';
  ALTER TABLE "site_audio" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "files" DROP COLUMN "prefix";
  ALTER TABLE "files" DROP COLUMN "_objectkey";
  ALTER TABLE "site_audio" DROP COLUMN "prefix";
  ALTER TABLE "site_audio" DROP COLUMN "_objectkey";`)
}
