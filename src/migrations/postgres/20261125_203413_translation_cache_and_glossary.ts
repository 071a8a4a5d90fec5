import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_translation_cache_target_language" AS ENUM('en', 'es', 'de', 'nl');
  CREATE TYPE "public"."enum_translation_cache_provider" AS ENUM('deepl', 'libretranslate');
  CREATE TABLE "translation_cache" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"source_language" varchar DEFAULT 'fr' NOT NULL,
  	"target_language" "enum_translation_cache_target_language" NOT NULL,
  	"source" varchar NOT NULL,
  	"translation" varchar NOT NULL,
  	"provider" "enum_translation_cache_provider" NOT NULL,
  	"characters" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "translation_glossary" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"en" varchar,
  	"es" varchar,
  	"de" varchar,
  	"nl" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_cache_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_glossary_id" integer;
  CREATE UNIQUE INDEX "translation_cache_key_idx" ON "translation_cache" USING btree ("key");
  CREATE INDEX "translation_cache_updated_at_idx" ON "translation_cache" USING btree ("updated_at");
  CREATE INDEX "translation_cache_created_at_idx" ON "translation_cache" USING btree ("created_at");
  CREATE UNIQUE INDEX "translation_glossary_source_idx" ON "translation_glossary" USING btree ("source");
  CREATE INDEX "translation_glossary_updated_at_idx" ON "translation_glossary" USING btree ("updated_at");
  CREATE INDEX "translation_glossary_created_at_idx" ON "translation_glossary" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_cache_fk" FOREIGN KEY ("translation_cache_id") REFERENCES "public"."translation_cache"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_glossary_fk" FOREIGN KEY ("translation_glossary_id") REFERENCES "public"."translation_glossary"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_translation_cache_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_cache_id");
  CREATE INDEX "payload_locked_documents_rels_translation_glossary_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_glossary_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_cache" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "translation_glossary" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "translation_cache" CASCADE;
  DROP TABLE "translation_glossary" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_cache_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_glossary_fk";
  
  DROP INDEX "payload_locked_documents_rels_translation_cache_id_idx";
  DROP INDEX "payload_locked_documents_rels_translation_glossary_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_cache_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_glossary_id";
  DROP TYPE "public"."enum_translation_cache_target_language";
  DROP TYPE "public"."enum_translation_cache_provider";`)
}
