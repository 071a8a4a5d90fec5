import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_test_results_status" AS ENUM('in-progress', 'complete');
  CREATE TABLE "test_results" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer,
  	"staff_user_id" integer,
  	"test_id" integer NOT NULL,
  	"test_slug" varchar NOT NULL,
  	"status" "enum_test_results_status" DEFAULT 'in-progress' NOT NULL,
  	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
  	"profile" varchar,
  	"scores" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"share_token" varchar,
  	"shared_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "test_results_id" integer;
  ALTER TABLE "test_results" ADD CONSTRAINT "test_results_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "test_results" ADD CONSTRAINT "test_results_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "test_results" ADD CONSTRAINT "test_results_test_id_personality_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."personality_tests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "test_results_member_idx" ON "test_results" USING btree ("member_id");
  CREATE INDEX "test_results_staff_user_idx" ON "test_results" USING btree ("staff_user_id");
  CREATE INDEX "test_results_test_idx" ON "test_results" USING btree ("test_id");
  CREATE INDEX "test_results_completed_at_idx" ON "test_results" USING btree ("completed_at");
  CREATE UNIQUE INDEX "test_results_share_token_idx" ON "test_results" USING btree ("share_token");
  CREATE INDEX "test_results_updated_at_idx" ON "test_results" USING btree ("updated_at");
  CREATE INDEX "test_results_created_at_idx" ON "test_results" USING btree ("created_at");
  CREATE INDEX "member_testSlug_status_idx" ON "test_results" USING btree ("member_id","test_slug","status");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_test_results_fk" FOREIGN KEY ("test_results_id") REFERENCES "public"."test_results"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_test_results_id_idx" ON "payload_locked_documents_rels" USING btree ("test_results_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "test_results" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "test_results" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_test_results_fk";
  
  DROP INDEX "payload_locked_documents_rels_test_results_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "test_results_id";
  DROP TYPE "public"."enum_test_results_status";`)
}
