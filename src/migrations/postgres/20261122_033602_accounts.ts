import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_security_events_type" AS ENUM('login', 'failed_login', 'logout', 'signup', 'email_verified', 'password_reset_requested', 'password_reset', 'password_changed', 'account_locked', 'account_deleted');
  CREATE TYPE "public"."enum_security_events_severity" AS ENUM('info', 'warning');
  CREATE TYPE "public"."enum_security_events_account_type" AS ENUM('members', 'users');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail');
  CREATE TABLE "security_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_security_events_type" NOT NULL,
  	"severity" "enum_security_events_severity" DEFAULT 'info' NOT NULL,
  	"user_id" varchar,
  	"account_type" "enum_security_events_account_type",
  	"email" varchar,
  	"ip" varchar,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "members" ADD COLUMN "subscription_checked_at" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN "subscription_needs_refresh" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "security_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_outbox_id" integer;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "security_events_type_idx" ON "security_events" USING btree ("type");
  CREATE INDEX "security_events_user_id_idx" ON "security_events" USING btree ("user_id");
  CREATE INDEX "security_events_email_idx" ON "security_events" USING btree ("email");
  CREATE INDEX "security_events_updated_at_idx" ON "security_events" USING btree ("updated_at");
  CREATE INDEX "security_events_created_at_idx" ON "security_events" USING btree ("created_at");
  CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to");
  CREATE INDEX "email_outbox_updated_at_idx" ON "email_outbox" USING btree ("updated_at");
  CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_security_events_fk" FOREIGN KEY ("security_events_id") REFERENCES "public"."security_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_security_events_id_idx" ON "payload_locked_documents_rels" USING btree ("security_events_id");
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "security_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "security_events" CASCADE;
  DROP TABLE "email_outbox" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_security_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_security_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_outbox_id_idx";
  ALTER TABLE "members" DROP COLUMN "subscription_checked_at";
  ALTER TABLE "members" DROP COLUMN "subscription_needs_refresh";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "security_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_outbox_id";
  DROP TYPE "public"."enum_security_events_type";
  DROP TYPE "public"."enum_security_events_severity";
  DROP TYPE "public"."enum_security_events_account_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
