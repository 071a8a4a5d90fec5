import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`featured_image_id\` integer,
  	\`slug\` text,
  	\`access\` text DEFAULT 'premium',
  	\`minutes\` numeric,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_featured_image_idx\` ON \`articles\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_access_idx\` ON \`articles\` (\`access\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_categories_id_idx\` ON \`articles_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_featured_image_id\` integer,
  	\`version_slug\` text,
  	\`version_access\` text DEFAULT 'premium',
  	\`version_minutes\` numeric,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_featured_image_idx\` ON \`_articles_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_access_idx\` ON \`_articles_v\` (\`version_access\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_categories_id_idx\` ON \`_articles_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`videos_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_captions_order_idx\` ON \`videos_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`videos_captions_parent_id_idx\` ON \`videos_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_captions_file_idx\` ON \`videos_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`featured_image_id\` integer,
  	\`video_id\` integer,
  	\`slug\` text,
  	\`access\` text DEFAULT 'premium',
  	\`minutes\` numeric,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_featured_image_idx\` ON \`videos\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_video_idx\` ON \`videos\` (\`video_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_slug_idx\` ON \`videos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`videos_access_idx\` ON \`videos\` (\`access\`);`)
  await db.run(sql`CREATE INDEX \`videos_published_at_idx\` ON \`videos\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`videos_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`videos_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_rels_order_idx\` ON \`videos_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`videos_rels_parent_idx\` ON \`videos_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_rels_path_idx\` ON \`videos_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`videos_rels_categories_id_idx\` ON \`videos_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v_version_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_videos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_videos_v_version_captions_order_idx\` ON \`_videos_v_version_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_captions_parent_id_idx\` ON \`_videos_v_version_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_captions_file_idx\` ON \`_videos_v_version_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_featured_image_id\` integer,
  	\`version_video_id\` integer,
  	\`version_slug\` text,
  	\`version_access\` text DEFAULT 'premium',
  	\`version_minutes\` numeric,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_videos_v_parent_idx\` ON \`_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_featured_image_idx\` ON \`_videos_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_video_idx\` ON \`_videos_v\` (\`version_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_slug_idx\` ON \`_videos_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_access_idx\` ON \`_videos_v\` (\`version_access\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_published_at_idx\` ON \`_videos_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_updated_at_idx\` ON \`_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_created_at_idx\` ON \`_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version__status_idx\` ON \`_videos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_created_at_idx\` ON \`_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_updated_at_idx\` ON \`_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_snapshot_idx\` ON \`_videos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_published_locale_idx\` ON \`_videos_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_latest_idx\` ON \`_videos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_videos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_videos_v_locales_locale_parent_id_unique\` ON \`_videos_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_videos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_videos_v_rels_order_idx\` ON \`_videos_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_rels_parent_idx\` ON \`_videos_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_rels_path_idx\` ON \`_videos_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_rels_categories_id_idx\` ON \`_videos_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`formations_modules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`minutes\` numeric,
  	\`media_id\` integer,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`formations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`formations_modules_order_idx\` ON \`formations_modules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`formations_modules_parent_id_idx\` ON \`formations_modules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`formations_modules_media_idx\` ON \`formations_modules\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`formations_modules_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`resource_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`resource_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`formations_modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`formations_modules_resource_idx\` ON \`formations_modules_locales\` (\`resource_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`formations_modules_locales_locale_parent_id_unique\` ON \`formations_modules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`formations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`featured_image_id\` integer,
  	\`slug\` text,
  	\`access\` text DEFAULT 'premium',
  	\`minutes\` numeric,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`formations_featured_image_idx\` ON \`formations\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`formations_slug_idx\` ON \`formations\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`formations_access_idx\` ON \`formations\` (\`access\`);`)
  await db.run(sql`CREATE INDEX \`formations_published_at_idx\` ON \`formations\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`formations_updated_at_idx\` ON \`formations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`formations_created_at_idx\` ON \`formations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`formations__status_idx\` ON \`formations\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`formations_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`formations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`formations_locales_locale_parent_id_unique\` ON \`formations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`formations_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`formations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`formations_rels_order_idx\` ON \`formations_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`formations_rels_parent_idx\` ON \`formations_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`formations_rels_path_idx\` ON \`formations_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`formations_rels_categories_id_idx\` ON \`formations_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_formations_v_version_modules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`minutes\` numeric,
  	\`media_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_formations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_formations_v_version_modules_order_idx\` ON \`_formations_v_version_modules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_version_modules_parent_id_idx\` ON \`_formations_v_version_modules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_version_modules_media_idx\` ON \`_formations_v_version_modules\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_formations_v_version_modules_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`resource_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`resource_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_formations_v_version_modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_formations_v_version_modules_resource_idx\` ON \`_formations_v_version_modules_locales\` (\`resource_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_formations_v_version_modules_locales_locale_parent_id_uniqu\` ON \`_formations_v_version_modules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_formations_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_featured_image_id\` integer,
  	\`version_slug\` text,
  	\`version_access\` text DEFAULT 'premium',
  	\`version_minutes\` numeric,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`formations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_formations_v_parent_idx\` ON \`_formations_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_version_version_featured_image_idx\` ON \`_formations_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_version_version_slug_idx\` ON \`_formations_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_version_version_access_idx\` ON \`_formations_v\` (\`version_access\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_version_version_published_at_idx\` ON \`_formations_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_version_version_updated_at_idx\` ON \`_formations_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_version_version_created_at_idx\` ON \`_formations_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_version_version__status_idx\` ON \`_formations_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_created_at_idx\` ON \`_formations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_updated_at_idx\` ON \`_formations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_snapshot_idx\` ON \`_formations_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_published_locale_idx\` ON \`_formations_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_latest_idx\` ON \`_formations_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_formations_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_formations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_formations_v_locales_locale_parent_id_unique\` ON \`_formations_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_formations_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_formations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_formations_v_rels_order_idx\` ON \`_formations_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_rels_parent_idx\` ON \`_formations_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_rels_path_idx\` ON \`_formations_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_formations_v_rels_categories_id_idx\` ON \`_formations_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`routines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`featured_image_id\` integer,
  	\`slug\` text,
  	\`access\` text DEFAULT 'premium',
  	\`minutes\` numeric,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`routines_featured_image_idx\` ON \`routines\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`routines_slug_idx\` ON \`routines\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`routines_access_idx\` ON \`routines\` (\`access\`);`)
  await db.run(sql`CREATE INDEX \`routines_published_at_idx\` ON \`routines\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`routines_updated_at_idx\` ON \`routines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`routines_created_at_idx\` ON \`routines\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`routines__status_idx\` ON \`routines\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`routines_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`routines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`routines_locales_locale_parent_id_unique\` ON \`routines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`routines_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`routines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`routines_rels_order_idx\` ON \`routines_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`routines_rels_parent_idx\` ON \`routines_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`routines_rels_path_idx\` ON \`routines_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`routines_rels_categories_id_idx\` ON \`routines_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_routines_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_featured_image_id\` integer,
  	\`version_slug\` text,
  	\`version_access\` text DEFAULT 'premium',
  	\`version_minutes\` numeric,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`routines\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_routines_v_parent_idx\` ON \`_routines_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_version_version_featured_image_idx\` ON \`_routines_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_version_version_slug_idx\` ON \`_routines_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_version_version_access_idx\` ON \`_routines_v\` (\`version_access\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_version_version_published_at_idx\` ON \`_routines_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_version_version_updated_at_idx\` ON \`_routines_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_version_version_created_at_idx\` ON \`_routines_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_version_version__status_idx\` ON \`_routines_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_created_at_idx\` ON \`_routines_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_updated_at_idx\` ON \`_routines_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_snapshot_idx\` ON \`_routines_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_published_locale_idx\` ON \`_routines_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_latest_idx\` ON \`_routines_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_routines_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_routines_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_routines_v_locales_locale_parent_id_unique\` ON \`_routines_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_routines_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_routines_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_routines_v_rels_order_idx\` ON \`_routines_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_rels_parent_idx\` ON \`_routines_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_rels_path_idx\` ON \`_routines_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_routines_v_rels_categories_id_idx\` ON \`_routines_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`discoveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`featured_image_id\` integer,
  	\`slug\` text,
  	\`access\` text DEFAULT 'premium',
  	\`minutes\` numeric,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`discoveries_featured_image_idx\` ON \`discoveries\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`discoveries_slug_idx\` ON \`discoveries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`discoveries_access_idx\` ON \`discoveries\` (\`access\`);`)
  await db.run(sql`CREATE INDEX \`discoveries_published_at_idx\` ON \`discoveries\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`discoveries_updated_at_idx\` ON \`discoveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`discoveries_created_at_idx\` ON \`discoveries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`discoveries__status_idx\` ON \`discoveries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`discoveries_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`discoveries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`discoveries_locales_locale_parent_id_unique\` ON \`discoveries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`discoveries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`discoveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`discoveries_rels_order_idx\` ON \`discoveries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`discoveries_rels_parent_idx\` ON \`discoveries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`discoveries_rels_path_idx\` ON \`discoveries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`discoveries_rels_categories_id_idx\` ON \`discoveries_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_discoveries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_featured_image_id\` integer,
  	\`version_slug\` text,
  	\`version_access\` text DEFAULT 'premium',
  	\`version_minutes\` numeric,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`discoveries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_discoveries_v_parent_idx\` ON \`_discoveries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_version_version_featured_image_idx\` ON \`_discoveries_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_version_version_slug_idx\` ON \`_discoveries_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_version_version_access_idx\` ON \`_discoveries_v\` (\`version_access\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_version_version_published_at_idx\` ON \`_discoveries_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_version_version_updated_at_idx\` ON \`_discoveries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_version_version_created_at_idx\` ON \`_discoveries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_version_version__status_idx\` ON \`_discoveries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_created_at_idx\` ON \`_discoveries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_updated_at_idx\` ON \`_discoveries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_snapshot_idx\` ON \`_discoveries_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_published_locale_idx\` ON \`_discoveries_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_latest_idx\` ON \`_discoveries_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_discoveries_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_discoveries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_discoveries_v_locales_locale_parent_id_unique\` ON \`_discoveries_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_discoveries_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_discoveries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_discoveries_v_rels_order_idx\` ON \`_discoveries_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_rels_parent_idx\` ON \`_discoveries_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_rels_path_idx\` ON \`_discoveries_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_discoveries_v_rels_categories_id_idx\` ON \`_discoveries_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`formation_progress\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`formation_id\` integer NOT NULL,
  	\`completed_modules\` text DEFAULT '[]' NOT NULL,
  	\`last_module\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`formation_id\`) REFERENCES \`formations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`formation_progress_member_idx\` ON \`formation_progress\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`formation_progress_formation_idx\` ON \`formation_progress\` (\`formation_id\`);`)
  await db.run(sql`CREATE INDEX \`formation_progress_updated_at_idx\` ON \`formation_progress\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`formation_progress_created_at_idx\` ON \`formation_progress\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_formation_idx\` ON \`formation_progress\` (\`member_id\`,\`formation_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`categories_id\` integer REFERENCES categories(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`articles_id\` integer REFERENCES articles(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`videos_id\` integer REFERENCES videos(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`formations_id\` integer REFERENCES formations(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`routines_id\` integer REFERENCES routines(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`discoveries_id\` integer REFERENCES discoveries(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`files_id\` integer REFERENCES files(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`formation_progress_id\` integer REFERENCES formation_progress(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_formations_id_idx\` ON \`payload_locked_documents_rels\` (\`formations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_routines_id_idx\` ON \`payload_locked_documents_rels\` (\`routines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discoveries_id_idx\` ON \`payload_locked_documents_rels\` (\`discoveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_formation_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`formation_progress_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`videos_captions\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`videos_rels\`;`)
  await db.run(sql`DROP TABLE \`_videos_v_version_captions\`;`)
  await db.run(sql`DROP TABLE \`_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_videos_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_videos_v_rels\`;`)
  await db.run(sql`DROP TABLE \`formations_modules\`;`)
  await db.run(sql`DROP TABLE \`formations_modules_locales\`;`)
  await db.run(sql`DROP TABLE \`formations\`;`)
  await db.run(sql`DROP TABLE \`formations_locales\`;`)
  await db.run(sql`DROP TABLE \`formations_rels\`;`)
  await db.run(sql`DROP TABLE \`_formations_v_version_modules\`;`)
  await db.run(sql`DROP TABLE \`_formations_v_version_modules_locales\`;`)
  await db.run(sql`DROP TABLE \`_formations_v\`;`)
  await db.run(sql`DROP TABLE \`_formations_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_formations_v_rels\`;`)
  await db.run(sql`DROP TABLE \`routines\`;`)
  await db.run(sql`DROP TABLE \`routines_locales\`;`)
  await db.run(sql`DROP TABLE \`routines_rels\`;`)
  await db.run(sql`DROP TABLE \`_routines_v\`;`)
  await db.run(sql`DROP TABLE \`_routines_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_routines_v_rels\`;`)
  await db.run(sql`DROP TABLE \`discoveries\`;`)
  await db.run(sql`DROP TABLE \`discoveries_locales\`;`)
  await db.run(sql`DROP TABLE \`discoveries_rels\`;`)
  await db.run(sql`DROP TABLE \`_discoveries_v\`;`)
  await db.run(sql`DROP TABLE \`_discoveries_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_discoveries_v_rels\`;`)
  await db.run(sql`DROP TABLE \`files\`;`)
  await db.run(sql`DROP TABLE \`formation_progress\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`plans_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`security_events_id\` integer,
  	\`email_outbox_id\` integer,
  	\`seed_runs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`security_events_id\`) REFERENCES \`security_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seed_runs_id\`) REFERENCES \`seed_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "pages_id", "media_id", "security_events_id", "email_outbox_id", "seed_runs_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "plans_id", "pages_id", "media_id", "security_events_id", "email_outbox_id", "seed_runs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_security_events_id_idx\` ON \`payload_locked_documents_rels\` (\`security_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seed_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`seed_runs_id\`);`)
}
