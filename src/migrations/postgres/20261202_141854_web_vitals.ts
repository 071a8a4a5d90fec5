import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_web_vitals_page_type" AS ENUM('home', 'list', 'article', 'video', 'formation', 'routine', 'discovery', 'calendar', 'test', 'search', 'subscription', 'account', 'legal', 'other');
  CREATE TYPE "public"."enum_web_vitals_metric" AS ENUM('LCP', 'INP', 'CLS');
  CREATE TABLE "web_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_type" "enum_web_vitals_page_type" NOT NULL,
  	"metric" "enum_web_vitals_metric" NOT NULL,
  	"value" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_vitals_id" integer;
  CREATE INDEX "web_vitals_page_type_idx" ON "web_vitals" USING btree ("page_type");
  CREATE INDEX "web_vitals_updated_at_idx" ON "web_vitals" USING btree ("updated_at");
  CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vitals_fk" FOREIGN KEY ("web_vitals_id") REFERENCES "public"."web_vitals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_web_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("web_vitals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "web_vitals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "web_vitals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_vitals_fk";
  
  DROP INDEX "payload_locked_documents_rels_web_vitals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_vitals_id";
  DROP TYPE "public"."enum_web_vitals_page_type";
  DROP TYPE "public"."enum_web_vitals_metric";`)
}
