import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer,
  	\`member_email\` text,
  	\`provider\` text NOT NULL,
  	\`provider_id\` text NOT NULL,
  	\`customer_id\` text,
  	\`plan_id\` integer,
  	\`plan_code\` text,
  	\`price_id\` text,
  	\`status\` text NOT NULL,
  	\`cancel_at_period_end\` integer DEFAULT false,
  	\`current_period_start\` text,
  	\`current_period_end\` text,
  	\`trial_end\` text,
  	\`started_at\` text,
  	\`canceled_at\` text,
  	\`ended_at\` text,
  	\`withdrawn_at\` text,
  	\`payment_failed_at\` text,
  	\`latest_amount_cents\` numeric,
  	\`interval\` text,
  	\`synced_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`subscriptions_member_idx\` ON \`subscriptions\` (\`member_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`subscriptions_provider_id_idx\` ON \`subscriptions\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_customer_id_idx\` ON \`subscriptions\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_plan_idx\` ON \`subscriptions\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_plan_code_idx\` ON \`subscriptions\` (\`plan_code\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_status_idx\` ON \`subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_updated_at_idx\` ON \`subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_created_at_idx\` ON \`subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`billing_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`outcome\` text DEFAULT 'processing' NOT NULL,
  	\`member_id\` integer,
  	\`member_email\` text,
  	\`customer_id\` text,
  	\`subscription_id\` text,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`billing_events_event_id_idx\` ON \`billing_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`billing_events_member_idx\` ON \`billing_events\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`billing_events_customer_id_idx\` ON \`billing_events\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`billing_events_subscription_id_idx\` ON \`billing_events\` (\`subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`billing_events_updated_at_idx\` ON \`billing_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`billing_events_created_at_idx\` ON \`billing_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscriptions_id\` integer REFERENCES subscriptions(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`billing_events_id\` integer REFERENCES billing_events(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_billing_events_id_idx\` ON \`payload_locked_documents_rels\` (\`billing_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`subscriptions\`;`)
  await db.run(sql`DROP TABLE \`billing_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`plans_id\` integer,
  	\`categories_id\` integer,
  	\`articles_id\` integer,
  	\`videos_id\` integer,
  	\`formations_id\` integer,
  	\`routines_id\` integer,
  	\`discoveries_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`files_id\` integer,
  	\`formation_progress_id\` integer,
  	\`security_events_id\` integer,
  	\`email_outbox_id\` integer,
  	\`seed_runs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`formations_id\`) REFERENCES \`formations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`routines_id\`) REFERENCES \`routines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`discoveries_id\`) REFERENCES \`discoveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`formation_progress_id\`) REFERENCES \`formation_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`security_events_id\`) REFERENCES \`security_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seed_runs_id\`) REFERENCES \`seed_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "categories_id", "articles_id", "videos_id", "formations_id", "routines_id", "discoveries_id", "pages_id", "media_id", "files_id", "formation_progress_id", "security_events_id", "email_outbox_id", "seed_runs_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "categories_id", "articles_id", "videos_id", "formations_id", "routines_id", "discoveries_id", "pages_id", "media_id", "files_id", "formation_progress_id", "security_events_id", "email_outbox_id", "seed_runs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_formations_id_idx\` ON \`payload_locked_documents_rels\` (\`formations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_routines_id_idx\` ON \`payload_locked_documents_rels\` (\`routines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discoveries_id_idx\` ON \`payload_locked_documents_rels\` (\`discoveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_formation_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`formation_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_security_events_id_idx\` ON \`payload_locked_documents_rels\` (\`security_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seed_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`seed_runs_id\`);`)
}
