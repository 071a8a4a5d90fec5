import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('unread', 'read');
  CREATE TYPE "public"."enum_contact_messages_locale" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  CREATE TYPE "public"."enum_user_feedback_locale" AS ENUM('fr', 'en', 'es', 'de', 'nl');
  CREATE TYPE "public"."enum_feedback_config_position" AS ENUM('bottom-right', 'bottom-left', 'top-right', 'top-left');
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'unread' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar DEFAULT 'Contact depuis le site' NOT NULL,
  	"message" varchar NOT NULL,
  	"locale" "enum_contact_messages_locale" DEFAULT 'fr' NOT NULL,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "user_feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rating" numeric NOT NULL,
  	"message" varchar DEFAULT '',
  	"page_url" varchar NOT NULL,
  	"member_id" integer,
  	"user_email" varchar,
  	"locale" "enum_user_feedback_locale" DEFAULT 'fr' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedback_config" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_globally_enabled" boolean DEFAULT true,
  	"position" "enum_feedback_config_position" DEFAULT 'bottom-right' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "feedback_config_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "user_feedback_id" integer;
  ALTER TABLE "user_feedback" ADD CONSTRAINT "user_feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback_config_texts" ADD CONSTRAINT "feedback_config_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."feedback_config"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "user_feedback_rating_idx" ON "user_feedback" USING btree ("rating");
  CREATE INDEX "user_feedback_page_url_idx" ON "user_feedback" USING btree ("page_url");
  CREATE INDEX "user_feedback_member_idx" ON "user_feedback" USING btree ("member_id");
  CREATE INDEX "user_feedback_updated_at_idx" ON "user_feedback" USING btree ("updated_at");
  CREATE INDEX "user_feedback_created_at_idx" ON "user_feedback" USING btree ("created_at");
  CREATE INDEX "feedback_config_texts_order_parent" ON "feedback_config_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_user_feedback_fk" FOREIGN KEY ("user_feedback_id") REFERENCES "public"."user_feedback"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_user_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("user_feedback_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "user_feedback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feedback_config" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feedback_config_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "user_feedback" CASCADE;
  DROP TABLE "feedback_config" CASCADE;
  DROP TABLE "feedback_config_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_user_feedback_fk";
  
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_user_feedback_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "user_feedback_id";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_contact_messages_locale";
  DROP TYPE "public"."enum_user_feedback_locale";
  DROP TYPE "public"."enum_feedback_config_position";`)
}
