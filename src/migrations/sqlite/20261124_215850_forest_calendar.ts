import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`calendar_entries_months\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`calendar_entries_months_order_idx\` ON \`calendar_entries_months\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_months_parent_idx\` ON \`calendar_entries_months\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calendar_entries_peak_months\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`calendar_entries_peak_months_order_idx\` ON \`calendar_entries_peak_months\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_peak_months_parent_idx\` ON \`calendar_entries_peak_months\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calendar_entries_places\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`calendar_entries_places_order_idx\` ON \`calendar_entries_places\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_places_parent_idx\` ON \`calendar_entries_places\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calendar_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`latin_name\` text,
  	\`image_id\` integer,
  	\`slug\` text,
  	\`kind\` text DEFAULT 'species',
  	\`category\` text,
  	\`altitude_min\` numeric,
  	\`altitude_max\` numeric,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`calendar_entries_image_idx\` ON \`calendar_entries\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`calendar_entries_slug_idx\` ON \`calendar_entries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_category_idx\` ON \`calendar_entries\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_published_at_idx\` ON \`calendar_entries\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_updated_at_idx\` ON \`calendar_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_created_at_idx\` ON \`calendar_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries__status_idx\` ON \`calendar_entries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`calendar_entries_locales\` (
  	\`name\` text,
  	\`summary\` text,
  	\`habitat\` text,
  	\`look_for\` text,
  	\`practice\` text,
  	\`safety\` text,
  	\`image_alt\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`calendar_entries_locales_locale_parent_id_unique\` ON \`calendar_entries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calendar_entries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`videos_id\` integer,
  	\`formations_id\` integer,
  	\`routines_id\` integer,
  	\`discoveries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`formations_id\`) REFERENCES \`formations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`routines_id\`) REFERENCES \`routines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`discoveries_id\`) REFERENCES \`discoveries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`calendar_entries_rels_order_idx\` ON \`calendar_entries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_rels_parent_idx\` ON \`calendar_entries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_rels_path_idx\` ON \`calendar_entries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_rels_articles_id_idx\` ON \`calendar_entries_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_rels_videos_id_idx\` ON \`calendar_entries_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_rels_formations_id_idx\` ON \`calendar_entries_rels\` (\`formations_id\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_rels_routines_id_idx\` ON \`calendar_entries_rels\` (\`routines_id\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_rels_discoveries_id_idx\` ON \`calendar_entries_rels\` (\`discoveries_id\`);`)
  await db.run(sql`CREATE TABLE \`_calendar_entries_v_version_months\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_calendar_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_months_order_idx\` ON \`_calendar_entries_v_version_months\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_months_parent_idx\` ON \`_calendar_entries_v_version_months\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_calendar_entries_v_version_peak_months\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_calendar_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_peak_months_order_idx\` ON \`_calendar_entries_v_version_peak_months\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_peak_months_parent_idx\` ON \`_calendar_entries_v_version_peak_months\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_calendar_entries_v_version_places\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_calendar_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_places_order_idx\` ON \`_calendar_entries_v_version_places\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_places_parent_idx\` ON \`_calendar_entries_v_version_places\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_calendar_entries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_latin_name\` text,
  	\`version_image_id\` integer,
  	\`version_slug\` text,
  	\`version_kind\` text DEFAULT 'species',
  	\`version_category\` text,
  	\`version_altitude_min\` numeric,
  	\`version_altitude_max\` numeric,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_parent_idx\` ON \`_calendar_entries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_version_image_idx\` ON \`_calendar_entries_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_version_slug_idx\` ON \`_calendar_entries_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_version_category_idx\` ON \`_calendar_entries_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_version_published_at_idx\` ON \`_calendar_entries_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_version_updated_at_idx\` ON \`_calendar_entries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_version_created_at_idx\` ON \`_calendar_entries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_version__status_idx\` ON \`_calendar_entries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_created_at_idx\` ON \`_calendar_entries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_updated_at_idx\` ON \`_calendar_entries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_snapshot_idx\` ON \`_calendar_entries_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_published_locale_idx\` ON \`_calendar_entries_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_latest_idx\` ON \`_calendar_entries_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_calendar_entries_v_locales\` (
  	\`version_name\` text,
  	\`version_summary\` text,
  	\`version_habitat\` text,
  	\`version_look_for\` text,
  	\`version_practice\` text,
  	\`version_safety\` text,
  	\`version_image_alt\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_calendar_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_calendar_entries_v_locales_locale_parent_id_unique\` ON \`_calendar_entries_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_calendar_entries_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`videos_id\` integer,
  	\`formations_id\` integer,
  	\`routines_id\` integer,
  	\`discoveries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_calendar_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`formations_id\`) REFERENCES \`formations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`routines_id\`) REFERENCES \`routines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`discoveries_id\`) REFERENCES \`discoveries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_rels_order_idx\` ON \`_calendar_entries_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_rels_parent_idx\` ON \`_calendar_entries_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_rels_path_idx\` ON \`_calendar_entries_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_rels_articles_id_idx\` ON \`_calendar_entries_v_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_rels_videos_id_idx\` ON \`_calendar_entries_v_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_rels_formations_id_idx\` ON \`_calendar_entries_v_rels\` (\`formations_id\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_rels_routines_id_idx\` ON \`_calendar_entries_v_rels\` (\`routines_id\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_rels_discoveries_id_idx\` ON \`_calendar_entries_v_rels\` (\`discoveries_id\`);`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`calendar_feed_token\` text;`)
  await db.run(sql`CREATE INDEX \`members_calendar_feed_token_idx\` ON \`members\` (\`calendar_feed_token\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`calendar_entries_id\` integer REFERENCES calendar_entries(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calendar_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`calendar_entries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`calendar_entries_months\`;`)
  await db.run(sql`DROP TABLE \`calendar_entries_peak_months\`;`)
  await db.run(sql`DROP TABLE \`calendar_entries_places\`;`)
  await db.run(sql`DROP TABLE \`calendar_entries\`;`)
  await db.run(sql`DROP TABLE \`calendar_entries_locales\`;`)
  await db.run(sql`DROP TABLE \`calendar_entries_rels\`;`)
  await db.run(sql`DROP TABLE \`_calendar_entries_v_version_months\`;`)
  await db.run(sql`DROP TABLE \`_calendar_entries_v_version_peak_months\`;`)
  await db.run(sql`DROP TABLE \`_calendar_entries_v_version_places\`;`)
  await db.run(sql`DROP TABLE \`_calendar_entries_v\`;`)
  await db.run(sql`DROP TABLE \`_calendar_entries_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_calendar_entries_v_rels\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "subscriptions_id", "billing_events_id", "categories_id", "articles_id", "videos_id", "formations_id", "routines_id", "discoveries_id", "pages_id", "media_id", "files_id", "formation_progress_id", "contact_messages_id", "user_feedback_id", "security_events_id", "consent_records_id", "fingerprints_id", "blocked_addresses_id", "email_outbox_id", "seed_runs_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "subscriptions_id", "billing_events_id", "categories_id", "articles_id", "videos_id", "formations_id", "routines_id", "discoveries_id", "pages_id", "media_id", "files_id", "formation_progress_id", "contact_messages_id", "user_feedback_id", "security_events_id", "consent_records_id", "fingerprints_id", "blocked_addresses_id", "email_outbox_id", "seed_runs_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fingerprints_id_idx\` ON \`payload_locked_documents_rels\` (\`fingerprints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blocked_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`blocked_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seed_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`seed_runs_id\`);`)
  await db.run(sql`DROP INDEX \`members_calendar_feed_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`calendar_feed_token\`;`)
}
