import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_audio_config_audio_type" AS ENUM('intro', 'ambient');
  CREATE TYPE "public"."enum_page_audio_config_control_position" AS ENUM('bottom-left', 'bottom-right', 'top-left', 'top-right');
  CREATE TYPE "public"."enum_page_audio_config_ambient_sound_type" AS ENUM('forest', 'rain', 'ocean', 'wind');
  CREATE TYPE "public"."enum_theme_defaults_font_family" AS ENUM('inter', 'lora', 'atkinson', 'nunito');
  CREATE TYPE "public"."enum_theme_defaults_background_pattern" AS ENUM('none', 'leaves', 'contours', 'dots');
  CREATE TYPE "public"."enum_theme_defaults_particle_type" AS ENUM('forest', 'snow', 'stars', 'butterflies', 'magic', 'ocean', 'autumn');
  CREATE TYPE "public"."enum_theme_defaults_cursor_type" AS ENUM('leaf', 'acorn', 'feather', 'pine');
  CREATE TYPE "public"."enum_theme_defaults_ambient_sound_type" AS ENUM('forest', 'rain', 'ocean', 'wind');
  CREATE TABLE "site_audio" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"transcript" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "page_audio_config" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_path" varchar NOT NULL,
  	"audio_type" "enum_page_audio_config_audio_type" DEFAULT 'intro' NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"volume" numeric DEFAULT 0.8,
  	"autoplay_delay" numeric DEFAULT 1500,
  	"control_position" "enum_page_audio_config_control_position" DEFAULT 'bottom-left',
  	"autoplay" boolean DEFAULT true,
  	"show_controls" boolean DEFAULT true,
  	"loop_audio" boolean DEFAULT false,
  	"ambient_sound_type" "enum_page_audio_config_ambient_sound_type" DEFAULT 'forest',
  	"ambient_volume" numeric DEFAULT 50,
  	"ambient_audio_id" integer,
  	"ambient_sound_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_audio_config_locales" (
  	"audio_id" integer,
  	"audio_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_audio_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_audio_config_id" integer;
  ALTER TABLE "theme_defaults" ADD COLUMN "font_family" "enum_theme_defaults_font_family" DEFAULT 'inter' NOT NULL;
  ALTER TABLE "theme_defaults" ADD COLUMN "background_pattern" "enum_theme_defaults_background_pattern" DEFAULT 'none' NOT NULL;
  ALTER TABLE "theme_defaults" ADD COLUMN "particle_effects" boolean DEFAULT false;
  ALTER TABLE "theme_defaults" ADD COLUMN "particle_type" "enum_theme_defaults_particle_type" DEFAULT 'forest' NOT NULL;
  ALTER TABLE "theme_defaults" ADD COLUMN "particle_count" numeric DEFAULT 25 NOT NULL;
  ALTER TABLE "theme_defaults" ADD COLUMN "custom_cursor" boolean DEFAULT false;
  ALTER TABLE "theme_defaults" ADD COLUMN "cursor_type" "enum_theme_defaults_cursor_type" DEFAULT 'leaf' NOT NULL;
  ALTER TABLE "theme_defaults" ADD COLUMN "ambient_sounds" boolean DEFAULT false;
  ALTER TABLE "theme_defaults" ADD COLUMN "ambient_sound_type" "enum_theme_defaults_ambient_sound_type" DEFAULT 'forest' NOT NULL;
  ALTER TABLE "theme_defaults" ADD COLUMN "ambient_volume" numeric DEFAULT 50 NOT NULL;
  ALTER TABLE "theme_defaults" ADD COLUMN "ambient_audio_id" integer;
  ALTER TABLE "theme_defaults" ADD COLUMN "custom_audio_url" varchar;
  ALTER TABLE "theme_defaults" ADD COLUMN "sound_effects" boolean DEFAULT false;
  ALTER TABLE "page_audio_config" ADD CONSTRAINT "page_audio_config_ambient_audio_id_site_audio_id_fk" FOREIGN KEY ("ambient_audio_id") REFERENCES "public"."site_audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_audio_config_locales" ADD CONSTRAINT "page_audio_config_locales_audio_id_site_audio_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."site_audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_audio_config_locales" ADD CONSTRAINT "page_audio_config_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_audio_config"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_audio_updated_at_idx" ON "site_audio" USING btree ("updated_at");
  CREATE INDEX "site_audio_created_at_idx" ON "site_audio" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_audio_filename_idx" ON "site_audio" USING btree ("filename");
  CREATE INDEX "page_audio_config_page_path_idx" ON "page_audio_config" USING btree ("page_path");
  CREATE INDEX "page_audio_config_ambient_audio_idx" ON "page_audio_config" USING btree ("ambient_audio_id");
  CREATE INDEX "page_audio_config_updated_at_idx" ON "page_audio_config" USING btree ("updated_at");
  CREATE INDEX "page_audio_config_created_at_idx" ON "page_audio_config" USING btree ("created_at");
  CREATE INDEX "page_audio_config_audio_idx" ON "page_audio_config_locales" USING btree ("audio_id","_locale");
  CREATE UNIQUE INDEX "page_audio_config_locales_locale_parent_id_unique" ON "page_audio_config_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_audio_fk" FOREIGN KEY ("site_audio_id") REFERENCES "public"."site_audio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_audio_config_fk" FOREIGN KEY ("page_audio_config_id") REFERENCES "public"."page_audio_config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "theme_defaults" ADD CONSTRAINT "theme_defaults_ambient_audio_id_site_audio_id_fk" FOREIGN KEY ("ambient_audio_id") REFERENCES "public"."site_audio"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_audio_id_idx" ON "payload_locked_documents_rels" USING btree ("site_audio_id");
  CREATE INDEX "payload_locked_documents_rels_page_audio_config_id_idx" ON "payload_locked_documents_rels" USING btree ("page_audio_config_id");
  CREATE INDEX "theme_defaults_ambient_audio_idx" ON "theme_defaults" USING btree ("ambient_audio_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_audio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_audio_config" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_audio_config_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_audio" CASCADE;
  DROP TABLE "page_audio_config" CASCADE;
  DROP TABLE "page_audio_config_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_audio_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_audio_config_fk";
  
  ALTER TABLE "theme_defaults" DROP CONSTRAINT "theme_defaults_ambient_audio_id_site_audio_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_site_audio_id_idx";
  DROP INDEX "payload_locked_documents_rels_page_audio_config_id_idx";
  DROP INDEX "theme_defaults_ambient_audio_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_audio_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_audio_config_id";
  ALTER TABLE "theme_defaults" DROP COLUMN "font_family";
  ALTER TABLE "theme_defaults" DROP COLUMN "background_pattern";
  ALTER TABLE "theme_defaults" DROP COLUMN "particle_effects";
  ALTER TABLE "theme_defaults" DROP COLUMN "particle_type";
  ALTER TABLE "theme_defaults" DROP COLUMN "particle_count";
  ALTER TABLE "theme_defaults" DROP COLUMN "custom_cursor";
  ALTER TABLE "theme_defaults" DROP COLUMN "cursor_type";
  ALTER TABLE "theme_defaults" DROP COLUMN "ambient_sounds";
  ALTER TABLE "theme_defaults" DROP COLUMN "ambient_sound_type";
  ALTER TABLE "theme_defaults" DROP COLUMN "ambient_volume";
  ALTER TABLE "theme_defaults" DROP COLUMN "ambient_audio_id";
  ALTER TABLE "theme_defaults" DROP COLUMN "custom_audio_url";
  ALTER TABLE "theme_defaults" DROP COLUMN "sound_effects";
  DROP TYPE "public"."enum_page_audio_config_audio_type";
  DROP TYPE "public"."enum_page_audio_config_control_position";
  DROP TYPE "public"."enum_page_audio_config_ambient_sound_type";
  DROP TYPE "public"."enum_theme_defaults_font_family";
  DROP TYPE "public"."enum_theme_defaults_background_pattern";
  DROP TYPE "public"."enum_theme_defaults_particle_type";
  DROP TYPE "public"."enum_theme_defaults_cursor_type";
  DROP TYPE "public"."enum_theme_defaults_ambient_sound_type";`)
}
