import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscriptions_provider" AS ENUM('stripe', 'demo');
  CREATE TYPE "public"."enum_subscriptions_status" AS ENUM('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused');
  CREATE TYPE "public"."enum_billing_events_source" AS ENUM('stripe-webhook', 'demo', 'site', 'verification');
  CREATE TYPE "public"."enum_billing_events_outcome" AS ENUM('processing', 'applied', 'ignored', 'unknown_customer', 'failed');
  CREATE TABLE "subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer,
  	"member_email" varchar,
  	"provider" "enum_subscriptions_provider" NOT NULL,
  	"provider_id" varchar NOT NULL,
  	"customer_id" varchar,
  	"plan_id" integer,
  	"plan_code" varchar,
  	"price_id" varchar,
  	"status" "enum_subscriptions_status" NOT NULL,
  	"cancel_at_period_end" boolean DEFAULT false,
  	"current_period_start" timestamp(3) with time zone,
  	"current_period_end" timestamp(3) with time zone,
  	"trial_end" timestamp(3) with time zone,
  	"started_at" timestamp(3) with time zone,
  	"canceled_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"withdrawn_at" timestamp(3) with time zone,
  	"payment_failed_at" timestamp(3) with time zone,
  	"latest_amount_cents" numeric,
  	"interval" varchar,
  	"synced_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "billing_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"source" "enum_billing_events_source" NOT NULL,
  	"outcome" "enum_billing_events_outcome" DEFAULT 'processing' NOT NULL,
  	"member_id" integer,
  	"member_email" varchar,
  	"customer_id" varchar,
  	"subscription_id" varchar,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "billing_events_id" integer;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "subscriptions_member_idx" ON "subscriptions" USING btree ("member_id");
  CREATE UNIQUE INDEX "subscriptions_provider_id_idx" ON "subscriptions" USING btree ("provider_id");
  CREATE INDEX "subscriptions_customer_id_idx" ON "subscriptions" USING btree ("customer_id");
  CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id");
  CREATE INDEX "subscriptions_plan_code_idx" ON "subscriptions" USING btree ("plan_code");
  CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");
  CREATE INDEX "subscriptions_updated_at_idx" ON "subscriptions" USING btree ("updated_at");
  CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "billing_events_event_id_idx" ON "billing_events" USING btree ("event_id");
  CREATE INDEX "billing_events_member_idx" ON "billing_events" USING btree ("member_id");
  CREATE INDEX "billing_events_customer_id_idx" ON "billing_events" USING btree ("customer_id");
  CREATE INDEX "billing_events_subscription_id_idx" ON "billing_events" USING btree ("subscription_id");
  CREATE INDEX "billing_events_updated_at_idx" ON "billing_events" USING btree ("updated_at");
  CREATE INDEX "billing_events_created_at_idx" ON "billing_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscriptions_fk" FOREIGN KEY ("subscriptions_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_billing_events_fk" FOREIGN KEY ("billing_events_id") REFERENCES "public"."billing_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_billing_events_id_idx" ON "payload_locked_documents_rels" USING btree ("billing_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "billing_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "subscriptions" CASCADE;
  DROP TABLE "billing_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_billing_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_billing_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "billing_events_id";
  DROP TYPE "public"."enum_subscriptions_provider";
  DROP TYPE "public"."enum_subscriptions_status";
  DROP TYPE "public"."enum_billing_events_source";
  DROP TYPE "public"."enum_billing_events_outcome";`)
}
