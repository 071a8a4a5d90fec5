import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "videos" ADD COLUMN "placeholder" boolean DEFAULT false;
  ALTER TABLE "videos_locales" ADD COLUMN "filming" jsonb;
  ALTER TABLE "_videos_v" ADD COLUMN "version_placeholder" boolean DEFAULT false;
  ALTER TABLE "_videos_v_locales" ADD COLUMN "version_filming" jsonb;
  ALTER TABLE "media" ADD COLUMN "placeholder" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "videos" DROP COLUMN "placeholder";
  ALTER TABLE "videos_locales" DROP COLUMN "filming";
  ALTER TABLE "_videos_v" DROP COLUMN "version_placeholder";
  ALTER TABLE "_videos_v_locales" DROP COLUMN "version_filming";
  ALTER TABLE "media" DROP COLUMN "placeholder";`)
}
