import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_calendar_entries_months" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_calendar_entries_peak_months" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_calendar_entries_places" AS ENUM('mont-aigoual', 'mont-lozere', 'causse-mejean', 'gorges-du-tarn', 'gorges-de-la-jonte', 'florac', 'vallee-francaise', 'vallee-borgne', 'le-pont-de-montvert', 'mont-bouges', 'saint-jean-du-gard', 'causse-de-sauveterre', 'aubrac', 'margeride', 'villefort', 'cirque-de-navacelles');
  CREATE TYPE "public"."enum_calendar_entries_kind" AS ENUM('species', 'activity');
  CREATE TYPE "public"."enum_calendar_entries_category" AS ENUM('mushroom', 'fruit', 'flower', 'tree', 'medicinal', 'spiritual');
  CREATE TYPE "public"."enum_calendar_entries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__calendar_entries_v_version_months" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum__calendar_entries_v_version_peak_months" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum__calendar_entries_v_version_places" AS ENUM('mont-aigoual', 'mont-lozere', 'causse-mejean', 'gorges-du-tarn', 'gorges-de-la-jonte', 'florac', 'vallee-francaise', 'vallee-borgne', 'le-pont-de-montvert', 'mont-bouges', 'saint-jean-du-gard', 'causse-de-sauveterre', 'aubrac', 'margeride', 'villefort', 'cirque-de-navacelles');
  CREATE TYPE "public"."enum__calendar_entries_v_version_kind" AS ENUM('species', 'activity');
  CREATE TYPE "public"."enum__calendar_entries_v_version_category" AS ENUM('mushroom', 'fruit', 'flower', 'tree', 'medicinal', 'spiritual');
  CREATE TYPE "public"."enum__calendar_entries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__calendar_entries_v_published_locale" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  CREATE TABLE "calendar_entries_months" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_calendar_entries_months",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "calendar_entries_peak_months" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_calendar_entries_peak_months",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "calendar_entries_places" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_calendar_entries_places",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "calendar_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"latin_name" varchar,
  	"image_id" integer,
  	"slug" varchar,
  	"kind" "enum_calendar_entries_kind" DEFAULT 'species',
  	"category" "enum_calendar_entries_category",
  	"altitude_min" numeric,
  	"altitude_max" numeric,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_calendar_entries_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "calendar_entries_locales" (
  	"name" varchar,
  	"summary" varchar,
  	"habitat" varchar,
  	"look_for" varchar,
  	"practice" varchar,
  	"safety" varchar,
  	"image_alt" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "calendar_entries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"videos_id" integer,
  	"formations_id" integer,
  	"routines_id" integer,
  	"discoveries_id" integer
  );
  
  CREATE TABLE "_calendar_entries_v_version_months" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__calendar_entries_v_version_months",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_calendar_entries_v_version_peak_months" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__calendar_entries_v_version_peak_months",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_calendar_entries_v_version_places" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__calendar_entries_v_version_places",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_calendar_entries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_latin_name" varchar,
  	"version_image_id" integer,
  	"version_slug" varchar,
  	"version_kind" "enum__calendar_entries_v_version_kind" DEFAULT 'species',
  	"version_category" "enum__calendar_entries_v_version_category",
  	"version_altitude_min" numeric,
  	"version_altitude_max" numeric,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__calendar_entries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__calendar_entries_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_calendar_entries_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_habitat" varchar,
  	"version_look_for" varchar,
  	"version_practice" varchar,
  	"version_safety" varchar,
  	"version_image_alt" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_calendar_entries_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"videos_id" integer,
  	"formations_id" integer,
  	"routines_id" integer,
  	"discoveries_id" integer
  );
  
  ALTER TABLE "members" ADD COLUMN "calendar_feed_token" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "calendar_entries_id" integer;
  ALTER TABLE "calendar_entries_months" ADD CONSTRAINT "calendar_entries_months_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calendar_entries_peak_months" ADD CONSTRAINT "calendar_entries_peak_months_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calendar_entries_places" ADD CONSTRAINT "calendar_entries_places_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "calendar_entries_locales" ADD CONSTRAINT "calendar_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calendar_entries_rels" ADD CONSTRAINT "calendar_entries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calendar_entries_rels" ADD CONSTRAINT "calendar_entries_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calendar_entries_rels" ADD CONSTRAINT "calendar_entries_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calendar_entries_rels" ADD CONSTRAINT "calendar_entries_rels_formations_fk" FOREIGN KEY ("formations_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calendar_entries_rels" ADD CONSTRAINT "calendar_entries_rels_routines_fk" FOREIGN KEY ("routines_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calendar_entries_rels" ADD CONSTRAINT "calendar_entries_rels_discoveries_fk" FOREIGN KEY ("discoveries_id") REFERENCES "public"."discoveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v_version_months" ADD CONSTRAINT "_calendar_entries_v_version_months_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_calendar_entries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v_version_peak_months" ADD CONSTRAINT "_calendar_entries_v_version_peak_months_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_calendar_entries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v_version_places" ADD CONSTRAINT "_calendar_entries_v_version_places_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_calendar_entries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v" ADD CONSTRAINT "_calendar_entries_v_parent_id_calendar_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calendar_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v" ADD CONSTRAINT "_calendar_entries_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v_locales" ADD CONSTRAINT "_calendar_entries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_calendar_entries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v_rels" ADD CONSTRAINT "_calendar_entries_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_calendar_entries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v_rels" ADD CONSTRAINT "_calendar_entries_v_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v_rels" ADD CONSTRAINT "_calendar_entries_v_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v_rels" ADD CONSTRAINT "_calendar_entries_v_rels_formations_fk" FOREIGN KEY ("formations_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v_rels" ADD CONSTRAINT "_calendar_entries_v_rels_routines_fk" FOREIGN KEY ("routines_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v_rels" ADD CONSTRAINT "_calendar_entries_v_rels_discoveries_fk" FOREIGN KEY ("discoveries_id") REFERENCES "public"."discoveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "calendar_entries_months_order_idx" ON "calendar_entries_months" USING btree ("order");
  CREATE INDEX "calendar_entries_months_parent_idx" ON "calendar_entries_months" USING btree ("parent_id");
  CREATE INDEX "calendar_entries_peak_months_order_idx" ON "calendar_entries_peak_months" USING btree ("order");
  CREATE INDEX "calendar_entries_peak_months_parent_idx" ON "calendar_entries_peak_months" USING btree ("parent_id");
  CREATE INDEX "calendar_entries_places_order_idx" ON "calendar_entries_places" USING btree ("order");
  CREATE INDEX "calendar_entries_places_parent_idx" ON "calendar_entries_places" USING btree ("parent_id");
  CREATE INDEX "calendar_entries_image_idx" ON "calendar_entries" USING btree ("image_id");
  CREATE UNIQUE INDEX "calendar_entries_slug_idx" ON "calendar_entries" USING btree ("slug");
  CREATE INDEX "calendar_entries_category_idx" ON "calendar_entries" USING btree ("category");
  CREATE INDEX "calendar_entries_published_at_idx" ON "calendar_entries" USING btree ("published_at");
  CREATE INDEX "calendar_entries_updated_at_idx" ON "calendar_entries" USING btree ("updated_at");
  CREATE INDEX "calendar_entries_created_at_idx" ON "calendar_entries" USING btree ("created_at");
  CREATE INDEX "calendar_entries__status_idx" ON "calendar_entries" USING btree ("_status");
  CREATE UNIQUE INDEX "calendar_entries_locales_locale_parent_id_unique" ON "calendar_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "calendar_entries_rels_order_idx" ON "calendar_entries_rels" USING btree ("order");
  CREATE INDEX "calendar_entries_rels_parent_idx" ON "calendar_entries_rels" USING btree ("parent_id");
  CREATE INDEX "calendar_entries_rels_path_idx" ON "calendar_entries_rels" USING btree ("path");
  CREATE INDEX "calendar_entries_rels_articles_id_idx" ON "calendar_entries_rels" USING btree ("articles_id");
  CREATE INDEX "calendar_entries_rels_videos_id_idx" ON "calendar_entries_rels" USING btree ("videos_id");
  CREATE INDEX "calendar_entries_rels_formations_id_idx" ON "calendar_entries_rels" USING btree ("formations_id");
  CREATE INDEX "calendar_entries_rels_routines_id_idx" ON "calendar_entries_rels" USING btree ("routines_id");
  CREATE INDEX "calendar_entries_rels_discoveries_id_idx" ON "calendar_entries_rels" USING btree ("discoveries_id");
  CREATE INDEX "_calendar_entries_v_version_months_order_idx" ON "_calendar_entries_v_version_months" USING btree ("order");
  CREATE INDEX "_calendar_entries_v_version_months_parent_idx" ON "_calendar_entries_v_version_months" USING btree ("parent_id");
  CREATE INDEX "_calendar_entries_v_version_peak_months_order_idx" ON "_calendar_entries_v_version_peak_months" USING btree ("order");
  CREATE INDEX "_calendar_entries_v_version_peak_months_parent_idx" ON "_calendar_entries_v_version_peak_months" USING btree ("parent_id");
  CREATE INDEX "_calendar_entries_v_version_places_order_idx" ON "_calendar_entries_v_version_places" USING btree ("order");
  CREATE INDEX "_calendar_entries_v_version_places_parent_idx" ON "_calendar_entries_v_version_places" USING btree ("parent_id");
  CREATE INDEX "_calendar_entries_v_parent_idx" ON "_calendar_entries_v" USING btree ("parent_id");
  CREATE INDEX "_calendar_entries_v_version_version_image_idx" ON "_calendar_entries_v" USING btree ("version_image_id");
  CREATE INDEX "_calendar_entries_v_version_version_slug_idx" ON "_calendar_entries_v" USING btree ("version_slug");
  CREATE INDEX "_calendar_entries_v_version_version_category_idx" ON "_calendar_entries_v" USING btree ("version_category");
  CREATE INDEX "_calendar_entries_v_version_version_published_at_idx" ON "_calendar_entries_v" USING btree ("version_published_at");
  CREATE INDEX "_calendar_entries_v_version_version_updated_at_idx" ON "_calendar_entries_v" USING btree ("version_updated_at");
  CREATE INDEX "_calendar_entries_v_version_version_created_at_idx" ON "_calendar_entries_v" USING btree ("version_created_at");
  CREATE INDEX "_calendar_entries_v_version_version__status_idx" ON "_calendar_entries_v" USING btree ("version__status");
  CREATE INDEX "_calendar_entries_v_created_at_idx" ON "_calendar_entries_v" USING btree ("created_at");
  CREATE INDEX "_calendar_entries_v_updated_at_idx" ON "_calendar_entries_v" USING btree ("updated_at");
  CREATE INDEX "_calendar_entries_v_snapshot_idx" ON "_calendar_entries_v" USING btree ("snapshot");
  CREATE INDEX "_calendar_entries_v_published_locale_idx" ON "_calendar_entries_v" USING btree ("published_locale");
  CREATE INDEX "_calendar_entries_v_latest_idx" ON "_calendar_entries_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_calendar_entries_v_locales_locale_parent_id_unique" ON "_calendar_entries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_calendar_entries_v_rels_order_idx" ON "_calendar_entries_v_rels" USING btree ("order");
  CREATE INDEX "_calendar_entries_v_rels_parent_idx" ON "_calendar_entries_v_rels" USING btree ("parent_id");
  CREATE INDEX "_calendar_entries_v_rels_path_idx" ON "_calendar_entries_v_rels" USING btree ("path");
  CREATE INDEX "_calendar_entries_v_rels_articles_id_idx" ON "_calendar_entries_v_rels" USING btree ("articles_id");
  CREATE INDEX "_calendar_entries_v_rels_videos_id_idx" ON "_calendar_entries_v_rels" USING btree ("videos_id");
  CREATE INDEX "_calendar_entries_v_rels_formations_id_idx" ON "_calendar_entries_v_rels" USING btree ("formations_id");
  CREATE INDEX "_calendar_entries_v_rels_routines_id_idx" ON "_calendar_entries_v_rels" USING btree ("routines_id");
  CREATE INDEX "_calendar_entries_v_rels_discoveries_id_idx" ON "_calendar_entries_v_rels" USING btree ("discoveries_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calendar_entries_fk" FOREIGN KEY ("calendar_entries_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "members_calendar_feed_token_idx" ON "members" USING btree ("calendar_feed_token");
  CREATE INDEX "payload_locked_documents_rels_calendar_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("calendar_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "calendar_entries_months" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_entries_peak_months" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_entries_places" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_entries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_entries_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_calendar_entries_v_version_months" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_calendar_entries_v_version_peak_months" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_calendar_entries_v_version_places" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_calendar_entries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_calendar_entries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_calendar_entries_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "calendar_entries_months" CASCADE;
  DROP TABLE "calendar_entries_peak_months" CASCADE;
  DROP TABLE "calendar_entries_places" CASCADE;
  DROP TABLE "calendar_entries" CASCADE;
  DROP TABLE "calendar_entries_locales" CASCADE;
  DROP TABLE "calendar_entries_rels" CASCADE;
  DROP TABLE "_calendar_entries_v_version_months" CASCADE;
  DROP TABLE "_calendar_entries_v_version_peak_months" CASCADE;
  DROP TABLE "_calendar_entries_v_version_places" CASCADE;
  DROP TABLE "_calendar_entries_v" CASCADE;
  DROP TABLE "_calendar_entries_v_locales" CASCADE;
  DROP TABLE "_calendar_entries_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_calendar_entries_fk";
  
  DROP INDEX "members_calendar_feed_token_idx";
  DROP INDEX "payload_locked_documents_rels_calendar_entries_id_idx";
  ALTER TABLE "members" DROP COLUMN "calendar_feed_token";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "calendar_entries_id";
  DROP TYPE "public"."enum_calendar_entries_months";
  DROP TYPE "public"."enum_calendar_entries_peak_months";
  DROP TYPE "public"."enum_calendar_entries_places";
  DROP TYPE "public"."enum_calendar_entries_kind";
  DROP TYPE "public"."enum_calendar_entries_category";
  DROP TYPE "public"."enum_calendar_entries_status";
  DROP TYPE "public"."enum__calendar_entries_v_version_months";
  DROP TYPE "public"."enum__calendar_entries_v_version_peak_months";
  DROP TYPE "public"."enum__calendar_entries_v_version_places";
  DROP TYPE "public"."enum__calendar_entries_v_version_kind";
  DROP TYPE "public"."enum__calendar_entries_v_version_category";
  DROP TYPE "public"."enum__calendar_entries_v_version_status";
  DROP TYPE "public"."enum__calendar_entries_v_published_locale";`)
}
