import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "landing_previews_video_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "landing_previews_article_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "landing_previews_tip_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "landing_previews_formation_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_landing_previews_video_id_videos_id_fk" FOREIGN KEY ("landing_previews_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_landing_previews_article_id_articles_id_fk" FOREIGN KEY ("landing_previews_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_landing_previews_tip_id_daily_tips_id_fk" FOREIGN KEY ("landing_previews_tip_id") REFERENCES "public"."daily_tips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_landing_previews_formation_id_formations_id_fk" FOREIGN KEY ("landing_previews_formation_id") REFERENCES "public"."formations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_landing_previews_landing_previews_video_idx" ON "site_settings" USING btree ("landing_previews_video_id");
  CREATE INDEX "site_settings_landing_previews_landing_previews_article_idx" ON "site_settings" USING btree ("landing_previews_article_id");
  CREATE INDEX "site_settings_landing_previews_landing_previews_tip_idx" ON "site_settings" USING btree ("landing_previews_tip_id");
  CREATE INDEX "site_settings_landing_previews_landing_previews_formatio_idx" ON "site_settings" USING btree ("landing_previews_formation_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_landing_previews_video_id_videos_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_landing_previews_article_id_articles_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_landing_previews_tip_id_daily_tips_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_landing_previews_formation_id_formations_id_fk";
  
  DROP INDEX "site_settings_landing_previews_landing_previews_video_idx";
  DROP INDEX "site_settings_landing_previews_landing_previews_article_idx";
  DROP INDEX "site_settings_landing_previews_landing_previews_tip_idx";
  DROP INDEX "site_settings_landing_previews_landing_previews_formatio_idx";
  ALTER TABLE "site_settings" DROP COLUMN "landing_previews_video_id";
  ALTER TABLE "site_settings" DROP COLUMN "landing_previews_article_id";
  ALTER TABLE "site_settings" DROP COLUMN "landing_previews_tip_id";
  ALTER TABLE "site_settings" DROP COLUMN "landing_previews_formation_id";`)
}
