import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tip_marks_kind" AS ENUM('done', 'favourite');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'dailyTipEmails' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'dailyTipEmails' BEFORE 'schedulePublish';
  CREATE TABLE "tip_marks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"kind" "enum_tip_marks_kind" NOT NULL,
  	"tip_slug" varchar NOT NULL,
  	"day" varchar,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tip_email_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"tip_slug" varchar,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scheduled_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "members" ADD COLUMN "tip_emails" boolean DEFAULT false;
  ALTER TABLE "members" ADD COLUMN "tip_email_token" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tip_marks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tip_email_sends_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scheduled_runs_id" integer;
  ALTER TABLE "tip_marks" ADD CONSTRAINT "tip_marks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tip_email_sends" ADD CONSTRAINT "tip_email_sends_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tip_marks_member_idx" ON "tip_marks" USING btree ("member_id");
  CREATE UNIQUE INDEX "tip_marks_key_idx" ON "tip_marks" USING btree ("key");
  CREATE INDEX "tip_marks_updated_at_idx" ON "tip_marks" USING btree ("updated_at");
  CREATE INDEX "tip_marks_created_at_idx" ON "tip_marks" USING btree ("created_at");
  CREATE INDEX "tip_email_sends_member_idx" ON "tip_email_sends" USING btree ("member_id");
  CREATE INDEX "tip_email_sends_day_idx" ON "tip_email_sends" USING btree ("day");
  CREATE UNIQUE INDEX "tip_email_sends_key_idx" ON "tip_email_sends" USING btree ("key");
  CREATE INDEX "tip_email_sends_updated_at_idx" ON "tip_email_sends" USING btree ("updated_at");
  CREATE INDEX "tip_email_sends_created_at_idx" ON "tip_email_sends" USING btree ("created_at");
  CREATE UNIQUE INDEX "scheduled_runs_key_idx" ON "scheduled_runs" USING btree ("key");
  CREATE INDEX "scheduled_runs_updated_at_idx" ON "scheduled_runs" USING btree ("updated_at");
  CREATE INDEX "scheduled_runs_created_at_idx" ON "scheduled_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tip_marks_fk" FOREIGN KEY ("tip_marks_id") REFERENCES "public"."tip_marks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tip_email_sends_fk" FOREIGN KEY ("tip_email_sends_id") REFERENCES "public"."tip_email_sends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scheduled_runs_fk" FOREIGN KEY ("scheduled_runs_id") REFERENCES "public"."scheduled_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "members_tip_email_token_idx" ON "members" USING btree ("tip_email_token");
  CREATE INDEX "payload_locked_documents_rels_tip_marks_id_idx" ON "payload_locked_documents_rels" USING btree ("tip_marks_id");
  CREATE INDEX "payload_locked_documents_rels_tip_email_sends_id_idx" ON "payload_locked_documents_rels" USING btree ("tip_email_sends_id");
  CREATE INDEX "payload_locked_documents_rels_scheduled_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("scheduled_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tip_marks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tip_email_sends" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scheduled_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tip_marks" CASCADE;
  DROP TABLE "tip_email_sends" CASCADE;
  DROP TABLE "scheduled_runs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tip_marks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tip_email_sends_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scheduled_runs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'accountMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'accountMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "members_tip_email_token_idx";
  DROP INDEX "payload_locked_documents_rels_tip_marks_id_idx";
  DROP INDEX "payload_locked_documents_rels_tip_email_sends_id_idx";
  DROP INDEX "payload_locked_documents_rels_scheduled_runs_id_idx";
  ALTER TABLE "members" DROP COLUMN "tip_emails";
  ALTER TABLE "members" DROP COLUMN "tip_email_token";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tip_marks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tip_email_sends_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scheduled_runs_id";
  DROP TYPE "public"."enum_tip_marks_kind";`)
}
