import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_personality_tests_questions_kind" AS ENUM('single', 'scale', 'ranking');
  CREATE TYPE "public"."enum_personality_tests_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__personality_tests_v_version_questions_kind" AS ENUM('single', 'scale', 'ranking');
  CREATE TYPE "public"."enum__personality_tests_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__personality_tests_v_published_locale" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  CREATE TABLE "pt_answer_weights" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"profile" varchar,
  	"points" numeric
  );
  
  CREATE TABLE "personality_tests_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "personality_tests_questions_answers_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personality_tests_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"kind" "enum_personality_tests_questions_kind"
  );
  
  CREATE TABLE "personality_tests_questions_locales" (
  	"prompt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personality_tests_profiles_strengths" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "personality_tests_profiles_strengths_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personality_tests_profiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"color" varchar
  );
  
  CREATE TABLE "personality_tests_profiles_locales" (
  	"name" varchar,
  	"summary" varchar,
  	"portrait" varchar,
  	"practice" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "personality_tests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"slug" varchar,
  	"minutes" numeric,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_personality_tests_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "personality_tests_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"intro" varchar,
  	"disclaimer" varchar,
  	"image_alt" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "personality_tests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"videos_id" integer,
  	"formations_id" integer,
  	"routines_id" integer,
  	"discoveries_id" integer,
  	"calendar_entries_id" integer
  );
  
  CREATE TABLE "_pt_answer_weights_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"profile" varchar,
  	"points" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_personality_tests_v_version_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_personality_tests_v_version_questions_answers_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_personality_tests_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"kind" "enum__personality_tests_v_version_questions_kind",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_personality_tests_v_version_questions_locales" (
  	"prompt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_personality_tests_v_version_profiles_strengths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_personality_tests_v_version_profiles_strengths_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_personality_tests_v_version_profiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"color" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_personality_tests_v_version_profiles_locales" (
  	"name" varchar,
  	"summary" varchar,
  	"portrait" varchar,
  	"practice" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_personality_tests_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_slug" varchar,
  	"version_minutes" numeric,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__personality_tests_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__personality_tests_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_personality_tests_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_intro" varchar,
  	"version_disclaimer" varchar,
  	"version_image_alt" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_personality_tests_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"videos_id" integer,
  	"formations_id" integer,
  	"routines_id" integer,
  	"discoveries_id" integer,
  	"calendar_entries_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "personality_tests_id" integer;
  ALTER TABLE "pt_answer_weights" ADD CONSTRAINT "pt_answer_weights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personality_tests_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_questions_answers" ADD CONSTRAINT "personality_tests_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personality_tests_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_questions_answers_locales" ADD CONSTRAINT "personality_tests_questions_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personality_tests_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_questions" ADD CONSTRAINT "personality_tests_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personality_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_questions_locales" ADD CONSTRAINT "personality_tests_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personality_tests_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_profiles_strengths" ADD CONSTRAINT "personality_tests_profiles_strengths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personality_tests_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_profiles_strengths_locales" ADD CONSTRAINT "personality_tests_profiles_strengths_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personality_tests_profiles_strengths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_profiles" ADD CONSTRAINT "personality_tests_profiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personality_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_profiles_locales" ADD CONSTRAINT "personality_tests_profiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personality_tests_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests" ADD CONSTRAINT "personality_tests_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "personality_tests_locales" ADD CONSTRAINT "personality_tests_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personality_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_rels" ADD CONSTRAINT "personality_tests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."personality_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_rels" ADD CONSTRAINT "personality_tests_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_rels" ADD CONSTRAINT "personality_tests_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_rels" ADD CONSTRAINT "personality_tests_rels_formations_fk" FOREIGN KEY ("formations_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_rels" ADD CONSTRAINT "personality_tests_rels_routines_fk" FOREIGN KEY ("routines_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_rels" ADD CONSTRAINT "personality_tests_rels_discoveries_fk" FOREIGN KEY ("discoveries_id") REFERENCES "public"."discoveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personality_tests_rels" ADD CONSTRAINT "personality_tests_rels_calendar_entries_fk" FOREIGN KEY ("calendar_entries_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pt_answer_weights_v" ADD CONSTRAINT "_pt_answer_weights_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_personality_tests_v_version_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_version_questions_answers" ADD CONSTRAINT "_personality_tests_v_version_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_personality_tests_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_version_questions_answers_locales" ADD CONSTRAINT "_personality_tests_v_version_questions_answers_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_personality_tests_v_version_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_version_questions" ADD CONSTRAINT "_personality_tests_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_personality_tests_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_version_questions_locales" ADD CONSTRAINT "_personality_tests_v_version_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_personality_tests_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_version_profiles_strengths" ADD CONSTRAINT "_personality_tests_v_version_profiles_strengths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_personality_tests_v_version_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_version_profiles_strengths_locales" ADD CONSTRAINT "_personality_tests_v_version_profiles_strengths_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_personality_tests_v_version_profiles_strengths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_version_profiles" ADD CONSTRAINT "_personality_tests_v_version_profiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_personality_tests_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_version_profiles_locales" ADD CONSTRAINT "_personality_tests_v_version_profiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_personality_tests_v_version_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v" ADD CONSTRAINT "_personality_tests_v_parent_id_personality_tests_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."personality_tests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_personality_tests_v" ADD CONSTRAINT "_personality_tests_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_locales" ADD CONSTRAINT "_personality_tests_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_personality_tests_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_rels" ADD CONSTRAINT "_personality_tests_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_personality_tests_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_rels" ADD CONSTRAINT "_personality_tests_v_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_rels" ADD CONSTRAINT "_personality_tests_v_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_rels" ADD CONSTRAINT "_personality_tests_v_rels_formations_fk" FOREIGN KEY ("formations_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_rels" ADD CONSTRAINT "_personality_tests_v_rels_routines_fk" FOREIGN KEY ("routines_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_rels" ADD CONSTRAINT "_personality_tests_v_rels_discoveries_fk" FOREIGN KEY ("discoveries_id") REFERENCES "public"."discoveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personality_tests_v_rels" ADD CONSTRAINT "_personality_tests_v_rels_calendar_entries_fk" FOREIGN KEY ("calendar_entries_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pt_answer_weights_order_idx" ON "pt_answer_weights" USING btree ("_order");
  CREATE INDEX "pt_answer_weights_parent_id_idx" ON "pt_answer_weights" USING btree ("_parent_id");
  CREATE INDEX "personality_tests_questions_answers_order_idx" ON "personality_tests_questions_answers" USING btree ("_order");
  CREATE INDEX "personality_tests_questions_answers_parent_id_idx" ON "personality_tests_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "personality_tests_questions_answers_locales_locale_parent_id" ON "personality_tests_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personality_tests_questions_order_idx" ON "personality_tests_questions" USING btree ("_order");
  CREATE INDEX "personality_tests_questions_parent_id_idx" ON "personality_tests_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "personality_tests_questions_locales_locale_parent_id_unique" ON "personality_tests_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personality_tests_profiles_strengths_order_idx" ON "personality_tests_profiles_strengths" USING btree ("_order");
  CREATE INDEX "personality_tests_profiles_strengths_parent_id_idx" ON "personality_tests_profiles_strengths" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "personality_tests_profiles_strengths_locales_locale_parent_i" ON "personality_tests_profiles_strengths_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personality_tests_profiles_order_idx" ON "personality_tests_profiles" USING btree ("_order");
  CREATE INDEX "personality_tests_profiles_parent_id_idx" ON "personality_tests_profiles" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "personality_tests_profiles_locales_locale_parent_id_unique" ON "personality_tests_profiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personality_tests_image_idx" ON "personality_tests" USING btree ("image_id");
  CREATE UNIQUE INDEX "personality_tests_slug_idx" ON "personality_tests" USING btree ("slug");
  CREATE INDEX "personality_tests_published_at_idx" ON "personality_tests" USING btree ("published_at");
  CREATE INDEX "personality_tests_updated_at_idx" ON "personality_tests" USING btree ("updated_at");
  CREATE INDEX "personality_tests_created_at_idx" ON "personality_tests" USING btree ("created_at");
  CREATE INDEX "personality_tests__status_idx" ON "personality_tests" USING btree ("_status");
  CREATE UNIQUE INDEX "personality_tests_locales_locale_parent_id_unique" ON "personality_tests_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "personality_tests_rels_order_idx" ON "personality_tests_rels" USING btree ("order");
  CREATE INDEX "personality_tests_rels_parent_idx" ON "personality_tests_rels" USING btree ("parent_id");
  CREATE INDEX "personality_tests_rels_path_idx" ON "personality_tests_rels" USING btree ("path");
  CREATE INDEX "personality_tests_rels_articles_id_idx" ON "personality_tests_rels" USING btree ("articles_id");
  CREATE INDEX "personality_tests_rels_videos_id_idx" ON "personality_tests_rels" USING btree ("videos_id");
  CREATE INDEX "personality_tests_rels_formations_id_idx" ON "personality_tests_rels" USING btree ("formations_id");
  CREATE INDEX "personality_tests_rels_routines_id_idx" ON "personality_tests_rels" USING btree ("routines_id");
  CREATE INDEX "personality_tests_rels_discoveries_id_idx" ON "personality_tests_rels" USING btree ("discoveries_id");
  CREATE INDEX "personality_tests_rels_calendar_entries_id_idx" ON "personality_tests_rels" USING btree ("calendar_entries_id");
  CREATE INDEX "_pt_answer_weights_v_order_idx" ON "_pt_answer_weights_v" USING btree ("_order");
  CREATE INDEX "_pt_answer_weights_v_parent_id_idx" ON "_pt_answer_weights_v" USING btree ("_parent_id");
  CREATE INDEX "_personality_tests_v_version_questions_answers_order_idx" ON "_personality_tests_v_version_questions_answers" USING btree ("_order");
  CREATE INDEX "_personality_tests_v_version_questions_answers_parent_id_idx" ON "_personality_tests_v_version_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_personality_tests_v_version_questions_answers_locales_local" ON "_personality_tests_v_version_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_personality_tests_v_version_questions_order_idx" ON "_personality_tests_v_version_questions" USING btree ("_order");
  CREATE INDEX "_personality_tests_v_version_questions_parent_id_idx" ON "_personality_tests_v_version_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_personality_tests_v_version_questions_locales_locale_parent" ON "_personality_tests_v_version_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_personality_tests_v_version_profiles_strengths_order_idx" ON "_personality_tests_v_version_profiles_strengths" USING btree ("_order");
  CREATE INDEX "_personality_tests_v_version_profiles_strengths_parent_id_idx" ON "_personality_tests_v_version_profiles_strengths" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_personality_tests_v_version_profiles_strengths_locales_loca" ON "_personality_tests_v_version_profiles_strengths_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_personality_tests_v_version_profiles_order_idx" ON "_personality_tests_v_version_profiles" USING btree ("_order");
  CREATE INDEX "_personality_tests_v_version_profiles_parent_id_idx" ON "_personality_tests_v_version_profiles" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_personality_tests_v_version_profiles_locales_locale_parent_" ON "_personality_tests_v_version_profiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_personality_tests_v_parent_idx" ON "_personality_tests_v" USING btree ("parent_id");
  CREATE INDEX "_personality_tests_v_version_version_image_idx" ON "_personality_tests_v" USING btree ("version_image_id");
  CREATE INDEX "_personality_tests_v_version_version_slug_idx" ON "_personality_tests_v" USING btree ("version_slug");
  CREATE INDEX "_personality_tests_v_version_version_published_at_idx" ON "_personality_tests_v" USING btree ("version_published_at");
  CREATE INDEX "_personality_tests_v_version_version_updated_at_idx" ON "_personality_tests_v" USING btree ("version_updated_at");
  CREATE INDEX "_personality_tests_v_version_version_created_at_idx" ON "_personality_tests_v" USING btree ("version_created_at");
  CREATE INDEX "_personality_tests_v_version_version__status_idx" ON "_personality_tests_v" USING btree ("version__status");
  CREATE INDEX "_personality_tests_v_created_at_idx" ON "_personality_tests_v" USING btree ("created_at");
  CREATE INDEX "_personality_tests_v_updated_at_idx" ON "_personality_tests_v" USING btree ("updated_at");
  CREATE INDEX "_personality_tests_v_snapshot_idx" ON "_personality_tests_v" USING btree ("snapshot");
  CREATE INDEX "_personality_tests_v_published_locale_idx" ON "_personality_tests_v" USING btree ("published_locale");
  CREATE INDEX "_personality_tests_v_latest_idx" ON "_personality_tests_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_personality_tests_v_locales_locale_parent_id_unique" ON "_personality_tests_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_personality_tests_v_rels_order_idx" ON "_personality_tests_v_rels" USING btree ("order");
  CREATE INDEX "_personality_tests_v_rels_parent_idx" ON "_personality_tests_v_rels" USING btree ("parent_id");
  CREATE INDEX "_personality_tests_v_rels_path_idx" ON "_personality_tests_v_rels" USING btree ("path");
  CREATE INDEX "_personality_tests_v_rels_articles_id_idx" ON "_personality_tests_v_rels" USING btree ("articles_id");
  CREATE INDEX "_personality_tests_v_rels_videos_id_idx" ON "_personality_tests_v_rels" USING btree ("videos_id");
  CREATE INDEX "_personality_tests_v_rels_formations_id_idx" ON "_personality_tests_v_rels" USING btree ("formations_id");
  CREATE INDEX "_personality_tests_v_rels_routines_id_idx" ON "_personality_tests_v_rels" USING btree ("routines_id");
  CREATE INDEX "_personality_tests_v_rels_discoveries_id_idx" ON "_personality_tests_v_rels" USING btree ("discoveries_id");
  CREATE INDEX "_personality_tests_v_rels_calendar_entries_id_idx" ON "_personality_tests_v_rels" USING btree ("calendar_entries_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_personality_tests_fk" FOREIGN KEY ("personality_tests_id") REFERENCES "public"."personality_tests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_personality_tests_id_idx" ON "payload_locked_documents_rels" USING btree ("personality_tests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pt_answer_weights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personality_tests_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personality_tests_questions_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personality_tests_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personality_tests_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personality_tests_profiles_strengths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personality_tests_profiles_strengths_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personality_tests_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personality_tests_profiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personality_tests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personality_tests_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personality_tests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pt_answer_weights_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personality_tests_v_version_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personality_tests_v_version_questions_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personality_tests_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personality_tests_v_version_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personality_tests_v_version_profiles_strengths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personality_tests_v_version_profiles_strengths_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personality_tests_v_version_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personality_tests_v_version_profiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personality_tests_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personality_tests_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personality_tests_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pt_answer_weights" CASCADE;
  DROP TABLE "personality_tests_questions_answers" CASCADE;
  DROP TABLE "personality_tests_questions_answers_locales" CASCADE;
  DROP TABLE "personality_tests_questions" CASCADE;
  DROP TABLE "personality_tests_questions_locales" CASCADE;
  DROP TABLE "personality_tests_profiles_strengths" CASCADE;
  DROP TABLE "personality_tests_profiles_strengths_locales" CASCADE;
  DROP TABLE "personality_tests_profiles" CASCADE;
  DROP TABLE "personality_tests_profiles_locales" CASCADE;
  DROP TABLE "personality_tests" CASCADE;
  DROP TABLE "personality_tests_locales" CASCADE;
  DROP TABLE "personality_tests_rels" CASCADE;
  DROP TABLE "_pt_answer_weights_v" CASCADE;
  DROP TABLE "_personality_tests_v_version_questions_answers" CASCADE;
  DROP TABLE "_personality_tests_v_version_questions_answers_locales" CASCADE;
  DROP TABLE "_personality_tests_v_version_questions" CASCADE;
  DROP TABLE "_personality_tests_v_version_questions_locales" CASCADE;
  DROP TABLE "_personality_tests_v_version_profiles_strengths" CASCADE;
  DROP TABLE "_personality_tests_v_version_profiles_strengths_locales" CASCADE;
  DROP TABLE "_personality_tests_v_version_profiles" CASCADE;
  DROP TABLE "_personality_tests_v_version_profiles_locales" CASCADE;
  DROP TABLE "_personality_tests_v" CASCADE;
  DROP TABLE "_personality_tests_v_locales" CASCADE;
  DROP TABLE "_personality_tests_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_personality_tests_fk";
  
  DROP INDEX "payload_locked_documents_rels_personality_tests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "personality_tests_id";
  DROP TYPE "public"."enum_personality_tests_questions_kind";
  DROP TYPE "public"."enum_personality_tests_status";
  DROP TYPE "public"."enum__personality_tests_v_version_questions_kind";
  DROP TYPE "public"."enum__personality_tests_v_version_status";
  DROP TYPE "public"."enum__personality_tests_v_published_locale";`)
}
