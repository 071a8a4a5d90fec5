import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`web_vitals\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`page_type\` text NOT NULL,
  	\`metric\` text NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`web_vitals_page_type_idx\` ON \`web_vitals\` (\`page_type\`);`)
  await db.run(sql`CREATE INDEX \`web_vitals_updated_at_idx\` ON \`web_vitals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`web_vitals_created_at_idx\` ON \`web_vitals\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`web_vitals_id\` integer REFERENCES web_vitals(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`web_vitals_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`web_vitals\`;`)
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
  	\`daily_tips_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`files_id\` integer,
  	\`site_audio_id\` integer,
  	\`page_audio_config_id\` integer,
  	\`translation_cache_id\` integer,
  	\`translation_glossary_id\` integer,
  	\`translations_id\` integer,
  	\`formation_progress_id\` integer,
  	\`test_results_id\` integer,
  	\`tip_marks_id\` integer,
  	\`tip_email_sends_id\` integer,
  	\`scheduled_runs_id\` integer,
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
  	FOREIGN KEY (\`daily_tips_id\`) REFERENCES \`daily_tips\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_audio_id\`) REFERENCES \`site_audio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_audio_config_id\`) REFERENCES \`page_audio_config\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translation_cache_id\`) REFERENCES \`translation_cache\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translation_glossary_id\`) REFERENCES \`translation_glossary\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translations_id\`) REFERENCES \`translations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`formation_progress_id\`) REFERENCES \`formation_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`test_results_id\`) REFERENCES \`test_results\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tip_marks_id\`) REFERENCES \`tip_marks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tip_email_sends_id\`) REFERENCES \`tip_email_sends\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`scheduled_runs_id\`) REFERENCES \`scheduled_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "subscriptions_id", "billing_events_id", "categories_id", "articles_id", "videos_id", "formations_id", "routines_id", "discoveries_id", "calendar_entries_id", "personality_tests_id", "daily_tips_id", "pages_id", "media_id", "files_id", "site_audio_id", "page_audio_config_id", "translation_cache_id", "translation_glossary_id", "translations_id", "formation_progress_id", "test_results_id", "tip_marks_id", "tip_email_sends_id", "scheduled_runs_id", "contact_messages_id", "user_feedback_id", "security_events_id", "consent_records_id", "fingerprints_id", "blocked_addresses_id", "email_outbox_id", "seed_runs_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "subscriptions_id", "billing_events_id", "categories_id", "articles_id", "videos_id", "formations_id", "routines_id", "discoveries_id", "calendar_entries_id", "personality_tests_id", "daily_tips_id", "pages_id", "media_id", "files_id", "site_audio_id", "page_audio_config_id", "translation_cache_id", "translation_glossary_id", "translations_id", "formation_progress_id", "test_results_id", "tip_marks_id", "tip_email_sends_id", "scheduled_runs_id", "contact_messages_id", "user_feedback_id", "security_events_id", "consent_records_id", "fingerprints_id", "blocked_addresses_id", "email_outbox_id", "seed_runs_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_tips_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_tips_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_audio_id_idx\` ON \`payload_locked_documents_rels\` (\`site_audio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_audio_config_id_idx\` ON \`payload_locked_documents_rels\` (\`page_audio_config_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translation_cache_id_idx\` ON \`payload_locked_documents_rels\` (\`translation_cache_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translation_glossary_id_idx\` ON \`payload_locked_documents_rels\` (\`translation_glossary_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translations_id_idx\` ON \`payload_locked_documents_rels\` (\`translations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_formation_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`formation_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_test_results_id_idx\` ON \`payload_locked_documents_rels\` (\`test_results_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tip_marks_id_idx\` ON \`payload_locked_documents_rels\` (\`tip_marks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tip_email_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`tip_email_sends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_scheduled_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`scheduled_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`user_feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_security_events_id_idx\` ON \`payload_locked_documents_rels\` (\`security_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fingerprints_id_idx\` ON \`payload_locked_documents_rels\` (\`fingerprints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blocked_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`blocked_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seed_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`seed_runs_id\`);`)
}
