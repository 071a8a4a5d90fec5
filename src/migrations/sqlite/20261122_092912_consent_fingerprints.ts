import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`consent_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`consent_id\` text NOT NULL,
  	\`member_id\` integer,
  	\`action\` text NOT NULL,
  	\`essential\` integer DEFAULT true,
  	\`analytical\` integer DEFAULT false,
  	\`functional\` integer DEFAULT false,
  	\`marketing\` integer DEFAULT false,
  	\`version\` text NOT NULL,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_records_consent_id_idx\` ON \`consent_records\` (\`consent_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_member_idx\` ON \`consent_records\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_action_idx\` ON \`consent_records\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fingerprints\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`blocked\` integer DEFAULT false,
  	\`blocked_reason\` text,
  	\`hash\` text NOT NULL,
  	\`risk_score\` numeric,
  	\`is_bot\` integer,
  	\`is_v_p_n\` integer,
  	\`anomalies\` text,
  	\`client_risk_score\` numeric,
  	\`ip\` text,
  	\`member_id\` integer,
  	\`last_seen\` text,
  	\`seen_count\` numeric DEFAULT 1,
  	\`session_id\` text,
  	\`user_agent\` text,
  	\`platform\` text,
  	\`language\` text,
  	\`timezone\` text,
  	\`screen_width\` numeric,
  	\`screen_height\` numeric,
  	\`color_depth\` numeric,
  	\`pixel_ratio\` numeric,
  	\`cpu_cores\` numeric,
  	\`memory\` numeric,
  	\`touch_points\` numeric,
  	\`webgl_vendor\` text,
  	\`webgl_renderer\` text,
  	\`canvas_hash\` text,
  	\`audio_hash\` text,
  	\`do_not_track\` integer,
  	\`webdriver\` integer,
  	\`fonts\` text,
  	\`plugins\` text,
  	\`features\` text,
  	\`geolocation\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fingerprints_blocked_idx\` ON \`fingerprints\` (\`blocked\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`fingerprints_hash_idx\` ON \`fingerprints\` (\`hash\`);`)
  await db.run(sql`CREATE INDEX \`fingerprints_risk_score_idx\` ON \`fingerprints\` (\`risk_score\`);`)
  await db.run(sql`CREATE INDEX \`fingerprints_is_bot_idx\` ON \`fingerprints\` (\`is_bot\`);`)
  await db.run(sql`CREATE INDEX \`fingerprints_ip_idx\` ON \`fingerprints\` (\`ip\`);`)
  await db.run(sql`CREATE INDEX \`fingerprints_member_idx\` ON \`fingerprints\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`fingerprints_last_seen_idx\` ON \`fingerprints\` (\`last_seen\`);`)
  await db.run(sql`CREATE INDEX \`fingerprints_updated_at_idx\` ON \`fingerprints\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fingerprints_created_at_idx\` ON \`fingerprints\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`blocked_addresses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	\`reason\` text,
  	\`created_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blocked_addresses_address_idx\` ON \`blocked_addresses\` (\`address\`);`)
  await db.run(sql`CREATE INDEX \`blocked_addresses_created_by_idx\` ON \`blocked_addresses\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`blocked_addresses_updated_at_idx\` ON \`blocked_addresses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blocked_addresses_created_at_idx\` ON \`blocked_addresses\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_records_id\` integer REFERENCES consent_records(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fingerprints_id\` integer REFERENCES fingerprints(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`blocked_addresses_id\` integer REFERENCES blocked_addresses(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fingerprints_id_idx\` ON \`payload_locked_documents_rels\` (\`fingerprints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blocked_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`blocked_addresses_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`fingerprints\`;`)
  await db.run(sql`DROP TABLE \`blocked_addresses\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`plans_id\` integer,
  	\`subscriptions_id\` integer,
  	\`billing_events_id\` integer,
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
  	\`contact_messages_id\` integer,
  	\`user_feedback_id\` integer,
  	\`security_events_id\` integer,
  	\`email_outbox_id\` integer,
  	\`seed_runs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`billing_events_id\`) REFERENCES \`billing_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`user_feedback_id\`) REFERENCES \`user_feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`security_events_id\`) REFERENCES \`security_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seed_runs_id\`) REFERENCES \`seed_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "subscriptions_id", "billing_events_id", "categories_id", "articles_id", "videos_id", "formations_id", "routines_id", "discoveries_id", "pages_id", "media_id", "files_id", "formation_progress_id", "contact_messages_id", "user_feedback_id", "security_events_id", "email_outbox_id", "seed_runs_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "subscriptions_id", "billing_events_id", "categories_id", "articles_id", "videos_id", "formations_id", "routines_id", "discoveries_id", "pages_id", "media_id", "files_id", "formation_progress_id", "contact_messages_id", "user_feedback_id", "security_events_id", "email_outbox_id", "seed_runs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_billing_events_id_idx\` ON \`payload_locked_documents_rels\` (\`billing_events_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`user_feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_security_events_id_idx\` ON \`payload_locked_documents_rels\` (\`security_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seed_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`seed_runs_id\`);`)
}
