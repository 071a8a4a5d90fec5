import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`daily_tips_months\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`daily_tips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`daily_tips_months_order_idx\` ON \`daily_tips_months\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`daily_tips_months_parent_idx\` ON \`daily_tips_months\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`daily_tips\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category\` text,
  	\`minutes\` numeric,
  	\`pinned_date\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`daily_tips_slug_idx\` ON \`daily_tips\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`daily_tips_published_at_idx\` ON \`daily_tips\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`daily_tips_updated_at_idx\` ON \`daily_tips\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`daily_tips_created_at_idx\` ON \`daily_tips\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`daily_tips__status_idx\` ON \`daily_tips\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`daily_tips_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`daily_tips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`daily_tips_locales_locale_parent_id_unique\` ON \`daily_tips_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`daily_tips_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`routines_id\` integer,
  	\`videos_id\` integer,
  	\`calendar_entries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`daily_tips\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`routines_id\`) REFERENCES \`routines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calendar_entries_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`daily_tips_rels_order_idx\` ON \`daily_tips_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`daily_tips_rels_parent_idx\` ON \`daily_tips_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`daily_tips_rels_path_idx\` ON \`daily_tips_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`daily_tips_rels_routines_id_idx\` ON \`daily_tips_rels\` (\`routines_id\`);`)
  await db.run(sql`CREATE INDEX \`daily_tips_rels_videos_id_idx\` ON \`daily_tips_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`daily_tips_rels_calendar_entries_id_idx\` ON \`daily_tips_rels\` (\`calendar_entries_id\`);`)
  await db.run(sql`CREATE TABLE \`_daily_tips_v_version_months\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_daily_tips_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_version_months_order_idx\` ON \`_daily_tips_v_version_months\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_version_months_parent_idx\` ON \`_daily_tips_v_version_months\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_daily_tips_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category\` text,
  	\`version_minutes\` numeric,
  	\`version_pinned_date\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`daily_tips\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_parent_idx\` ON \`_daily_tips_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_version_version_slug_idx\` ON \`_daily_tips_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_version_version_published_at_idx\` ON \`_daily_tips_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_version_version_updated_at_idx\` ON \`_daily_tips_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_version_version_created_at_idx\` ON \`_daily_tips_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_version_version__status_idx\` ON \`_daily_tips_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_created_at_idx\` ON \`_daily_tips_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_updated_at_idx\` ON \`_daily_tips_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_snapshot_idx\` ON \`_daily_tips_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_published_locale_idx\` ON \`_daily_tips_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_latest_idx\` ON \`_daily_tips_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_daily_tips_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_daily_tips_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_daily_tips_v_locales_locale_parent_id_unique\` ON \`_daily_tips_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_daily_tips_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`routines_id\` integer,
  	\`videos_id\` integer,
  	\`calendar_entries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_daily_tips_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`routines_id\`) REFERENCES \`routines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calendar_entries_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_rels_order_idx\` ON \`_daily_tips_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_rels_parent_idx\` ON \`_daily_tips_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_rels_path_idx\` ON \`_daily_tips_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_rels_routines_id_idx\` ON \`_daily_tips_v_rels\` (\`routines_id\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_rels_videos_id_idx\` ON \`_daily_tips_v_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`_daily_tips_v_rels_calendar_entries_id_idx\` ON \`_daily_tips_v_rels\` (\`calendar_entries_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`daily_tips_id\` integer REFERENCES daily_tips(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_tips_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_tips_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`daily_tips_months\`;`)
  await db.run(sql`DROP TABLE \`daily_tips\`;`)
  await db.run(sql`DROP TABLE \`daily_tips_locales\`;`)
  await db.run(sql`DROP TABLE \`daily_tips_rels\`;`)
  await db.run(sql`DROP TABLE \`_daily_tips_v_version_months\`;`)
  await db.run(sql`DROP TABLE \`_daily_tips_v\`;`)
  await db.run(sql`DROP TABLE \`_daily_tips_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_daily_tips_v_rels\`;`)
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
  	\`calendar_entries_id\` integer,
  	\`personality_tests_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`files_id\` integer,
  	\`formation_progress_id\` integer,
  	\`contact_messages_id\` integer,
  	\`user_feedback_id\` integer,
  	\`security_events_id\` integer,
  	\`consent_records_id\` integer,
  	\`fingerprints_id\` integer,
  	\`blocked_addresses_id\` integer,
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
  	FOREIGN KEY (\`calendar_entries_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`personality_tests_id\`) REFERENCES \`personality_tests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`formation_progress_id\`) REFERENCES \`formation_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`user_feedback_id\`) REFERENCES \`user_feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`security_events_id\`) REFERENCES \`security_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fingerprints_id\`) REFERENCES \`fingerprints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blocked_addresses_id\`) REFERENCES \`blocked_addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seed_runs_id\`) REFERENCES \`seed_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "subscriptions_id", "billing_events_id", "categories_id", "articles_id", "videos_id", "formations_id", "routines_id", "discoveries_id", "calendar_entries_id", "personality_tests_id", "pages_id", "media_id", "files_id", "formation_progress_id", "contact_messages_id", "user_feedback_id", "security_events_id", "consent_records_id", "fingerprints_id", "blocked_addresses_id", "email_outbox_id", "seed_runs_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "subscriptions_id", "billing_events_id", "categories_id", "articles_id", "videos_id", "formations_id", "routines_id", "discoveries_id", "calendar_entries_id", "personality_tests_id", "pages_id", "media_id", "files_id", "formation_progress_id", "contact_messages_id", "user_feedback_id", "security_events_id", "consent_records_id", "fingerprints_id", "blocked_addresses_id", "email_outbox_id", "seed_runs_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calendar_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`calendar_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_personality_tests_id_idx\` ON \`payload_locked_documents_rels\` (\`personality_tests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_formation_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`formation_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`user_feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_security_events_id_idx\` ON \`payload_locked_documents_rels\` (\`security_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fingerprints_id_idx\` ON \`payload_locked_documents_rels\` (\`fingerprints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blocked_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`blocked_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seed_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`seed_runs_id\`);`)
}
