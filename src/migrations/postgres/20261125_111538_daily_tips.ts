import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_daily_tips_months" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_daily_tips_category" AS ENUM('breath', 'senses', 'body', 'observation', 'slow', 'rest');
  CREATE TYPE "public"."enum_daily_tips_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__daily_tips_v_version_months" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum__daily_tips_v_version_category" AS ENUM('breath', 'senses', 'body', 'observation', 'slow', 'rest');
  CREATE TYPE "public"."enum__daily_tips_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__daily_tips_v_published_locale" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  CREATE TABLE "daily_tips_months" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_daily_tips_months",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "daily_tips" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"category" "enum_daily_tips_category",
  	"minutes" numeric,
  	"pinned_date" varchar,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_daily_tips_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "daily_tips_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "daily_tips_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"routines_id" integer,
  	"videos_id" integer,
  	"calendar_entries_id" integer
  );
  
  CREATE TABLE "_daily_tips_v_version_months" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__daily_tips_v_version_months",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_daily_tips_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_category" "enum__daily_tips_v_version_category",
  	"version_minutes" numeric,
  	"version_pinned_date" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__daily_tips_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__daily_tips_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_daily_tips_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_daily_tips_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"routines_id" integer,
  	"videos_id" integer,
  	"calendar_entries_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "daily_tips_id" integer;
  ALTER TABLE "daily_tips_months" ADD CONSTRAINT "daily_tips_months_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."daily_tips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "daily_tips_locales" ADD CONSTRAINT "daily_tips_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."daily_tips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "daily_tips_rels" ADD CONSTRAINT "daily_tips_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."daily_tips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "daily_tips_rels" ADD CONSTRAINT "daily_tips_rels_routines_fk" FOREIGN KEY ("routines_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "daily_tips_rels" ADD CONSTRAINT "daily_tips_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "daily_tips_rels" ADD CONSTRAINT "daily_tips_rels_calendar_entries_fk" FOREIGN KEY ("calendar_entries_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_daily_tips_v_version_months" ADD CONSTRAINT "_daily_tips_v_version_months_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_daily_tips_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_daily_tips_v" ADD CONSTRAINT "_daily_tips_v_parent_id_daily_tips_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."daily_tips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_daily_tips_v_locales" ADD CONSTRAINT "_daily_tips_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_daily_tips_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_daily_tips_v_rels" ADD CONSTRAINT "_daily_tips_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_daily_tips_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_daily_tips_v_rels" ADD CONSTRAINT "_daily_tips_v_rels_routines_fk" FOREIGN KEY ("routines_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_daily_tips_v_rels" ADD CONSTRAINT "_daily_tips_v_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_daily_tips_v_rels" ADD CONSTRAINT "_daily_tips_v_rels_calendar_entries_fk" FOREIGN KEY ("calendar_entries_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "daily_tips_months_order_idx" ON "daily_tips_months" USING btree ("order");
  CREATE INDEX "daily_tips_months_parent_idx" ON "daily_tips_months" USING btree ("parent_id");
  CREATE UNIQUE INDEX "daily_tips_slug_idx" ON "daily_tips" USING btree ("slug");
  CREATE INDEX "daily_tips_published_at_idx" ON "daily_tips" USING btree ("published_at");
  CREATE INDEX "daily_tips_updated_at_idx" ON "daily_tips" USING btree ("updated_at");
  CREATE INDEX "daily_tips_created_at_idx" ON "daily_tips" USING btree ("created_at");
  CREATE INDEX "daily_tips__status_idx" ON "daily_tips" USING btree ("_status");
  CREATE UNIQUE INDEX "daily_tips_locales_locale_parent_id_unique" ON "daily_tips_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "daily_tips_rels_order_idx" ON "daily_tips_rels" USING btree ("order");
  CREATE INDEX "daily_tips_rels_parent_idx" ON "daily_tips_rels" USING btree ("parent_id");
  CREATE INDEX "daily_tips_rels_path_idx" ON "daily_tips_rels" USING btree ("path");
  CREATE INDEX "daily_tips_rels_routines_id_idx" ON "daily_tips_rels" USING btree ("routines_id");
  CREATE INDEX "daily_tips_rels_videos_id_idx" ON "daily_tips_rels" USING btree ("videos_id");
  CREATE INDEX "daily_tips_rels_calendar_entries_id_idx" ON "daily_tips_rels" USING btree ("calendar_entries_id");
  CREATE INDEX "_daily_tips_v_version_months_order_idx" ON "_daily_tips_v_version_months" USING btree ("order");
  CREATE INDEX "_daily_tips_v_version_months_parent_idx" ON "_daily_tips_v_version_months" USING btree ("parent_id");
  CREATE INDEX "_daily_tips_v_parent_idx" ON "_daily_tips_v" USING btree ("parent_id");
  CREATE INDEX "_daily_tips_v_version_version_slug_idx" ON "_daily_tips_v" USING btree ("version_slug");
  CREATE INDEX "_daily_tips_v_version_version_published_at_idx" ON "_daily_tips_v" USING btree ("version_published_at");
  CREATE INDEX "_daily_tips_v_version_version_updated_at_idx" ON "_daily_tips_v" USING btree ("version_updated_at");
  CREATE INDEX "_daily_tips_v_version_version_created_at_idx" ON "_daily_tips_v" USING btree ("version_created_at");
  CREATE INDEX "_daily_tips_v_version_version__status_idx" ON "_daily_tips_v" USING btree ("version__status");
  CREATE INDEX "_daily_tips_v_created_at_idx" ON "_daily_tips_v" USING btree ("created_at");
  CREATE INDEX "_daily_tips_v_updated_at_idx" ON "_daily_tips_v" USING btree ("updated_at");
  CREATE INDEX "_daily_tips_v_snapshot_idx" ON "_daily_tips_v" USING btree ("snapshot");
  CREATE INDEX "_daily_tips_v_published_locale_idx" ON "_daily_tips_v" USING btree ("published_locale");
  CREATE INDEX "_daily_tips_v_latest_idx" ON "_daily_tips_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_daily_tips_v_locales_locale_parent_id_unique" ON "_daily_tips_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_daily_tips_v_rels_order_idx" ON "_daily_tips_v_rels" USING btree ("order");
  CREATE INDEX "_daily_tips_v_rels_parent_idx" ON "_daily_tips_v_rels" USING btree ("parent_id");
  CREATE INDEX "_daily_tips_v_rels_path_idx" ON "_daily_tips_v_rels" USING btree ("path");
  CREATE INDEX "_daily_tips_v_rels_routines_id_idx" ON "_daily_tips_v_rels" USING btree ("routines_id");
  CREATE INDEX "_daily_tips_v_rels_videos_id_idx" ON "_daily_tips_v_rels" USING btree ("videos_id");
  CREATE INDEX "_daily_tips_v_rels_calendar_entries_id_idx" ON "_daily_tips_v_rels" USING btree ("calendar_entries_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_daily_tips_fk" FOREIGN KEY ("daily_tips_id") REFERENCES "public"."daily_tips"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_daily_tips_id_idx" ON "payload_locked_documents_rels" USING btree ("daily_tips_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "daily_tips_months" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_tips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_tips_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_tips_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_daily_tips_v_version_months" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_daily_tips_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_daily_tips_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_daily_tips_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "daily_tips_months" CASCADE;
  DROP TABLE "daily_tips" CASCADE;
  DROP TABLE "daily_tips_locales" CASCADE;
  DROP TABLE "daily_tips_rels" CASCADE;
  DROP TABLE "_daily_tips_v_version_months" CASCADE;
  DROP TABLE "_daily_tips_v" CASCADE;
  DROP TABLE "_daily_tips_v_locales" CASCADE;
  DROP TABLE "_daily_tips_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_daily_tips_fk";
  
  DROP INDEX "payload_locked_documents_rels_daily_tips_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "daily_tips_id";
  DROP TYPE "public"."enum_daily_tips_months";
  DROP TYPE "public"."enum_daily_tips_category";
  DROP TYPE "public"."enum_daily_tips_status";
  DROP TYPE "public"."enum__daily_tips_v_version_months";
  DROP TYPE "public"."enum__daily_tips_v_version_category";
  DROP TYPE "public"."enum__daily_tips_v_version_status";
  DROP TYPE "public"."enum__daily_tips_v_published_locale";`)
}
