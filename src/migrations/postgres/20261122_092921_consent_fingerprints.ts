import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_action" AS ENUM('accept-all', 'essentials', 'custom');
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consent_id" varchar NOT NULL,
  	"member_id" integer,
  	"action" "enum_consent_records_action" NOT NULL,
  	"essential" boolean DEFAULT true,
  	"analytical" boolean DEFAULT false,
  	"functional" boolean DEFAULT false,
  	"marketing" boolean DEFAULT false,
  	"version" varchar NOT NULL,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fingerprints" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"blocked" boolean DEFAULT false,
  	"blocked_reason" varchar,
  	"hash" varchar NOT NULL,
  	"risk_score" numeric,
  	"is_bot" boolean,
  	"is_v_p_n" boolean,
  	"anomalies" jsonb,
  	"client_risk_score" numeric,
  	"ip" varchar,
  	"member_id" integer,
  	"last_seen" timestamp(3) with time zone,
  	"seen_count" numeric DEFAULT 1,
  	"session_id" varchar,
  	"user_agent" varchar,
  	"platform" varchar,
  	"language" varchar,
  	"timezone" varchar,
  	"screen_width" numeric,
  	"screen_height" numeric,
  	"color_depth" numeric,
  	"pixel_ratio" numeric,
  	"cpu_cores" numeric,
  	"memory" numeric,
  	"touch_points" numeric,
  	"webgl_vendor" varchar,
  	"webgl_renderer" varchar,
  	"canvas_hash" varchar,
  	"audio_hash" varchar,
  	"do_not_track" boolean,
  	"webdriver" boolean,
  	"fonts" jsonb,
  	"plugins" jsonb,
  	"features" jsonb,
  	"geolocation" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blocked_addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"reason" varchar,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fingerprints_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blocked_addresses_id" integer;
  ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fingerprints" ADD CONSTRAINT "fingerprints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blocked_addresses" ADD CONSTRAINT "blocked_addresses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id");
  CREATE INDEX "consent_records_member_idx" ON "consent_records" USING btree ("member_id");
  CREATE INDEX "consent_records_action_idx" ON "consent_records" USING btree ("action");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  CREATE INDEX "fingerprints_blocked_idx" ON "fingerprints" USING btree ("blocked");
  CREATE UNIQUE INDEX "fingerprints_hash_idx" ON "fingerprints" USING btree ("hash");
  CREATE INDEX "fingerprints_risk_score_idx" ON "fingerprints" USING btree ("risk_score");
  CREATE INDEX "fingerprints_is_bot_idx" ON "fingerprints" USING btree ("is_bot");
  CREATE INDEX "fingerprints_ip_idx" ON "fingerprints" USING btree ("ip");
  CREATE INDEX "fingerprints_member_idx" ON "fingerprints" USING btree ("member_id");
  CREATE INDEX "fingerprints_last_seen_idx" ON "fingerprints" USING btree ("last_seen");
  CREATE INDEX "fingerprints_updated_at_idx" ON "fingerprints" USING btree ("updated_at");
  CREATE INDEX "fingerprints_created_at_idx" ON "fingerprints" USING btree ("created_at");
  CREATE UNIQUE INDEX "blocked_addresses_address_idx" ON "blocked_addresses" USING btree ("address");
  CREATE INDEX "blocked_addresses_created_by_idx" ON "blocked_addresses" USING btree ("created_by_id");
  CREATE INDEX "blocked_addresses_updated_at_idx" ON "blocked_addresses" USING btree ("updated_at");
  CREATE INDEX "blocked_addresses_created_at_idx" ON "blocked_addresses" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fingerprints_fk" FOREIGN KEY ("fingerprints_id") REFERENCES "public"."fingerprints"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blocked_addresses_fk" FOREIGN KEY ("blocked_addresses_id") REFERENCES "public"."blocked_addresses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");
  CREATE INDEX "payload_locked_documents_rels_fingerprints_id_idx" ON "payload_locked_documents_rels" USING btree ("fingerprints_id");
  CREATE INDEX "payload_locked_documents_rels_blocked_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("blocked_addresses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fingerprints" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocked_addresses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "fingerprints" CASCADE;
  DROP TABLE "blocked_addresses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fingerprints_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blocked_addresses_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  DROP INDEX "payload_locked_documents_rels_fingerprints_id_idx";
  DROP INDEX "payload_locked_documents_rels_blocked_addresses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fingerprints_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blocked_addresses_id";
  DROP TYPE "public"."enum_consent_records_action";`)
}
