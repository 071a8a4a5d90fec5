import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_access" AS ENUM('free', 'members', 'premium');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_access" AS ENUM('free', 'members', 'premium');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  CREATE TYPE "public"."enum_videos_captions_language" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  CREATE TYPE "public"."enum_videos_access" AS ENUM('free', 'members', 'premium');
  CREATE TYPE "public"."enum_videos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__videos_v_version_captions_language" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  CREATE TYPE "public"."enum__videos_v_version_access" AS ENUM('free', 'members', 'premium');
  CREATE TYPE "public"."enum__videos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__videos_v_published_locale" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  CREATE TYPE "public"."enum_formations_access" AS ENUM('free', 'members', 'premium');
  CREATE TYPE "public"."enum_formations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__formations_v_version_access" AS ENUM('free', 'members', 'premium');
  CREATE TYPE "public"."enum__formations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__formations_v_published_locale" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  CREATE TYPE "public"."enum_routines_access" AS ENUM('free', 'members', 'premium');
  CREATE TYPE "public"."enum_routines_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__routines_v_version_access" AS ENUM('free', 'members', 'premium');
  CREATE TYPE "public"."enum__routines_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__routines_v_published_locale" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  CREATE TYPE "public"."enum_discoveries_access" AS ENUM('free', 'members', 'premium');
  CREATE TYPE "public"."enum_discoveries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__discoveries_v_version_access" AS ENUM('free', 'members', 'premium');
  CREATE TYPE "public"."enum__discoveries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__discoveries_v_published_locale" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"featured_image_id" integer,
  	"slug" varchar,
  	"access" "enum_articles_access" DEFAULT 'premium',
  	"minutes" numeric,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_featured_image_id" integer,
  	"version_slug" varchar,
  	"version_access" "enum__articles_v_version_access" DEFAULT 'premium',
  	"version_minutes" numeric,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "videos_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_videos_captions_language",
  	"file_id" integer
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"featured_image_id" integer,
  	"video_id" integer,
  	"slug" varchar,
  	"access" "enum_videos_access" DEFAULT 'premium',
  	"minutes" numeric,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_videos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "_videos_v_version_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__videos_v_version_captions_language",
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_videos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_featured_image_id" integer,
  	"version_video_id" integer,
  	"version_slug" varchar,
  	"version_access" "enum__videos_v_version_access" DEFAULT 'premium',
  	"version_minutes" numeric,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__videos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__videos_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_videos_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_videos_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "formations_modules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"minutes" numeric,
  	"media_id" integer
  );
  
  CREATE TABLE "formations_modules_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"resource_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "formations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"featured_image_id" integer,
  	"slug" varchar,
  	"access" "enum_formations_access" DEFAULT 'premium',
  	"minutes" numeric,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_formations_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "formations_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "formations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "_formations_v_version_modules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"minutes" numeric,
  	"media_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_formations_v_version_modules_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"resource_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_formations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_featured_image_id" integer,
  	"version_slug" varchar,
  	"version_access" "enum__formations_v_version_access" DEFAULT 'premium',
  	"version_minutes" numeric,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__formations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__formations_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_formations_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_formations_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "routines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"featured_image_id" integer,
  	"slug" varchar,
  	"access" "enum_routines_access" DEFAULT 'premium',
  	"minutes" numeric,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_routines_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "routines_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "routines_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "_routines_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_featured_image_id" integer,
  	"version_slug" varchar,
  	"version_access" "enum__routines_v_version_access" DEFAULT 'premium',
  	"version_minutes" numeric,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__routines_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__routines_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_routines_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_routines_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "discoveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"featured_image_id" integer,
  	"slug" varchar,
  	"access" "enum_discoveries_access" DEFAULT 'premium',
  	"minutes" numeric,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_discoveries_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "discoveries_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "discoveries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "_discoveries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_featured_image_id" integer,
  	"version_slug" varchar,
  	"version_access" "enum__discoveries_v_version_access" DEFAULT 'premium',
  	"version_minutes" numeric,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__discoveries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__discoveries_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_discoveries_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_discoveries_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
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
  
  CREATE TABLE "formation_progress" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"formation_id" integer NOT NULL,
  	"completed_modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"last_module" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "formations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "routines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "discoveries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "formation_progress_id" integer;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_captions" ADD CONSTRAINT "videos_captions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_captions" ADD CONSTRAINT "videos_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_video_id_files_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v_version_captions" ADD CONSTRAINT "_videos_v_version_captions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v_version_captions" ADD CONSTRAINT "_videos_v_version_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_parent_id_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_video_id_files_id_fk" FOREIGN KEY ("version_video_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v_locales" ADD CONSTRAINT "_videos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v_rels" ADD CONSTRAINT "_videos_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v_rels" ADD CONSTRAINT "_videos_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "formations_modules" ADD CONSTRAINT "formations_modules_media_id_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "formations_modules" ADD CONSTRAINT "formations_modules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "formations_modules_locales" ADD CONSTRAINT "formations_modules_locales_resource_id_files_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "formations_modules_locales" ADD CONSTRAINT "formations_modules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."formations_modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "formations" ADD CONSTRAINT "formations_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "formations_locales" ADD CONSTRAINT "formations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "formations_rels" ADD CONSTRAINT "formations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "formations_rels" ADD CONSTRAINT "formations_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_formations_v_version_modules" ADD CONSTRAINT "_formations_v_version_modules_media_id_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_formations_v_version_modules" ADD CONSTRAINT "_formations_v_version_modules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_formations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_formations_v_version_modules_locales" ADD CONSTRAINT "_formations_v_version_modules_locales_resource_id_files_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_formations_v_version_modules_locales" ADD CONSTRAINT "_formations_v_version_modules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_formations_v_version_modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_formations_v" ADD CONSTRAINT "_formations_v_parent_id_formations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."formations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_formations_v" ADD CONSTRAINT "_formations_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_formations_v_locales" ADD CONSTRAINT "_formations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_formations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_formations_v_rels" ADD CONSTRAINT "_formations_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_formations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_formations_v_rels" ADD CONSTRAINT "_formations_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "routines" ADD CONSTRAINT "routines_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "routines_locales" ADD CONSTRAINT "routines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "routines_rels" ADD CONSTRAINT "routines_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "routines_rels" ADD CONSTRAINT "routines_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_routines_v" ADD CONSTRAINT "_routines_v_parent_id_routines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."routines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_routines_v" ADD CONSTRAINT "_routines_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_routines_v_locales" ADD CONSTRAINT "_routines_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_routines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_routines_v_rels" ADD CONSTRAINT "_routines_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_routines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_routines_v_rels" ADD CONSTRAINT "_routines_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discoveries" ADD CONSTRAINT "discoveries_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discoveries_locales" ADD CONSTRAINT "discoveries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."discoveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discoveries_rels" ADD CONSTRAINT "discoveries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discoveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discoveries_rels" ADD CONSTRAINT "discoveries_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_discoveries_v" ADD CONSTRAINT "_discoveries_v_parent_id_discoveries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discoveries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_discoveries_v" ADD CONSTRAINT "_discoveries_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_discoveries_v_locales" ADD CONSTRAINT "_discoveries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_discoveries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_discoveries_v_rels" ADD CONSTRAINT "_discoveries_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_discoveries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_discoveries_v_rels" ADD CONSTRAINT "_discoveries_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "formation_progress" ADD CONSTRAINT "formation_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "formation_progress" ADD CONSTRAINT "formation_progress_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_featured_image_idx" ON "articles" USING btree ("featured_image_id");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_access_idx" ON "articles" USING btree ("access");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_categories_id_idx" ON "articles_rels" USING btree ("categories_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_featured_image_idx" ON "_articles_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_access_idx" ON "_articles_v" USING btree ("version_access");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "_articles_v_rels_categories_id_idx" ON "_articles_v_rels" USING btree ("categories_id");
  CREATE INDEX "videos_captions_order_idx" ON "videos_captions" USING btree ("_order");
  CREATE INDEX "videos_captions_parent_id_idx" ON "videos_captions" USING btree ("_parent_id");
  CREATE INDEX "videos_captions_file_idx" ON "videos_captions" USING btree ("file_id");
  CREATE INDEX "videos_featured_image_idx" ON "videos" USING btree ("featured_image_id");
  CREATE INDEX "videos_video_idx" ON "videos" USING btree ("video_id");
  CREATE UNIQUE INDEX "videos_slug_idx" ON "videos" USING btree ("slug");
  CREATE INDEX "videos_access_idx" ON "videos" USING btree ("access");
  CREATE INDEX "videos_published_at_idx" ON "videos" USING btree ("published_at");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE INDEX "videos__status_idx" ON "videos" USING btree ("_status");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "videos_rels_order_idx" ON "videos_rels" USING btree ("order");
  CREATE INDEX "videos_rels_parent_idx" ON "videos_rels" USING btree ("parent_id");
  CREATE INDEX "videos_rels_path_idx" ON "videos_rels" USING btree ("path");
  CREATE INDEX "videos_rels_categories_id_idx" ON "videos_rels" USING btree ("categories_id");
  CREATE INDEX "_videos_v_version_captions_order_idx" ON "_videos_v_version_captions" USING btree ("_order");
  CREATE INDEX "_videos_v_version_captions_parent_id_idx" ON "_videos_v_version_captions" USING btree ("_parent_id");
  CREATE INDEX "_videos_v_version_captions_file_idx" ON "_videos_v_version_captions" USING btree ("file_id");
  CREATE INDEX "_videos_v_parent_idx" ON "_videos_v" USING btree ("parent_id");
  CREATE INDEX "_videos_v_version_version_featured_image_idx" ON "_videos_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_videos_v_version_version_video_idx" ON "_videos_v" USING btree ("version_video_id");
  CREATE INDEX "_videos_v_version_version_slug_idx" ON "_videos_v" USING btree ("version_slug");
  CREATE INDEX "_videos_v_version_version_access_idx" ON "_videos_v" USING btree ("version_access");
  CREATE INDEX "_videos_v_version_version_published_at_idx" ON "_videos_v" USING btree ("version_published_at");
  CREATE INDEX "_videos_v_version_version_updated_at_idx" ON "_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_videos_v_version_version_created_at_idx" ON "_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_videos_v_version_version__status_idx" ON "_videos_v" USING btree ("version__status");
  CREATE INDEX "_videos_v_created_at_idx" ON "_videos_v" USING btree ("created_at");
  CREATE INDEX "_videos_v_updated_at_idx" ON "_videos_v" USING btree ("updated_at");
  CREATE INDEX "_videos_v_snapshot_idx" ON "_videos_v" USING btree ("snapshot");
  CREATE INDEX "_videos_v_published_locale_idx" ON "_videos_v" USING btree ("published_locale");
  CREATE INDEX "_videos_v_latest_idx" ON "_videos_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_videos_v_locales_locale_parent_id_unique" ON "_videos_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_videos_v_rels_order_idx" ON "_videos_v_rels" USING btree ("order");
  CREATE INDEX "_videos_v_rels_parent_idx" ON "_videos_v_rels" USING btree ("parent_id");
  CREATE INDEX "_videos_v_rels_path_idx" ON "_videos_v_rels" USING btree ("path");
  CREATE INDEX "_videos_v_rels_categories_id_idx" ON "_videos_v_rels" USING btree ("categories_id");
  CREATE INDEX "formations_modules_order_idx" ON "formations_modules" USING btree ("_order");
  CREATE INDEX "formations_modules_parent_id_idx" ON "formations_modules" USING btree ("_parent_id");
  CREATE INDEX "formations_modules_media_idx" ON "formations_modules" USING btree ("media_id");
  CREATE INDEX "formations_modules_resource_idx" ON "formations_modules_locales" USING btree ("resource_id","_locale");
  CREATE UNIQUE INDEX "formations_modules_locales_locale_parent_id_unique" ON "formations_modules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "formations_featured_image_idx" ON "formations" USING btree ("featured_image_id");
  CREATE UNIQUE INDEX "formations_slug_idx" ON "formations" USING btree ("slug");
  CREATE INDEX "formations_access_idx" ON "formations" USING btree ("access");
  CREATE INDEX "formations_published_at_idx" ON "formations" USING btree ("published_at");
  CREATE INDEX "formations_updated_at_idx" ON "formations" USING btree ("updated_at");
  CREATE INDEX "formations_created_at_idx" ON "formations" USING btree ("created_at");
  CREATE INDEX "formations__status_idx" ON "formations" USING btree ("_status");
  CREATE UNIQUE INDEX "formations_locales_locale_parent_id_unique" ON "formations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "formations_rels_order_idx" ON "formations_rels" USING btree ("order");
  CREATE INDEX "formations_rels_parent_idx" ON "formations_rels" USING btree ("parent_id");
  CREATE INDEX "formations_rels_path_idx" ON "formations_rels" USING btree ("path");
  CREATE INDEX "formations_rels_categories_id_idx" ON "formations_rels" USING btree ("categories_id");
  CREATE INDEX "_formations_v_version_modules_order_idx" ON "_formations_v_version_modules" USING btree ("_order");
  CREATE INDEX "_formations_v_version_modules_parent_id_idx" ON "_formations_v_version_modules" USING btree ("_parent_id");
  CREATE INDEX "_formations_v_version_modules_media_idx" ON "_formations_v_version_modules" USING btree ("media_id");
  CREATE INDEX "_formations_v_version_modules_resource_idx" ON "_formations_v_version_modules_locales" USING btree ("resource_id","_locale");
  CREATE UNIQUE INDEX "_formations_v_version_modules_locales_locale_parent_id_uniqu" ON "_formations_v_version_modules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_formations_v_parent_idx" ON "_formations_v" USING btree ("parent_id");
  CREATE INDEX "_formations_v_version_version_featured_image_idx" ON "_formations_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_formations_v_version_version_slug_idx" ON "_formations_v" USING btree ("version_slug");
  CREATE INDEX "_formations_v_version_version_access_idx" ON "_formations_v" USING btree ("version_access");
  CREATE INDEX "_formations_v_version_version_published_at_idx" ON "_formations_v" USING btree ("version_published_at");
  CREATE INDEX "_formations_v_version_version_updated_at_idx" ON "_formations_v" USING btree ("version_updated_at");
  CREATE INDEX "_formations_v_version_version_created_at_idx" ON "_formations_v" USING btree ("version_created_at");
  CREATE INDEX "_formations_v_version_version__status_idx" ON "_formations_v" USING btree ("version__status");
  CREATE INDEX "_formations_v_created_at_idx" ON "_formations_v" USING btree ("created_at");
  CREATE INDEX "_formations_v_updated_at_idx" ON "_formations_v" USING btree ("updated_at");
  CREATE INDEX "_formations_v_snapshot_idx" ON "_formations_v" USING btree ("snapshot");
  CREATE INDEX "_formations_v_published_locale_idx" ON "_formations_v" USING btree ("published_locale");
  CREATE INDEX "_formations_v_latest_idx" ON "_formations_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_formations_v_locales_locale_parent_id_unique" ON "_formations_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_formations_v_rels_order_idx" ON "_formations_v_rels" USING btree ("order");
  CREATE INDEX "_formations_v_rels_parent_idx" ON "_formations_v_rels" USING btree ("parent_id");
  CREATE INDEX "_formations_v_rels_path_idx" ON "_formations_v_rels" USING btree ("path");
  CREATE INDEX "_formations_v_rels_categories_id_idx" ON "_formations_v_rels" USING btree ("categories_id");
  CREATE INDEX "routines_featured_image_idx" ON "routines" USING btree ("featured_image_id");
  CREATE UNIQUE INDEX "routines_slug_idx" ON "routines" USING btree ("slug");
  CREATE INDEX "routines_access_idx" ON "routines" USING btree ("access");
  CREATE INDEX "routines_published_at_idx" ON "routines" USING btree ("published_at");
  CREATE INDEX "routines_updated_at_idx" ON "routines" USING btree ("updated_at");
  CREATE INDEX "routines_created_at_idx" ON "routines" USING btree ("created_at");
  CREATE INDEX "routines__status_idx" ON "routines" USING btree ("_status");
  CREATE UNIQUE INDEX "routines_locales_locale_parent_id_unique" ON "routines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "routines_rels_order_idx" ON "routines_rels" USING btree ("order");
  CREATE INDEX "routines_rels_parent_idx" ON "routines_rels" USING btree ("parent_id");
  CREATE INDEX "routines_rels_path_idx" ON "routines_rels" USING btree ("path");
  CREATE INDEX "routines_rels_categories_id_idx" ON "routines_rels" USING btree ("categories_id");
  CREATE INDEX "_routines_v_parent_idx" ON "_routines_v" USING btree ("parent_id");
  CREATE INDEX "_routines_v_version_version_featured_image_idx" ON "_routines_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_routines_v_version_version_slug_idx" ON "_routines_v" USING btree ("version_slug");
  CREATE INDEX "_routines_v_version_version_access_idx" ON "_routines_v" USING btree ("version_access");
  CREATE INDEX "_routines_v_version_version_published_at_idx" ON "_routines_v" USING btree ("version_published_at");
  CREATE INDEX "_routines_v_version_version_updated_at_idx" ON "_routines_v" USING btree ("version_updated_at");
  CREATE INDEX "_routines_v_version_version_created_at_idx" ON "_routines_v" USING btree ("version_created_at");
  CREATE INDEX "_routines_v_version_version__status_idx" ON "_routines_v" USING btree ("version__status");
  CREATE INDEX "_routines_v_created_at_idx" ON "_routines_v" USING btree ("created_at");
  CREATE INDEX "_routines_v_updated_at_idx" ON "_routines_v" USING btree ("updated_at");
  CREATE INDEX "_routines_v_snapshot_idx" ON "_routines_v" USING btree ("snapshot");
  CREATE INDEX "_routines_v_published_locale_idx" ON "_routines_v" USING btree ("published_locale");
  CREATE INDEX "_routines_v_latest_idx" ON "_routines_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_routines_v_locales_locale_parent_id_unique" ON "_routines_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_routines_v_rels_order_idx" ON "_routines_v_rels" USING btree ("order");
  CREATE INDEX "_routines_v_rels_parent_idx" ON "_routines_v_rels" USING btree ("parent_id");
  CREATE INDEX "_routines_v_rels_path_idx" ON "_routines_v_rels" USING btree ("path");
  CREATE INDEX "_routines_v_rels_categories_id_idx" ON "_routines_v_rels" USING btree ("categories_id");
  CREATE INDEX "discoveries_featured_image_idx" ON "discoveries" USING btree ("featured_image_id");
  CREATE UNIQUE INDEX "discoveries_slug_idx" ON "discoveries" USING btree ("slug");
  CREATE INDEX "discoveries_access_idx" ON "discoveries" USING btree ("access");
  CREATE INDEX "discoveries_published_at_idx" ON "discoveries" USING btree ("published_at");
  CREATE INDEX "discoveries_updated_at_idx" ON "discoveries" USING btree ("updated_at");
  CREATE INDEX "discoveries_created_at_idx" ON "discoveries" USING btree ("created_at");
  CREATE INDEX "discoveries__status_idx" ON "discoveries" USING btree ("_status");
  CREATE UNIQUE INDEX "discoveries_locales_locale_parent_id_unique" ON "discoveries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "discoveries_rels_order_idx" ON "discoveries_rels" USING btree ("order");
  CREATE INDEX "discoveries_rels_parent_idx" ON "discoveries_rels" USING btree ("parent_id");
  CREATE INDEX "discoveries_rels_path_idx" ON "discoveries_rels" USING btree ("path");
  CREATE INDEX "discoveries_rels_categories_id_idx" ON "discoveries_rels" USING btree ("categories_id");
  CREATE INDEX "_discoveries_v_parent_idx" ON "_discoveries_v" USING btree ("parent_id");
  CREATE INDEX "_discoveries_v_version_version_featured_image_idx" ON "_discoveries_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_discoveries_v_version_version_slug_idx" ON "_discoveries_v" USING btree ("version_slug");
  CREATE INDEX "_discoveries_v_version_version_access_idx" ON "_discoveries_v" USING btree ("version_access");
  CREATE INDEX "_discoveries_v_version_version_published_at_idx" ON "_discoveries_v" USING btree ("version_published_at");
  CREATE INDEX "_discoveries_v_version_version_updated_at_idx" ON "_discoveries_v" USING btree ("version_updated_at");
  CREATE INDEX "_discoveries_v_version_version_created_at_idx" ON "_discoveries_v" USING btree ("version_created_at");
  CREATE INDEX "_discoveries_v_version_version__status_idx" ON "_discoveries_v" USING btree ("version__status");
  CREATE INDEX "_discoveries_v_created_at_idx" ON "_discoveries_v" USING btree ("created_at");
  CREATE INDEX "_discoveries_v_updated_at_idx" ON "_discoveries_v" USING btree ("updated_at");
  CREATE INDEX "_discoveries_v_snapshot_idx" ON "_discoveries_v" USING btree ("snapshot");
  CREATE INDEX "_discoveries_v_published_locale_idx" ON "_discoveries_v" USING btree ("published_locale");
  CREATE INDEX "_discoveries_v_latest_idx" ON "_discoveries_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_discoveries_v_locales_locale_parent_id_unique" ON "_discoveries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_discoveries_v_rels_order_idx" ON "_discoveries_v_rels" USING btree ("order");
  CREATE INDEX "_discoveries_v_rels_parent_idx" ON "_discoveries_v_rels" USING btree ("parent_id");
  CREATE INDEX "_discoveries_v_rels_path_idx" ON "_discoveries_v_rels" USING btree ("path");
  CREATE INDEX "_discoveries_v_rels_categories_id_idx" ON "_discoveries_v_rels" USING btree ("categories_id");
  CREATE INDEX "files_updated_at_idx" ON "files" USING btree ("updated_at");
  CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");
  CREATE UNIQUE INDEX "files_filename_idx" ON "files" USING btree ("filename");
  CREATE INDEX "formation_progress_member_idx" ON "formation_progress" USING btree ("member_id");
  CREATE INDEX "formation_progress_formation_idx" ON "formation_progress" USING btree ("formation_id");
  CREATE INDEX "formation_progress_updated_at_idx" ON "formation_progress" USING btree ("updated_at");
  CREATE INDEX "formation_progress_created_at_idx" ON "formation_progress" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_formation_idx" ON "formation_progress" USING btree ("member_id","formation_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_formations_fk" FOREIGN KEY ("formations_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_routines_fk" FOREIGN KEY ("routines_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_discoveries_fk" FOREIGN KEY ("discoveries_id") REFERENCES "public"."discoveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_library_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_formation_progress_fk" FOREIGN KEY ("formation_progress_id") REFERENCES "public"."formation_progress"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_formations_id_idx" ON "payload_locked_documents_rels" USING btree ("formations_id");
  CREATE INDEX "payload_locked_documents_rels_routines_id_idx" ON "payload_locked_documents_rels" USING btree ("routines_id");
  CREATE INDEX "payload_locked_documents_rels_discoveries_id_idx" ON "payload_locked_documents_rels" USING btree ("discoveries_id");
  CREATE INDEX "payload_locked_documents_rels_files_id_idx" ON "payload_locked_documents_rels" USING btree ("files_id");
  CREATE INDEX "payload_locked_documents_rels_formation_progress_id_idx" ON "payload_locked_documents_rels" USING btree ("formation_progress_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v_version_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "formations_modules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "formations_modules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "formations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "formations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "formations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_formations_v_version_modules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_formations_v_version_modules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_formations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_formations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_formations_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "routines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "routines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "routines_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_routines_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_routines_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_routines_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discoveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discoveries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discoveries_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_discoveries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_discoveries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_discoveries_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "formation_progress" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "_articles_v_rels" CASCADE;
  DROP TABLE "videos_captions" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "videos_rels" CASCADE;
  DROP TABLE "_videos_v_version_captions" CASCADE;
  DROP TABLE "_videos_v" CASCADE;
  DROP TABLE "_videos_v_locales" CASCADE;
  DROP TABLE "_videos_v_rels" CASCADE;
  DROP TABLE "formations_modules" CASCADE;
  DROP TABLE "formations_modules_locales" CASCADE;
  DROP TABLE "formations" CASCADE;
  DROP TABLE "formations_locales" CASCADE;
  DROP TABLE "formations_rels" CASCADE;
  DROP TABLE "_formations_v_version_modules" CASCADE;
  DROP TABLE "_formations_v_version_modules_locales" CASCADE;
  DROP TABLE "_formations_v" CASCADE;
  DROP TABLE "_formations_v_locales" CASCADE;
  DROP TABLE "_formations_v_rels" CASCADE;
  DROP TABLE "routines" CASCADE;
  DROP TABLE "routines_locales" CASCADE;
  DROP TABLE "routines_rels" CASCADE;
  DROP TABLE "_routines_v" CASCADE;
  DROP TABLE "_routines_v_locales" CASCADE;
  DROP TABLE "_routines_v_rels" CASCADE;
  DROP TABLE "discoveries" CASCADE;
  DROP TABLE "discoveries_locales" CASCADE;
  DROP TABLE "discoveries_rels" CASCADE;
  DROP TABLE "_discoveries_v" CASCADE;
  DROP TABLE "_discoveries_v_locales" CASCADE;
  DROP TABLE "_discoveries_v_rels" CASCADE;
  DROP TABLE "files" CASCADE;
  DROP TABLE "formation_progress" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_formations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_routines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_discoveries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_library_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_formation_progress_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_formations_id_idx";
  DROP INDEX "payload_locked_documents_rels_routines_id_idx";
  DROP INDEX "payload_locked_documents_rels_discoveries_id_idx";
  DROP INDEX "payload_locked_documents_rels_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_formation_progress_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "formations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "routines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "discoveries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "formation_progress_id";
  DROP TYPE "public"."enum_articles_access";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_access";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_videos_captions_language";
  DROP TYPE "public"."enum_videos_access";
  DROP TYPE "public"."enum_videos_status";
  DROP TYPE "public"."enum__videos_v_version_captions_language";
  DROP TYPE "public"."enum__videos_v_version_access";
  DROP TYPE "public"."enum__videos_v_version_status";
  DROP TYPE "public"."enum__videos_v_published_locale";
  DROP TYPE "public"."enum_formations_access";
  DROP TYPE "public"."enum_formations_status";
  DROP TYPE "public"."enum__formations_v_version_access";
  DROP TYPE "public"."enum__formations_v_version_status";
  DROP TYPE "public"."enum__formations_v_published_locale";
  DROP TYPE "public"."enum_routines_access";
  DROP TYPE "public"."enum_routines_status";
  DROP TYPE "public"."enum__routines_v_version_access";
  DROP TYPE "public"."enum__routines_v_version_status";
  DROP TYPE "public"."enum__routines_v_published_locale";
  DROP TYPE "public"."enum_discoveries_access";
  DROP TYPE "public"."enum_discoveries_status";
  DROP TYPE "public"."enum__discoveries_v_version_access";
  DROP TYPE "public"."enum__discoveries_v_version_status";
  DROP TYPE "public"."enum__discoveries_v_published_locale";`)
}
