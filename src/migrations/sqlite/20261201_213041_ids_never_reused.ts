import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']

/**
 * Every table is rebuilt (SQLite adds AUTOINCREMENT only to a new table), in one transaction: all or
 * nothing. drizzle-kit turned foreign keys back on after the first table: each later DROP TABLE would
 * then have emptied its table first, clearing or cascading every link to its rows. They stay off for
 * the whole rebuild, which refuses to run where they cannot be turned off (inside a transaction), and
 * the links are checked before the commit.
 */
async function withoutForeignKeys(db: Db, rebuild: () => Promise<void>): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  try {
    const [state] = await db.all<{ foreign_keys: number }>(sql`PRAGMA foreign_keys;`)
    if (state?.foreign_keys !== 0)
      throw new Error('Foreign keys could not be turned off: the tables are not rebuilt.')
    await db.run(sql`BEGIN IMMEDIATE;`)
    try {
      await rebuild()
      const broken = await db.all(sql`PRAGMA foreign_key_check;`)
      if (broken.length > 0)
        throw new Error(`The rebuilt tables hold ${broken.length} broken links: ${JSON.stringify(broken.slice(0, 5))}`)
      await db.run(sql`COMMIT;`)
    } catch (error) {
      await db.run(sql`ROLLBACK;`)
      throw error
    }
  } finally {
    await db.run(sql`PRAGMA foreign_keys=ON;`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await withoutForeignKeys(db, async () => {
    await db.run(sql`CREATE TABLE \`__new_users\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`name\` text,
    	\`pending_email\` text,
    	\`pending_email_token\` text,
    	\`pending_email_expires_at\` text,
    	\`role\` text DEFAULT 'editor' NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`email\` text NOT NULL,
    	\`reset_password_token\` text,
    	\`reset_password_expiration\` text,
    	\`salt\` text,
    	\`hash\` text,
    	\`reset_password_requested_at\` text
    );
    `)
    await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "pending_email", "pending_email_token", "pending_email_expires_at", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "pending_email", "pending_email_token", "pending_email_expires_at", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
    await db.run(sql`DROP TABLE \`users\`;`)
    await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
    await db.run(sql`CREATE INDEX \`users_pending_email_token_idx\` ON \`users\` (\`pending_email_token\`);`)
    await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
    await db.run(sql`CREATE TABLE \`__new_members\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`display_name\` text,
    	\`pending_email\` text,
    	\`pending_email_token\` text,
    	\`pending_email_expires_at\` text,
    	\`is_active\` integer DEFAULT true,
    	\`subscription_status\` text DEFAULT 'free' NOT NULL,
    	\`subscription_tier\` text,
    	\`subscription_end\` text,
    	\`subscription_checked_at\` text,
    	\`subscription_needs_refresh\` integer DEFAULT false,
    	\`stripe_customer_id\` text,
    	\`preferences_language\` text DEFAULT 'fr',
    	\`calendar_feed_token\` text,
    	\`tip_emails\` integer DEFAULT false,
    	\`personalisation\` text,
    	\`tip_email_token\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`email\` text NOT NULL,
    	\`reset_password_token\` text,
    	\`reset_password_expiration\` text,
    	\`salt\` text,
    	\`hash\` text,
    	\`reset_password_requested_at\` text,
    	\`_verified\` integer,
    	\`_verificationtoken\` text
    );
    `)
    await db.run(sql`INSERT INTO \`__new_members\`("id", "display_name", "pending_email", "pending_email_token", "pending_email_expires_at", "is_active", "subscription_status", "subscription_tier", "subscription_end", "subscription_checked_at", "subscription_needs_refresh", "stripe_customer_id", "preferences_language", "calendar_feed_token", "tip_emails", "personalisation", "tip_email_token", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "_verified", "_verificationtoken") SELECT "id", "display_name", "pending_email", "pending_email_token", "pending_email_expires_at", "is_active", "subscription_status", "subscription_tier", "subscription_end", "subscription_checked_at", "subscription_needs_refresh", "stripe_customer_id", "preferences_language", "calendar_feed_token", "tip_emails", "personalisation", "tip_email_token", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "_verified", "_verificationtoken" FROM \`members\`;`)
    await db.run(sql`DROP TABLE \`members\`;`)
    await db.run(sql`ALTER TABLE \`__new_members\` RENAME TO \`members\`;`)
    await db.run(sql`CREATE INDEX \`members_pending_email_token_idx\` ON \`members\` (\`pending_email_token\`);`)
    await db.run(sql`CREATE INDEX \`members_subscription_status_idx\` ON \`members\` (\`subscription_status\`);`)
    await db.run(sql`CREATE INDEX \`members_stripe_customer_id_idx\` ON \`members\` (\`stripe_customer_id\`);`)
    await db.run(sql`CREATE INDEX \`members_calendar_feed_token_idx\` ON \`members\` (\`calendar_feed_token\`);`)
    await db.run(sql`CREATE INDEX \`members_tip_email_token_idx\` ON \`members\` (\`tip_email_token\`);`)
    await db.run(sql`CREATE INDEX \`members_updated_at_idx\` ON \`members\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`members_created_at_idx\` ON \`members\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`members_email_idx\` ON \`members\` (\`email\`);`)
    await db.run(sql`CREATE TABLE \`__new_plans\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`code\` text NOT NULL,
    	\`price_cents\` numeric NOT NULL,
    	\`currency\` text DEFAULT 'EUR' NOT NULL,
    	\`interval\` text,
    	\`active\` integer DEFAULT true,
    	\`sort_order\` numeric DEFAULT 0,
    	\`stripe_price_id\` text,
    	\`stripe_product_id\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_plans\`("id", "code", "price_cents", "currency", "interval", "active", "sort_order", "stripe_price_id", "stripe_product_id", "updated_at", "created_at") SELECT "id", "code", "price_cents", "currency", "interval", "active", "sort_order", "stripe_price_id", "stripe_product_id", "updated_at", "created_at" FROM \`plans\`;`)
    await db.run(sql`DROP TABLE \`plans\`;`)
    await db.run(sql`ALTER TABLE \`__new_plans\` RENAME TO \`plans\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`plans_code_idx\` ON \`plans\` (\`code\`);`)
    await db.run(sql`CREATE INDEX \`plans_active_idx\` ON \`plans\` (\`active\`);`)
    await db.run(sql`CREATE INDEX \`plans_updated_at_idx\` ON \`plans\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`plans_created_at_idx\` ON \`plans\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_subscriptions\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_subscriptions\`("id", "member_id", "member_email", "provider", "provider_id", "customer_id", "plan_id", "plan_code", "price_id", "status", "cancel_at_period_end", "current_period_start", "current_period_end", "trial_end", "started_at", "canceled_at", "ended_at", "withdrawn_at", "payment_failed_at", "latest_amount_cents", "interval", "synced_at", "updated_at", "created_at") SELECT "id", "member_id", "member_email", "provider", "provider_id", "customer_id", "plan_id", "plan_code", "price_id", "status", "cancel_at_period_end", "current_period_start", "current_period_end", "trial_end", "started_at", "canceled_at", "ended_at", "withdrawn_at", "payment_failed_at", "latest_amount_cents", "interval", "synced_at", "updated_at", "created_at" FROM \`subscriptions\`;`)
    await db.run(sql`DROP TABLE \`subscriptions\`;`)
    await db.run(sql`ALTER TABLE \`__new_subscriptions\` RENAME TO \`subscriptions\`;`)
    await db.run(sql`CREATE INDEX \`subscriptions_member_idx\` ON \`subscriptions\` (\`member_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`subscriptions_provider_id_idx\` ON \`subscriptions\` (\`provider_id\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_customer_id_idx\` ON \`subscriptions\` (\`customer_id\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_plan_idx\` ON \`subscriptions\` (\`plan_id\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_plan_code_idx\` ON \`subscriptions\` (\`plan_code\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_status_idx\` ON \`subscriptions\` (\`status\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_updated_at_idx\` ON \`subscriptions\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_created_at_idx\` ON \`subscriptions\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_billing_events\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_billing_events\`("id", "event_id", "type", "source", "outcome", "member_id", "member_email", "customer_id", "subscription_id", "detail", "updated_at", "created_at") SELECT "id", "event_id", "type", "source", "outcome", "member_id", "member_email", "customer_id", "subscription_id", "detail", "updated_at", "created_at" FROM \`billing_events\`;`)
    await db.run(sql`DROP TABLE \`billing_events\`;`)
    await db.run(sql`ALTER TABLE \`__new_billing_events\` RENAME TO \`billing_events\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`billing_events_event_id_idx\` ON \`billing_events\` (\`event_id\`);`)
    await db.run(sql`CREATE INDEX \`billing_events_member_idx\` ON \`billing_events\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`billing_events_customer_id_idx\` ON \`billing_events\` (\`customer_id\`);`)
    await db.run(sql`CREATE INDEX \`billing_events_subscription_id_idx\` ON \`billing_events\` (\`subscription_id\`);`)
    await db.run(sql`CREATE INDEX \`billing_events_updated_at_idx\` ON \`billing_events\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`billing_events_created_at_idx\` ON \`billing_events\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_categories\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`slug\` text NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_categories\`("id", "slug", "updated_at", "created_at") SELECT "id", "slug", "updated_at", "created_at" FROM \`categories\`;`)
    await db.run(sql`DROP TABLE \`categories\`;`)
    await db.run(sql`ALTER TABLE \`__new_categories\` RENAME TO \`categories\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_articles\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_articles\`("id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`articles\`;`)
    await db.run(sql`DROP TABLE \`articles\`;`)
    await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
    await db.run(sql`CREATE INDEX \`articles_featured_image_idx\` ON \`articles\` (\`featured_image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`articles_access_idx\` ON \`articles\` (\`access\`);`)
    await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__articles_v\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new__articles_v\`("id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_articles_v\`;`)
    await db.run(sql`DROP TABLE \`_articles_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__articles_v\` RENAME TO \`_articles_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_videos\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_videos\`("id", "featured_image_id", "video_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "featured_image_id", "video_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`videos\`;`)
    await db.run(sql`DROP TABLE \`videos\`;`)
    await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
    await db.run(sql`CREATE INDEX \`videos_featured_image_idx\` ON \`videos\` (\`featured_image_id\`);`)
    await db.run(sql`CREATE INDEX \`videos_video_idx\` ON \`videos\` (\`video_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`videos_slug_idx\` ON \`videos\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`videos_access_idx\` ON \`videos\` (\`access\`);`)
    await db.run(sql`CREATE INDEX \`videos_published_at_idx\` ON \`videos\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__videos_v_version_captions\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`language\` text,
    	\`file_id\` integer,
    	\`_uuid\` text,
    	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_videos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__videos_v_version_captions\`("_order", "_parent_id", "id", "language", "file_id", "_uuid") SELECT "_order", "_parent_id", "id", "language", "file_id", "_uuid" FROM \`_videos_v_version_captions\`;`)
    await db.run(sql`DROP TABLE \`_videos_v_version_captions\`;`)
    await db.run(sql`ALTER TABLE \`__new__videos_v_version_captions\` RENAME TO \`_videos_v_version_captions\`;`)
    await db.run(sql`CREATE INDEX \`_videos_v_version_captions_order_idx\` ON \`_videos_v_version_captions\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_videos_v_version_captions_parent_id_idx\` ON \`_videos_v_version_captions\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_videos_v_version_captions_file_idx\` ON \`_videos_v_version_captions\` (\`file_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__videos_v\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new__videos_v\`("id", "parent_id", "version_featured_image_id", "version_video_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_featured_image_id", "version_video_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_videos_v\`;`)
    await db.run(sql`DROP TABLE \`_videos_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__videos_v\` RENAME TO \`_videos_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_formations\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_formations\`("id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`formations\`;`)
    await db.run(sql`DROP TABLE \`formations\`;`)
    await db.run(sql`ALTER TABLE \`__new_formations\` RENAME TO \`formations\`;`)
    await db.run(sql`CREATE INDEX \`formations_featured_image_idx\` ON \`formations\` (\`featured_image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`formations_slug_idx\` ON \`formations\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`formations_access_idx\` ON \`formations\` (\`access\`);`)
    await db.run(sql`CREATE INDEX \`formations_published_at_idx\` ON \`formations\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`formations_updated_at_idx\` ON \`formations\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`formations_created_at_idx\` ON \`formations\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`formations__status_idx\` ON \`formations\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__formations_v_version_modules\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`minutes\` numeric,
    	\`media_id\` integer,
    	\`_uuid\` text,
    	FOREIGN KEY (\`media_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_formations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__formations_v_version_modules\`("_order", "_parent_id", "id", "minutes", "media_id", "_uuid") SELECT "_order", "_parent_id", "id", "minutes", "media_id", "_uuid" FROM \`_formations_v_version_modules\`;`)
    await db.run(sql`DROP TABLE \`_formations_v_version_modules\`;`)
    await db.run(sql`ALTER TABLE \`__new__formations_v_version_modules\` RENAME TO \`_formations_v_version_modules\`;`)
    await db.run(sql`CREATE INDEX \`_formations_v_version_modules_order_idx\` ON \`_formations_v_version_modules\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_formations_v_version_modules_parent_id_idx\` ON \`_formations_v_version_modules\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_formations_v_version_modules_media_idx\` ON \`_formations_v_version_modules\` (\`media_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__formations_v\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new__formations_v\`("id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_formations_v\`;`)
    await db.run(sql`DROP TABLE \`_formations_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__formations_v\` RENAME TO \`_formations_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_routines\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_routines\`("id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`routines\`;`)
    await db.run(sql`DROP TABLE \`routines\`;`)
    await db.run(sql`ALTER TABLE \`__new_routines\` RENAME TO \`routines\`;`)
    await db.run(sql`CREATE INDEX \`routines_featured_image_idx\` ON \`routines\` (\`featured_image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`routines_slug_idx\` ON \`routines\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`routines_access_idx\` ON \`routines\` (\`access\`);`)
    await db.run(sql`CREATE INDEX \`routines_published_at_idx\` ON \`routines\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`routines_updated_at_idx\` ON \`routines\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`routines_created_at_idx\` ON \`routines\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`routines__status_idx\` ON \`routines\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__routines_v\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new__routines_v\`("id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_routines_v\`;`)
    await db.run(sql`DROP TABLE \`_routines_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__routines_v\` RENAME TO \`_routines_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_discoveries\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_discoveries\`("id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`discoveries\`;`)
    await db.run(sql`DROP TABLE \`discoveries\`;`)
    await db.run(sql`ALTER TABLE \`__new_discoveries\` RENAME TO \`discoveries\`;`)
    await db.run(sql`CREATE INDEX \`discoveries_featured_image_idx\` ON \`discoveries\` (\`featured_image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`discoveries_slug_idx\` ON \`discoveries\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`discoveries_access_idx\` ON \`discoveries\` (\`access\`);`)
    await db.run(sql`CREATE INDEX \`discoveries_published_at_idx\` ON \`discoveries\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`discoveries_updated_at_idx\` ON \`discoveries\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`discoveries_created_at_idx\` ON \`discoveries\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`discoveries__status_idx\` ON \`discoveries\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__discoveries_v\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new__discoveries_v\`("id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_discoveries_v\`;`)
    await db.run(sql`DROP TABLE \`_discoveries_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__discoveries_v\` RENAME TO \`_discoveries_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_calendar_entries_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_calendar_entries_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`calendar_entries_months\`;`)
    await db.run(sql`DROP TABLE \`calendar_entries_months\`;`)
    await db.run(sql`ALTER TABLE \`__new_calendar_entries_months\` RENAME TO \`calendar_entries_months\`;`)
    await db.run(sql`CREATE INDEX \`calendar_entries_months_order_idx\` ON \`calendar_entries_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_months_parent_idx\` ON \`calendar_entries_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_calendar_entries_peak_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_calendar_entries_peak_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`calendar_entries_peak_months\`;`)
    await db.run(sql`DROP TABLE \`calendar_entries_peak_months\`;`)
    await db.run(sql`ALTER TABLE \`__new_calendar_entries_peak_months\` RENAME TO \`calendar_entries_peak_months\`;`)
    await db.run(sql`CREATE INDEX \`calendar_entries_peak_months_order_idx\` ON \`calendar_entries_peak_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_peak_months_parent_idx\` ON \`calendar_entries_peak_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_calendar_entries_places\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_calendar_entries_places\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`calendar_entries_places\`;`)
    await db.run(sql`DROP TABLE \`calendar_entries_places\`;`)
    await db.run(sql`ALTER TABLE \`__new_calendar_entries_places\` RENAME TO \`calendar_entries_places\`;`)
    await db.run(sql`CREATE INDEX \`calendar_entries_places_order_idx\` ON \`calendar_entries_places\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_places_parent_idx\` ON \`calendar_entries_places\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_calendar_entries\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_calendar_entries\`("id", "latin_name", "image_id", "slug", "kind", "category", "altitude_min", "altitude_max", "published_at", "updated_at", "created_at", "_status") SELECT "id", "latin_name", "image_id", "slug", "kind", "category", "altitude_min", "altitude_max", "published_at", "updated_at", "created_at", "_status" FROM \`calendar_entries\`;`)
    await db.run(sql`DROP TABLE \`calendar_entries\`;`)
    await db.run(sql`ALTER TABLE \`__new_calendar_entries\` RENAME TO \`calendar_entries\`;`)
    await db.run(sql`CREATE INDEX \`calendar_entries_image_idx\` ON \`calendar_entries\` (\`image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`calendar_entries_slug_idx\` ON \`calendar_entries\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_category_idx\` ON \`calendar_entries\` (\`category\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_published_at_idx\` ON \`calendar_entries\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_updated_at_idx\` ON \`calendar_entries\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_created_at_idx\` ON \`calendar_entries\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries__status_idx\` ON \`calendar_entries\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__calendar_entries_v_version_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`_calendar_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__calendar_entries_v_version_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`_calendar_entries_v_version_months\`;`)
    await db.run(sql`DROP TABLE \`_calendar_entries_v_version_months\`;`)
    await db.run(sql`ALTER TABLE \`__new__calendar_entries_v_version_months\` RENAME TO \`_calendar_entries_v_version_months\`;`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_months_order_idx\` ON \`_calendar_entries_v_version_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_months_parent_idx\` ON \`_calendar_entries_v_version_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__calendar_entries_v_version_peak_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`_calendar_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__calendar_entries_v_version_peak_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`_calendar_entries_v_version_peak_months\`;`)
    await db.run(sql`DROP TABLE \`_calendar_entries_v_version_peak_months\`;`)
    await db.run(sql`ALTER TABLE \`__new__calendar_entries_v_version_peak_months\` RENAME TO \`_calendar_entries_v_version_peak_months\`;`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_peak_months_order_idx\` ON \`_calendar_entries_v_version_peak_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_peak_months_parent_idx\` ON \`_calendar_entries_v_version_peak_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__calendar_entries_v_version_places\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`_calendar_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__calendar_entries_v_version_places\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`_calendar_entries_v_version_places\`;`)
    await db.run(sql`DROP TABLE \`_calendar_entries_v_version_places\`;`)
    await db.run(sql`ALTER TABLE \`__new__calendar_entries_v_version_places\` RENAME TO \`_calendar_entries_v_version_places\`;`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_places_order_idx\` ON \`_calendar_entries_v_version_places\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_places_parent_idx\` ON \`_calendar_entries_v_version_places\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__calendar_entries_v\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new__calendar_entries_v\`("id", "parent_id", "version_latin_name", "version_image_id", "version_slug", "version_kind", "version_category", "version_altitude_min", "version_altitude_max", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_latin_name", "version_image_id", "version_slug", "version_kind", "version_category", "version_altitude_min", "version_altitude_max", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_calendar_entries_v\`;`)
    await db.run(sql`DROP TABLE \`_calendar_entries_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__calendar_entries_v\` RENAME TO \`_calendar_entries_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_personality_tests\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`image_id\` integer,
    	\`slug\` text,
    	\`minutes\` numeric,
    	\`published_at\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`_status\` text DEFAULT 'draft',
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_personality_tests\`("id", "image_id", "slug", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "image_id", "slug", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`personality_tests\`;`)
    await db.run(sql`DROP TABLE \`personality_tests\`;`)
    await db.run(sql`ALTER TABLE \`__new_personality_tests\` RENAME TO \`personality_tests\`;`)
    await db.run(sql`CREATE INDEX \`personality_tests_image_idx\` ON \`personality_tests\` (\`image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`personality_tests_slug_idx\` ON \`personality_tests\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`personality_tests_published_at_idx\` ON \`personality_tests\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`personality_tests_updated_at_idx\` ON \`personality_tests\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`personality_tests_created_at_idx\` ON \`personality_tests\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`personality_tests__status_idx\` ON \`personality_tests\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__pt_answer_weights_v\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`profile\` text,
    	\`points\` numeric,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_personality_tests_v_version_questions_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__pt_answer_weights_v\`("_order", "_parent_id", "id", "profile", "points", "_uuid") SELECT "_order", "_parent_id", "id", "profile", "points", "_uuid" FROM \`_pt_answer_weights_v\`;`)
    await db.run(sql`DROP TABLE \`_pt_answer_weights_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__pt_answer_weights_v\` RENAME TO \`_pt_answer_weights_v\`;`)
    await db.run(sql`CREATE INDEX \`_pt_answer_weights_v_order_idx\` ON \`_pt_answer_weights_v\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pt_answer_weights_v_parent_id_idx\` ON \`_pt_answer_weights_v\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__personality_tests_v_version_questions_answers\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`key\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_personality_tests_v_version_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__personality_tests_v_version_questions_answers\`("_order", "_parent_id", "id", "key", "_uuid") SELECT "_order", "_parent_id", "id", "key", "_uuid" FROM \`_personality_tests_v_version_questions_answers\`;`)
    await db.run(sql`DROP TABLE \`_personality_tests_v_version_questions_answers\`;`)
    await db.run(sql`ALTER TABLE \`__new__personality_tests_v_version_questions_answers\` RENAME TO \`_personality_tests_v_version_questions_answers\`;`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_questions_answers_order_idx\` ON \`_personality_tests_v_version_questions_answers\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_questions_answers_parent_id_idx\` ON \`_personality_tests_v_version_questions_answers\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__personality_tests_v_version_questions\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`key\` text,
    	\`kind\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_personality_tests_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__personality_tests_v_version_questions\`("_order", "_parent_id", "id", "key", "kind", "_uuid") SELECT "_order", "_parent_id", "id", "key", "kind", "_uuid" FROM \`_personality_tests_v_version_questions\`;`)
    await db.run(sql`DROP TABLE \`_personality_tests_v_version_questions\`;`)
    await db.run(sql`ALTER TABLE \`__new__personality_tests_v_version_questions\` RENAME TO \`_personality_tests_v_version_questions\`;`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_questions_order_idx\` ON \`_personality_tests_v_version_questions\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_questions_parent_id_idx\` ON \`_personality_tests_v_version_questions\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__personality_tests_v_version_profiles_strengths\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_personality_tests_v_version_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__personality_tests_v_version_profiles_strengths\`("_order", "_parent_id", "id", "_uuid") SELECT "_order", "_parent_id", "id", "_uuid" FROM \`_personality_tests_v_version_profiles_strengths\`;`)
    await db.run(sql`DROP TABLE \`_personality_tests_v_version_profiles_strengths\`;`)
    await db.run(sql`ALTER TABLE \`__new__personality_tests_v_version_profiles_strengths\` RENAME TO \`_personality_tests_v_version_profiles_strengths\`;`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_profiles_strengths_order_idx\` ON \`_personality_tests_v_version_profiles_strengths\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_profiles_strengths_parent_id_idx\` ON \`_personality_tests_v_version_profiles_strengths\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__personality_tests_v_version_profiles\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`key\` text,
    	\`color\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_personality_tests_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__personality_tests_v_version_profiles\`("_order", "_parent_id", "id", "key", "color", "_uuid") SELECT "_order", "_parent_id", "id", "key", "color", "_uuid" FROM \`_personality_tests_v_version_profiles\`;`)
    await db.run(sql`DROP TABLE \`_personality_tests_v_version_profiles\`;`)
    await db.run(sql`ALTER TABLE \`__new__personality_tests_v_version_profiles\` RENAME TO \`_personality_tests_v_version_profiles\`;`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_profiles_order_idx\` ON \`_personality_tests_v_version_profiles\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_profiles_parent_id_idx\` ON \`_personality_tests_v_version_profiles\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__personality_tests_v\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`parent_id\` integer,
    	\`version_image_id\` integer,
    	\`version_slug\` text,
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
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`personality_tests\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new__personality_tests_v\`("id", "parent_id", "version_image_id", "version_slug", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_image_id", "version_slug", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_personality_tests_v\`;`)
    await db.run(sql`DROP TABLE \`_personality_tests_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__personality_tests_v\` RENAME TO \`_personality_tests_v\`;`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_parent_idx\` ON \`_personality_tests_v\` (\`parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version_image_idx\` ON \`_personality_tests_v\` (\`version_image_id\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version_slug_idx\` ON \`_personality_tests_v\` (\`version_slug\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version_published_at_idx\` ON \`_personality_tests_v\` (\`version_published_at\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version_updated_at_idx\` ON \`_personality_tests_v\` (\`version_updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version_created_at_idx\` ON \`_personality_tests_v\` (\`version_created_at\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version__status_idx\` ON \`_personality_tests_v\` (\`version__status\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_created_at_idx\` ON \`_personality_tests_v\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_updated_at_idx\` ON \`_personality_tests_v\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_snapshot_idx\` ON \`_personality_tests_v\` (\`snapshot\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_published_locale_idx\` ON \`_personality_tests_v\` (\`published_locale\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_latest_idx\` ON \`_personality_tests_v\` (\`latest\`);`)
    await db.run(sql`CREATE TABLE \`__new_daily_tips_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`daily_tips\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_daily_tips_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`daily_tips_months\`;`)
    await db.run(sql`DROP TABLE \`daily_tips_months\`;`)
    await db.run(sql`ALTER TABLE \`__new_daily_tips_months\` RENAME TO \`daily_tips_months\`;`)
    await db.run(sql`CREATE INDEX \`daily_tips_months_order_idx\` ON \`daily_tips_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`daily_tips_months_parent_idx\` ON \`daily_tips_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_daily_tips\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_daily_tips\`("id", "slug", "category", "minutes", "pinned_date", "published_at", "updated_at", "created_at", "_status") SELECT "id", "slug", "category", "minutes", "pinned_date", "published_at", "updated_at", "created_at", "_status" FROM \`daily_tips\`;`)
    await db.run(sql`DROP TABLE \`daily_tips\`;`)
    await db.run(sql`ALTER TABLE \`__new_daily_tips\` RENAME TO \`daily_tips\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`daily_tips_slug_idx\` ON \`daily_tips\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`daily_tips_published_at_idx\` ON \`daily_tips\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`daily_tips_updated_at_idx\` ON \`daily_tips\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`daily_tips_created_at_idx\` ON \`daily_tips\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`daily_tips__status_idx\` ON \`daily_tips\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__daily_tips_v_version_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`_daily_tips_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__daily_tips_v_version_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`_daily_tips_v_version_months\`;`)
    await db.run(sql`DROP TABLE \`_daily_tips_v_version_months\`;`)
    await db.run(sql`ALTER TABLE \`__new__daily_tips_v_version_months\` RENAME TO \`_daily_tips_v_version_months\`;`)
    await db.run(sql`CREATE INDEX \`_daily_tips_v_version_months_order_idx\` ON \`_daily_tips_v_version_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`_daily_tips_v_version_months_parent_idx\` ON \`_daily_tips_v_version_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__daily_tips_v\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new__daily_tips_v\`("id", "parent_id", "version_slug", "version_category", "version_minutes", "version_pinned_date", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_category", "version_minutes", "version_pinned_date", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_daily_tips_v\`;`)
    await db.run(sql`DROP TABLE \`_daily_tips_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__daily_tips_v\` RENAME TO \`_daily_tips_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_pages\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`slug\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`_status\` text DEFAULT 'draft'
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages\`("id", "slug", "updated_at", "created_at", "_status") SELECT "id", "slug", "updated_at", "created_at", "_status" FROM \`pages\`;`)
    await db.run(sql`DROP TABLE \`pages\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__pages_v\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`parent_id\` integer,
    	\`version_slug\` text,
    	\`version_updated_at\` text,
    	\`version_created_at\` text,
    	\`version__status\` text DEFAULT 'draft',
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`snapshot\` integer,
    	\`published_locale\` text,
    	\`latest\` integer,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
    await db.run(sql`DROP TABLE \`_pages_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
    await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
    await db.run(sql`CREATE TABLE \`__new_media\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`credit\` text,
    	\`prefix\` text DEFAULT 'media',
    	\`_objectkey\` text,
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
    	\`focal_y\` numeric,
    	\`sizes_thumbnail_url\` text,
    	\`sizes_thumbnail_width\` numeric,
    	\`sizes_thumbnail_height\` numeric,
    	\`sizes_thumbnail_mime_type\` text,
    	\`sizes_thumbnail_filesize\` numeric,
    	\`sizes_thumbnail_filename\` text,
    	\`sizes_card_url\` text,
    	\`sizes_card_width\` numeric,
    	\`sizes_card_height\` numeric,
    	\`sizes_card_mime_type\` text,
    	\`sizes_card_filesize\` numeric,
    	\`sizes_card_filename\` text,
    	\`sizes_hero_url\` text,
    	\`sizes_hero_width\` numeric,
    	\`sizes_hero_height\` numeric,
    	\`sizes_hero_mime_type\` text,
    	\`sizes_hero_filesize\` numeric,
    	\`sizes_hero_filename\` text
    );
    `)
    await db.run(sql`INSERT INTO \`__new_media\`("id", "credit", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_hero_url", "sizes_hero_width", "sizes_hero_height", "sizes_hero_mime_type", "sizes_hero_filesize", "sizes_hero_filename") SELECT "id", "credit", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_hero_url", "sizes_hero_width", "sizes_hero_height", "sizes_hero_mime_type", "sizes_hero_filesize", "sizes_hero_filename" FROM \`media\`;`)
    await db.run(sql`DROP TABLE \`media\`;`)
    await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
    await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
    await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
    await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
    await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
    await db.run(sql`CREATE TABLE \`__new_files\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`title\` text,
    	\`prefix\` text DEFAULT 'library',
    	\`_objectkey\` text,
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
    await db.run(sql`INSERT INTO \`__new_files\`("id", "title", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "title", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`files\`;`)
    await db.run(sql`DROP TABLE \`files\`;`)
    await db.run(sql`ALTER TABLE \`__new_files\` RENAME TO \`files\`;`)
    await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
    await db.run(sql`CREATE TABLE \`__new_site_audio\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`title\` text NOT NULL,
    	\`transcript\` text,
    	\`prefix\` text DEFAULT 'audio',
    	\`_objectkey\` text,
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
    await db.run(sql`INSERT INTO \`__new_site_audio\`("id", "title", "transcript", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "title", "transcript", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`site_audio\`;`)
    await db.run(sql`DROP TABLE \`site_audio\`;`)
    await db.run(sql`ALTER TABLE \`__new_site_audio\` RENAME TO \`site_audio\`;`)
    await db.run(sql`CREATE INDEX \`site_audio_updated_at_idx\` ON \`site_audio\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`site_audio_created_at_idx\` ON \`site_audio\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`site_audio_filename_idx\` ON \`site_audio\` (\`filename\`);`)
    await db.run(sql`CREATE TABLE \`__new_page_audio_config\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`page_path\` text NOT NULL,
    	\`audio_type\` text DEFAULT 'intro' NOT NULL,
    	\`is_active\` integer DEFAULT true,
    	\`volume\` numeric DEFAULT 0.8,
    	\`autoplay_delay\` numeric DEFAULT 1500,
    	\`control_position\` text DEFAULT 'bottom-left',
    	\`autoplay\` integer DEFAULT true,
    	\`show_controls\` integer DEFAULT true,
    	\`loop_audio\` integer DEFAULT false,
    	\`ambient_sound_type\` text DEFAULT 'forest',
    	\`ambient_volume\` numeric DEFAULT 50,
    	\`ambient_audio_id\` integer,
    	\`ambient_sound_url\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`ambient_audio_id\`) REFERENCES \`site_audio\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_page_audio_config\`("id", "page_path", "audio_type", "is_active", "volume", "autoplay_delay", "control_position", "autoplay", "show_controls", "loop_audio", "ambient_sound_type", "ambient_volume", "ambient_audio_id", "ambient_sound_url", "updated_at", "created_at") SELECT "id", "page_path", "audio_type", "is_active", "volume", "autoplay_delay", "control_position", "autoplay", "show_controls", "loop_audio", "ambient_sound_type", "ambient_volume", "ambient_audio_id", "ambient_sound_url", "updated_at", "created_at" FROM \`page_audio_config\`;`)
    await db.run(sql`DROP TABLE \`page_audio_config\`;`)
    await db.run(sql`ALTER TABLE \`__new_page_audio_config\` RENAME TO \`page_audio_config\`;`)
    await db.run(sql`CREATE INDEX \`page_audio_config_page_path_idx\` ON \`page_audio_config\` (\`page_path\`);`)
    await db.run(sql`CREATE INDEX \`page_audio_config_ambient_audio_idx\` ON \`page_audio_config\` (\`ambient_audio_id\`);`)
    await db.run(sql`CREATE INDEX \`page_audio_config_updated_at_idx\` ON \`page_audio_config\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`page_audio_config_created_at_idx\` ON \`page_audio_config\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_translation_cache\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`key\` text NOT NULL,
    	\`source_language\` text DEFAULT 'fr' NOT NULL,
    	\`target_language\` text NOT NULL,
    	\`source\` text NOT NULL,
    	\`translation\` text NOT NULL,
    	\`provider\` text NOT NULL,
    	\`characters\` numeric,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_translation_cache\`("id", "key", "source_language", "target_language", "source", "translation", "provider", "characters", "updated_at", "created_at") SELECT "id", "key", "source_language", "target_language", "source", "translation", "provider", "characters", "updated_at", "created_at" FROM \`translation_cache\`;`)
    await db.run(sql`DROP TABLE \`translation_cache\`;`)
    await db.run(sql`ALTER TABLE \`__new_translation_cache\` RENAME TO \`translation_cache\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`translation_cache_key_idx\` ON \`translation_cache\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`translation_cache_updated_at_idx\` ON \`translation_cache\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`translation_cache_created_at_idx\` ON \`translation_cache\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_translation_glossary\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`source\` text NOT NULL,
    	\`en\` text,
    	\`es\` text,
    	\`de\` text,
    	\`nl\` text,
    	\`note\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_translation_glossary\`("id", "source", "en", "es", "de", "nl", "note", "updated_at", "created_at") SELECT "id", "source", "en", "es", "de", "nl", "note", "updated_at", "created_at" FROM \`translation_glossary\`;`)
    await db.run(sql`DROP TABLE \`translation_glossary\`;`)
    await db.run(sql`ALTER TABLE \`__new_translation_glossary\` RENAME TO \`translation_glossary\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`translation_glossary_source_idx\` ON \`translation_glossary\` (\`source\`);`)
    await db.run(sql`CREATE INDEX \`translation_glossary_updated_at_idx\` ON \`translation_glossary\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`translation_glossary_created_at_idx\` ON \`translation_glossary\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_translations\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`collection\` text NOT NULL,
    	\`document_id\` text NOT NULL,
    	\`document_title\` text,
    	\`field\` text NOT NULL,
    	\`locale\` text NOT NULL,
    	\`status\` text NOT NULL,
    	\`priority\` numeric DEFAULT 5,
    	\`source_hash\` text,
    	\`target_hash\` text,
    	\`attempts\` numeric DEFAULT 0,
    	\`last_error\` text,
    	\`translated_at\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_translations\`("id", "collection", "document_id", "document_title", "field", "locale", "status", "priority", "source_hash", "target_hash", "attempts", "last_error", "translated_at", "updated_at", "created_at") SELECT "id", "collection", "document_id", "document_title", "field", "locale", "status", "priority", "source_hash", "target_hash", "attempts", "last_error", "translated_at", "updated_at", "created_at" FROM \`translations\`;`)
    await db.run(sql`DROP TABLE \`translations\`;`)
    await db.run(sql`ALTER TABLE \`__new_translations\` RENAME TO \`translations\`;`)
    await db.run(sql`CREATE INDEX \`translations_collection_idx\` ON \`translations\` (\`collection\`);`)
    await db.run(sql`CREATE INDEX \`translations_status_idx\` ON \`translations\` (\`status\`);`)
    await db.run(sql`CREATE INDEX \`translations_updated_at_idx\` ON \`translations\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`translations_created_at_idx\` ON \`translations\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`collection_documentId_field_locale_idx\` ON \`translations\` (\`collection\`,\`document_id\`,\`field\`,\`locale\`);`)
    await db.run(sql`CREATE TABLE \`__new_formation_progress\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_formation_progress\`("id", "member_id", "formation_id", "completed_modules", "last_module", "updated_at", "created_at") SELECT "id", "member_id", "formation_id", "completed_modules", "last_module", "updated_at", "created_at" FROM \`formation_progress\`;`)
    await db.run(sql`DROP TABLE \`formation_progress\`;`)
    await db.run(sql`ALTER TABLE \`__new_formation_progress\` RENAME TO \`formation_progress\`;`)
    await db.run(sql`CREATE INDEX \`formation_progress_member_idx\` ON \`formation_progress\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`formation_progress_formation_idx\` ON \`formation_progress\` (\`formation_id\`);`)
    await db.run(sql`CREATE INDEX \`formation_progress_updated_at_idx\` ON \`formation_progress\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`formation_progress_created_at_idx\` ON \`formation_progress\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`member_formation_idx\` ON \`formation_progress\` (\`member_id\`,\`formation_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_test_results\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`member_id\` integer,
    	\`staff_user_id\` integer,
    	\`test_id\` integer NOT NULL,
    	\`test_slug\` text NOT NULL,
    	\`status\` text DEFAULT 'in-progress' NOT NULL,
    	\`answers\` text DEFAULT '{}' NOT NULL,
    	\`profile\` text,
    	\`scores\` text,
    	\`completed_at\` text,
    	\`share_token\` text,
    	\`shared_at\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`staff_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`test_id\`) REFERENCES \`personality_tests\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_test_results\`("id", "member_id", "staff_user_id", "test_id", "test_slug", "status", "answers", "profile", "scores", "completed_at", "share_token", "shared_at", "updated_at", "created_at") SELECT "id", "member_id", "staff_user_id", "test_id", "test_slug", "status", "answers", "profile", "scores", "completed_at", "share_token", "shared_at", "updated_at", "created_at" FROM \`test_results\`;`)
    await db.run(sql`DROP TABLE \`test_results\`;`)
    await db.run(sql`ALTER TABLE \`__new_test_results\` RENAME TO \`test_results\`;`)
    await db.run(sql`CREATE INDEX \`test_results_member_idx\` ON \`test_results\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`test_results_staff_user_idx\` ON \`test_results\` (\`staff_user_id\`);`)
    await db.run(sql`CREATE INDEX \`test_results_test_idx\` ON \`test_results\` (\`test_id\`);`)
    await db.run(sql`CREATE INDEX \`test_results_completed_at_idx\` ON \`test_results\` (\`completed_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`test_results_share_token_idx\` ON \`test_results\` (\`share_token\`);`)
    await db.run(sql`CREATE INDEX \`test_results_updated_at_idx\` ON \`test_results\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`test_results_created_at_idx\` ON \`test_results\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`member_testSlug_status_idx\` ON \`test_results\` (\`member_id\`,\`test_slug\`,\`status\`);`)
    await db.run(sql`CREATE TABLE \`__new_tip_marks\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`member_id\` integer NOT NULL,
    	\`kind\` text NOT NULL,
    	\`tip_slug\` text NOT NULL,
    	\`day\` text,
    	\`key\` text NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_tip_marks\`("id", "member_id", "kind", "tip_slug", "day", "key", "updated_at", "created_at") SELECT "id", "member_id", "kind", "tip_slug", "day", "key", "updated_at", "created_at" FROM \`tip_marks\`;`)
    await db.run(sql`DROP TABLE \`tip_marks\`;`)
    await db.run(sql`ALTER TABLE \`__new_tip_marks\` RENAME TO \`tip_marks\`;`)
    await db.run(sql`CREATE INDEX \`tip_marks_member_idx\` ON \`tip_marks\` (\`member_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`tip_marks_key_idx\` ON \`tip_marks\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`tip_marks_updated_at_idx\` ON \`tip_marks\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`tip_marks_created_at_idx\` ON \`tip_marks\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_tip_email_sends\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`member_id\` integer NOT NULL,
    	\`day\` text NOT NULL,
    	\`tip_slug\` text,
    	\`key\` text NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_tip_email_sends\`("id", "member_id", "day", "tip_slug", "key", "updated_at", "created_at") SELECT "id", "member_id", "day", "tip_slug", "key", "updated_at", "created_at" FROM \`tip_email_sends\`;`)
    await db.run(sql`DROP TABLE \`tip_email_sends\`;`)
    await db.run(sql`ALTER TABLE \`__new_tip_email_sends\` RENAME TO \`tip_email_sends\`;`)
    await db.run(sql`CREATE INDEX \`tip_email_sends_member_idx\` ON \`tip_email_sends\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`tip_email_sends_day_idx\` ON \`tip_email_sends\` (\`day\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`tip_email_sends_key_idx\` ON \`tip_email_sends\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`tip_email_sends_updated_at_idx\` ON \`tip_email_sends\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`tip_email_sends_created_at_idx\` ON \`tip_email_sends\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_scheduled_runs\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`key\` text NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_scheduled_runs\`("id", "key", "updated_at", "created_at") SELECT "id", "key", "updated_at", "created_at" FROM \`scheduled_runs\`;`)
    await db.run(sql`DROP TABLE \`scheduled_runs\`;`)
    await db.run(sql`ALTER TABLE \`__new_scheduled_runs\` RENAME TO \`scheduled_runs\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`scheduled_runs_key_idx\` ON \`scheduled_runs\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`scheduled_runs_updated_at_idx\` ON \`scheduled_runs\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`scheduled_runs_created_at_idx\` ON \`scheduled_runs\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_contact_messages\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`status\` text DEFAULT 'unread' NOT NULL,
    	\`name\` text NOT NULL,
    	\`email\` text NOT NULL,
    	\`subject\` text DEFAULT 'Contact depuis le site' NOT NULL,
    	\`message\` text NOT NULL,
    	\`locale\` text DEFAULT 'fr' NOT NULL,
    	\`user_agent\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_contact_messages\`("id", "status", "name", "email", "subject", "message", "locale", "user_agent", "updated_at", "created_at") SELECT "id", "status", "name", "email", "subject", "message", "locale", "user_agent", "updated_at", "created_at" FROM \`contact_messages\`;`)
    await db.run(sql`DROP TABLE \`contact_messages\`;`)
    await db.run(sql`ALTER TABLE \`__new_contact_messages\` RENAME TO \`contact_messages\`;`)
    await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
    await db.run(sql`CREATE INDEX \`contact_messages_email_idx\` ON \`contact_messages\` (\`email\`);`)
    await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_user_feedback\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`rating\` numeric NOT NULL,
    	\`message\` text DEFAULT '',
    	\`page_url\` text NOT NULL,
    	\`member_id\` integer,
    	\`user_email\` text,
    	\`locale\` text DEFAULT 'fr' NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_user_feedback\`("id", "rating", "message", "page_url", "member_id", "user_email", "locale", "updated_at", "created_at") SELECT "id", "rating", "message", "page_url", "member_id", "user_email", "locale", "updated_at", "created_at" FROM \`user_feedback\`;`)
    await db.run(sql`DROP TABLE \`user_feedback\`;`)
    await db.run(sql`ALTER TABLE \`__new_user_feedback\` RENAME TO \`user_feedback\`;`)
    await db.run(sql`CREATE INDEX \`user_feedback_rating_idx\` ON \`user_feedback\` (\`rating\`);`)
    await db.run(sql`CREATE INDEX \`user_feedback_page_url_idx\` ON \`user_feedback\` (\`page_url\`);`)
    await db.run(sql`CREATE INDEX \`user_feedback_member_idx\` ON \`user_feedback\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`user_feedback_updated_at_idx\` ON \`user_feedback\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`user_feedback_created_at_idx\` ON \`user_feedback\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_security_events\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`type\` text NOT NULL,
    	\`severity\` text DEFAULT 'info' NOT NULL,
    	\`user_id\` text,
    	\`account_type\` text,
    	\`email\` text,
    	\`ip\` text,
    	\`details\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_security_events\`("id", "type", "severity", "user_id", "account_type", "email", "ip", "details", "updated_at", "created_at") SELECT "id", "type", "severity", "user_id", "account_type", "email", "ip", "details", "updated_at", "created_at" FROM \`security_events\`;`)
    await db.run(sql`DROP TABLE \`security_events\`;`)
    await db.run(sql`ALTER TABLE \`__new_security_events\` RENAME TO \`security_events\`;`)
    await db.run(sql`CREATE INDEX \`security_events_type_idx\` ON \`security_events\` (\`type\`);`)
    await db.run(sql`CREATE INDEX \`security_events_user_id_idx\` ON \`security_events\` (\`user_id\`);`)
    await db.run(sql`CREATE INDEX \`security_events_email_idx\` ON \`security_events\` (\`email\`);`)
    await db.run(sql`CREATE INDEX \`security_events_updated_at_idx\` ON \`security_events\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`security_events_created_at_idx\` ON \`security_events\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_consent_records\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_consent_records\`("id", "consent_id", "member_id", "action", "essential", "analytical", "functional", "marketing", "version", "user_agent", "updated_at", "created_at") SELECT "id", "consent_id", "member_id", "action", "essential", "analytical", "functional", "marketing", "version", "user_agent", "updated_at", "created_at" FROM \`consent_records\`;`)
    await db.run(sql`DROP TABLE \`consent_records\`;`)
    await db.run(sql`ALTER TABLE \`__new_consent_records\` RENAME TO \`consent_records\`;`)
    await db.run(sql`CREATE INDEX \`consent_records_consent_id_idx\` ON \`consent_records\` (\`consent_id\`);`)
    await db.run(sql`CREATE INDEX \`consent_records_member_idx\` ON \`consent_records\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`consent_records_action_idx\` ON \`consent_records\` (\`action\`);`)
    await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_fingerprints\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
    await db.run(sql`INSERT INTO \`__new_fingerprints\`("id", "blocked", "blocked_reason", "hash", "risk_score", "is_bot", "is_v_p_n", "anomalies", "client_risk_score", "ip", "member_id", "last_seen", "seen_count", "session_id", "user_agent", "platform", "language", "timezone", "screen_width", "screen_height", "color_depth", "pixel_ratio", "cpu_cores", "memory", "touch_points", "webgl_vendor", "webgl_renderer", "canvas_hash", "audio_hash", "do_not_track", "webdriver", "fonts", "plugins", "features", "geolocation", "updated_at", "created_at") SELECT "id", "blocked", "blocked_reason", "hash", "risk_score", "is_bot", "is_v_p_n", "anomalies", "client_risk_score", "ip", "member_id", "last_seen", "seen_count", "session_id", "user_agent", "platform", "language", "timezone", "screen_width", "screen_height", "color_depth", "pixel_ratio", "cpu_cores", "memory", "touch_points", "webgl_vendor", "webgl_renderer", "canvas_hash", "audio_hash", "do_not_track", "webdriver", "fonts", "plugins", "features", "geolocation", "updated_at", "created_at" FROM \`fingerprints\`;`)
    await db.run(sql`DROP TABLE \`fingerprints\`;`)
    await db.run(sql`ALTER TABLE \`__new_fingerprints\` RENAME TO \`fingerprints\`;`)
    await db.run(sql`CREATE INDEX \`fingerprints_blocked_idx\` ON \`fingerprints\` (\`blocked\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`fingerprints_hash_idx\` ON \`fingerprints\` (\`hash\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_risk_score_idx\` ON \`fingerprints\` (\`risk_score\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_is_bot_idx\` ON \`fingerprints\` (\`is_bot\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_ip_idx\` ON \`fingerprints\` (\`ip\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_member_idx\` ON \`fingerprints\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_last_seen_idx\` ON \`fingerprints\` (\`last_seen\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_updated_at_idx\` ON \`fingerprints\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_created_at_idx\` ON \`fingerprints\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_blocked_addresses\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`address\` text NOT NULL,
    	\`reason\` text,
    	\`created_by_id\` integer,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_blocked_addresses\`("id", "address", "reason", "created_by_id", "updated_at", "created_at") SELECT "id", "address", "reason", "created_by_id", "updated_at", "created_at" FROM \`blocked_addresses\`;`)
    await db.run(sql`DROP TABLE \`blocked_addresses\`;`)
    await db.run(sql`ALTER TABLE \`__new_blocked_addresses\` RENAME TO \`blocked_addresses\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`blocked_addresses_address_idx\` ON \`blocked_addresses\` (\`address\`);`)
    await db.run(sql`CREATE INDEX \`blocked_addresses_created_by_idx\` ON \`blocked_addresses\` (\`created_by_id\`);`)
    await db.run(sql`CREATE INDEX \`blocked_addresses_updated_at_idx\` ON \`blocked_addresses\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`blocked_addresses_created_at_idx\` ON \`blocked_addresses\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_email_outbox\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`to\` text NOT NULL,
    	\`from\` text,
    	\`subject\` text NOT NULL,
    	\`text\` text,
    	\`html\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_email_outbox\`("id", "to", "from", "subject", "text", "html", "updated_at", "created_at") SELECT "id", "to", "from", "subject", "text", "html", "updated_at", "created_at" FROM \`email_outbox\`;`)
    await db.run(sql`DROP TABLE \`email_outbox\`;`)
    await db.run(sql`ALTER TABLE \`__new_email_outbox\` RENAME TO \`email_outbox\`;`)
    await db.run(sql`CREATE INDEX \`email_outbox_to_idx\` ON \`email_outbox\` (\`to\`);`)
    await db.run(sql`CREATE INDEX \`email_outbox_updated_at_idx\` ON \`email_outbox\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`email_outbox_created_at_idx\` ON \`email_outbox\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_seed_runs\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`key\` text NOT NULL,
    	\`applied_at\` text NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_seed_runs\`("id", "key", "applied_at", "updated_at", "created_at") SELECT "id", "key", "applied_at", "updated_at", "created_at" FROM \`seed_runs\`;`)
    await db.run(sql`DROP TABLE \`seed_runs\`;`)
    await db.run(sql`ALTER TABLE \`__new_seed_runs\` RENAME TO \`seed_runs\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`seed_runs_key_idx\` ON \`seed_runs\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`seed_runs_updated_at_idx\` ON \`seed_runs\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`seed_runs_created_at_idx\` ON \`seed_runs\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_payload_kv\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`key\` text NOT NULL,
    	\`data\` text NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_payload_kv\`("id", "key", "data") SELECT "id", "key", "data" FROM \`payload_kv\`;`)
    await db.run(sql`DROP TABLE \`payload_kv\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_kv\` RENAME TO \`payload_kv\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
    await db.run(sql`CREATE TABLE \`__new_payload_jobs\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`input\` text,
    	\`completed_at\` text,
    	\`total_tried\` numeric DEFAULT 0,
    	\`has_error\` integer DEFAULT false,
    	\`error\` text,
    	\`task_slug\` text,
    	\`queue\` text DEFAULT 'default',
    	\`wait_until\` text,
    	\`processing\` integer DEFAULT false,
    	\`priority\` numeric DEFAULT 5,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_payload_jobs\`("id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "priority", "updated_at", "created_at") SELECT "id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "priority", "updated_at", "created_at" FROM \`payload_jobs\`;`)
    await db.run(sql`DROP TABLE \`payload_jobs\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_jobs\` RENAME TO \`payload_jobs\`;`)
    await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_priority_idx\` ON \`payload_jobs\` (\`priority\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_payload_locked_documents\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`global_slug\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_payload_locked_documents\`("id", "global_slug", "updated_at", "created_at") SELECT "id", "global_slug", "updated_at", "created_at" FROM \`payload_locked_documents\`;`)
    await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_locked_documents\` RENAME TO \`payload_locked_documents\`;`)
    await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
    await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_payload_preferences\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`key\` text,
    	\`value\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_payload_preferences\`("id", "key", "value", "updated_at", "created_at") SELECT "id", "key", "value", "updated_at", "created_at" FROM \`payload_preferences\`;`)
    await db.run(sql`DROP TABLE \`payload_preferences\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_preferences\` RENAME TO \`payload_preferences\`;`)
    await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_payload_migrations\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`name\` text,
    	\`batch\` numeric,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_payload_migrations\`("id", "name", "batch", "updated_at", "created_at") SELECT "id", "name", "batch", "updated_at", "created_at" FROM \`payload_migrations\`;`)
    await db.run(sql`DROP TABLE \`payload_migrations\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_migrations\` RENAME TO \`payload_migrations\`;`)
    await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_site_settings\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`brand_name\` text DEFAULT 'Sylva Cévennes' NOT NULL,
    	\`contact_email\` text DEFAULT 'bonjour@sylva-cevennes.fr' NOT NULL,
    	\`business_legal_name\` text,
    	\`business_legal_form\` text,
    	\`business_share_capital\` text,
    	\`business_siret\` text,
    	\`business_registration\` text,
    	\`business_vat_number\` text,
    	\`business_street\` text,
    	\`business_postal_code\` text,
    	\`business_city\` text,
    	\`business_country\` text DEFAULT 'France',
    	\`business_phone\` text,
    	\`business_publication_director\` text,
    	\`host_name\` text,
    	\`host_address\` text,
    	\`host_phone\` text,
    	\`mediator_name\` text,
    	\`mediator_website\` text,
    	\`mediator_address\` text,
    	\`region_name\` text DEFAULT 'Lozère / Cévennes' NOT NULL,
    	\`region_department\` text DEFAULT 'Lozère',
    	\`region_latitude\` numeric DEFAULT 44.3245,
    	\`region_longitude\` numeric DEFAULT 3.5927,
    	\`region_service_radius_km\` numeric DEFAULT 50,
    	\`landing_previews_video_id\` integer,
    	\`landing_previews_article_id\` integer,
    	\`landing_previews_tip_id\` integer,
    	\`landing_previews_formation_id\` integer,
    	\`updated_at\` text,
    	\`created_at\` text,
    	FOREIGN KEY (\`landing_previews_video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`landing_previews_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`landing_previews_tip_id\`) REFERENCES \`daily_tips\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`landing_previews_formation_id\`) REFERENCES \`formations\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "brand_name", "contact_email", "business_legal_name", "business_legal_form", "business_share_capital", "business_siret", "business_registration", "business_vat_number", "business_street", "business_postal_code", "business_city", "business_country", "business_phone", "business_publication_director", "host_name", "host_address", "host_phone", "mediator_name", "mediator_website", "mediator_address", "region_name", "region_department", "region_latitude", "region_longitude", "region_service_radius_km", "landing_previews_video_id", "landing_previews_article_id", "landing_previews_tip_id", "landing_previews_formation_id", "updated_at", "created_at") SELECT "id", "brand_name", "contact_email", "business_legal_name", "business_legal_form", "business_share_capital", "business_siret", "business_registration", "business_vat_number", "business_street", "business_postal_code", "business_city", "business_country", "business_phone", "business_publication_director", "host_name", "host_address", "host_phone", "mediator_name", "mediator_website", "mediator_address", "region_name", "region_department", "region_latitude", "region_longitude", "region_service_radius_km", "landing_previews_video_id", "landing_previews_article_id", "landing_previews_tip_id", "landing_previews_formation_id", "updated_at", "created_at" FROM \`site_settings\`;`)
    await db.run(sql`DROP TABLE \`site_settings\`;`)
    await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
    await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_video_idx\` ON \`site_settings\` (\`landing_previews_video_id\`);`)
    await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_article_idx\` ON \`site_settings\` (\`landing_previews_article_id\`);`)
    await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_tip_idx\` ON \`site_settings\` (\`landing_previews_tip_id\`);`)
    await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_formatio_idx\` ON \`site_settings\` (\`landing_previews_formation_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_feedback_config\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`is_globally_enabled\` integer DEFAULT true,
    	\`position\` text DEFAULT 'bottom-right' NOT NULL,
    	\`updated_at\` text,
    	\`created_at\` text
    );
    `)
    await db.run(sql`INSERT INTO \`__new_feedback_config\`("id", "is_globally_enabled", "position", "updated_at", "created_at") SELECT "id", "is_globally_enabled", "position", "updated_at", "created_at" FROM \`feedback_config\`;`)
    await db.run(sql`DROP TABLE \`feedback_config\`;`)
    await db.run(sql`ALTER TABLE \`__new_feedback_config\` RENAME TO \`feedback_config\`;`)
    await db.run(sql`CREATE TABLE \`__new_theme_defaults\` (
    	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    	\`color_scheme\` text DEFAULT 'light' NOT NULL,
    	\`primary_color\` text DEFAULT '#22c55e' NOT NULL,
    	\`secondary_color\` text DEFAULT '#16a34a' NOT NULL,
    	\`accent_color\` text DEFAULT '#84cc16' NOT NULL,
    	\`font_size\` numeric DEFAULT 16 NOT NULL,
    	\`border_radius\` numeric DEFAULT 8 NOT NULL,
    	\`animations\` integer DEFAULT true,
    	\`font_family\` text DEFAULT 'inter' NOT NULL,
    	\`background_pattern\` text DEFAULT 'none' NOT NULL,
    	\`particle_effects\` integer DEFAULT false,
    	\`particle_type\` text DEFAULT 'forest' NOT NULL,
    	\`particle_count\` numeric DEFAULT 25 NOT NULL,
    	\`custom_cursor\` integer DEFAULT false,
    	\`cursor_type\` text DEFAULT 'leaf' NOT NULL,
    	\`ambient_sounds\` integer DEFAULT false,
    	\`ambient_sound_type\` text DEFAULT 'forest' NOT NULL,
    	\`ambient_volume\` numeric DEFAULT 50 NOT NULL,
    	\`ambient_audio_id\` integer,
    	\`custom_audio_url\` text,
    	\`sound_effects\` integer DEFAULT false,
    	\`updated_at\` text,
    	\`created_at\` text,
    	FOREIGN KEY (\`ambient_audio_id\`) REFERENCES \`site_audio\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_theme_defaults\`("id", "color_scheme", "primary_color", "secondary_color", "accent_color", "font_size", "border_radius", "animations", "font_family", "background_pattern", "particle_effects", "particle_type", "particle_count", "custom_cursor", "cursor_type", "ambient_sounds", "ambient_sound_type", "ambient_volume", "ambient_audio_id", "custom_audio_url", "sound_effects", "updated_at", "created_at") SELECT "id", "color_scheme", "primary_color", "secondary_color", "accent_color", "font_size", "border_radius", "animations", "font_family", "background_pattern", "particle_effects", "particle_type", "particle_count", "custom_cursor", "cursor_type", "ambient_sounds", "ambient_sound_type", "ambient_volume", "ambient_audio_id", "custom_audio_url", "sound_effects", "updated_at", "created_at" FROM \`theme_defaults\`;`)
    await db.run(sql`DROP TABLE \`theme_defaults\`;`)
    await db.run(sql`ALTER TABLE \`__new_theme_defaults\` RENAME TO \`theme_defaults\`;`)
    await db.run(sql`CREATE INDEX \`theme_defaults_ambient_audio_idx\` ON \`theme_defaults\` (\`ambient_audio_id\`);`)
  })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await withoutForeignKeys(db, async () => {
    await db.run(sql`CREATE TABLE \`__new_users\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`name\` text,
    	\`pending_email\` text,
    	\`pending_email_token\` text,
    	\`pending_email_expires_at\` text,
    	\`role\` text DEFAULT 'editor' NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`email\` text NOT NULL,
    	\`reset_password_token\` text,
    	\`reset_password_expiration\` text,
    	\`salt\` text,
    	\`hash\` text,
    	\`reset_password_requested_at\` text
    );
    `)
    await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "pending_email", "pending_email_token", "pending_email_expires_at", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "pending_email", "pending_email_token", "pending_email_expires_at", "role", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
    await db.run(sql`DROP TABLE \`users\`;`)
    await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
    await db.run(sql`CREATE INDEX \`users_pending_email_token_idx\` ON \`users\` (\`pending_email_token\`);`)
    await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
    await db.run(sql`CREATE TABLE \`__new_members\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`display_name\` text,
    	\`pending_email\` text,
    	\`pending_email_token\` text,
    	\`pending_email_expires_at\` text,
    	\`is_active\` integer DEFAULT true,
    	\`subscription_status\` text DEFAULT 'free' NOT NULL,
    	\`subscription_tier\` text,
    	\`subscription_end\` text,
    	\`subscription_checked_at\` text,
    	\`subscription_needs_refresh\` integer DEFAULT false,
    	\`stripe_customer_id\` text,
    	\`preferences_language\` text DEFAULT 'fr',
    	\`calendar_feed_token\` text,
    	\`tip_emails\` integer DEFAULT false,
    	\`personalisation\` text,
    	\`tip_email_token\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`email\` text NOT NULL,
    	\`reset_password_token\` text,
    	\`reset_password_expiration\` text,
    	\`salt\` text,
    	\`hash\` text,
    	\`reset_password_requested_at\` text,
    	\`_verified\` integer,
    	\`_verificationtoken\` text
    );
    `)
    await db.run(sql`INSERT INTO \`__new_members\`("id", "display_name", "pending_email", "pending_email_token", "pending_email_expires_at", "is_active", "subscription_status", "subscription_tier", "subscription_end", "subscription_checked_at", "subscription_needs_refresh", "stripe_customer_id", "preferences_language", "calendar_feed_token", "tip_emails", "personalisation", "tip_email_token", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "_verified", "_verificationtoken") SELECT "id", "display_name", "pending_email", "pending_email_token", "pending_email_expires_at", "is_active", "subscription_status", "subscription_tier", "subscription_end", "subscription_checked_at", "subscription_needs_refresh", "stripe_customer_id", "preferences_language", "calendar_feed_token", "tip_emails", "personalisation", "tip_email_token", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "_verified", "_verificationtoken" FROM \`members\`;`)
    await db.run(sql`DROP TABLE \`members\`;`)
    await db.run(sql`ALTER TABLE \`__new_members\` RENAME TO \`members\`;`)
    await db.run(sql`CREATE INDEX \`members_pending_email_token_idx\` ON \`members\` (\`pending_email_token\`);`)
    await db.run(sql`CREATE INDEX \`members_subscription_status_idx\` ON \`members\` (\`subscription_status\`);`)
    await db.run(sql`CREATE INDEX \`members_stripe_customer_id_idx\` ON \`members\` (\`stripe_customer_id\`);`)
    await db.run(sql`CREATE INDEX \`members_calendar_feed_token_idx\` ON \`members\` (\`calendar_feed_token\`);`)
    await db.run(sql`CREATE INDEX \`members_tip_email_token_idx\` ON \`members\` (\`tip_email_token\`);`)
    await db.run(sql`CREATE INDEX \`members_updated_at_idx\` ON \`members\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`members_created_at_idx\` ON \`members\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`members_email_idx\` ON \`members\` (\`email\`);`)
    await db.run(sql`CREATE TABLE \`__new_plans\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`code\` text NOT NULL,
    	\`price_cents\` numeric NOT NULL,
    	\`currency\` text DEFAULT 'EUR' NOT NULL,
    	\`interval\` text,
    	\`active\` integer DEFAULT true,
    	\`sort_order\` numeric DEFAULT 0,
    	\`stripe_price_id\` text,
    	\`stripe_product_id\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_plans\`("id", "code", "price_cents", "currency", "interval", "active", "sort_order", "stripe_price_id", "stripe_product_id", "updated_at", "created_at") SELECT "id", "code", "price_cents", "currency", "interval", "active", "sort_order", "stripe_price_id", "stripe_product_id", "updated_at", "created_at" FROM \`plans\`;`)
    await db.run(sql`DROP TABLE \`plans\`;`)
    await db.run(sql`ALTER TABLE \`__new_plans\` RENAME TO \`plans\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`plans_code_idx\` ON \`plans\` (\`code\`);`)
    await db.run(sql`CREATE INDEX \`plans_active_idx\` ON \`plans\` (\`active\`);`)
    await db.run(sql`CREATE INDEX \`plans_updated_at_idx\` ON \`plans\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`plans_created_at_idx\` ON \`plans\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_subscriptions\` (
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
    await db.run(sql`INSERT INTO \`__new_subscriptions\`("id", "member_id", "member_email", "provider", "provider_id", "customer_id", "plan_id", "plan_code", "price_id", "status", "cancel_at_period_end", "current_period_start", "current_period_end", "trial_end", "started_at", "canceled_at", "ended_at", "withdrawn_at", "payment_failed_at", "latest_amount_cents", "interval", "synced_at", "updated_at", "created_at") SELECT "id", "member_id", "member_email", "provider", "provider_id", "customer_id", "plan_id", "plan_code", "price_id", "status", "cancel_at_period_end", "current_period_start", "current_period_end", "trial_end", "started_at", "canceled_at", "ended_at", "withdrawn_at", "payment_failed_at", "latest_amount_cents", "interval", "synced_at", "updated_at", "created_at" FROM \`subscriptions\`;`)
    await db.run(sql`DROP TABLE \`subscriptions\`;`)
    await db.run(sql`ALTER TABLE \`__new_subscriptions\` RENAME TO \`subscriptions\`;`)
    await db.run(sql`CREATE INDEX \`subscriptions_member_idx\` ON \`subscriptions\` (\`member_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`subscriptions_provider_id_idx\` ON \`subscriptions\` (\`provider_id\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_customer_id_idx\` ON \`subscriptions\` (\`customer_id\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_plan_idx\` ON \`subscriptions\` (\`plan_id\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_plan_code_idx\` ON \`subscriptions\` (\`plan_code\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_status_idx\` ON \`subscriptions\` (\`status\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_updated_at_idx\` ON \`subscriptions\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`subscriptions_created_at_idx\` ON \`subscriptions\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_billing_events\` (
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
    await db.run(sql`INSERT INTO \`__new_billing_events\`("id", "event_id", "type", "source", "outcome", "member_id", "member_email", "customer_id", "subscription_id", "detail", "updated_at", "created_at") SELECT "id", "event_id", "type", "source", "outcome", "member_id", "member_email", "customer_id", "subscription_id", "detail", "updated_at", "created_at" FROM \`billing_events\`;`)
    await db.run(sql`DROP TABLE \`billing_events\`;`)
    await db.run(sql`ALTER TABLE \`__new_billing_events\` RENAME TO \`billing_events\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`billing_events_event_id_idx\` ON \`billing_events\` (\`event_id\`);`)
    await db.run(sql`CREATE INDEX \`billing_events_member_idx\` ON \`billing_events\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`billing_events_customer_id_idx\` ON \`billing_events\` (\`customer_id\`);`)
    await db.run(sql`CREATE INDEX \`billing_events_subscription_id_idx\` ON \`billing_events\` (\`subscription_id\`);`)
    await db.run(sql`CREATE INDEX \`billing_events_updated_at_idx\` ON \`billing_events\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`billing_events_created_at_idx\` ON \`billing_events\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_categories\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`slug\` text NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_categories\`("id", "slug", "updated_at", "created_at") SELECT "id", "slug", "updated_at", "created_at" FROM \`categories\`;`)
    await db.run(sql`DROP TABLE \`categories\`;`)
    await db.run(sql`ALTER TABLE \`__new_categories\` RENAME TO \`categories\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_articles\` (
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
    await db.run(sql`INSERT INTO \`__new_articles\`("id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`articles\`;`)
    await db.run(sql`DROP TABLE \`articles\`;`)
    await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
    await db.run(sql`CREATE INDEX \`articles_featured_image_idx\` ON \`articles\` (\`featured_image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`articles_access_idx\` ON \`articles\` (\`access\`);`)
    await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__articles_v\` (
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
    await db.run(sql`INSERT INTO \`__new__articles_v\`("id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_articles_v\`;`)
    await db.run(sql`DROP TABLE \`_articles_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__articles_v\` RENAME TO \`_articles_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_videos\` (
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
    await db.run(sql`INSERT INTO \`__new_videos\`("id", "featured_image_id", "video_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "featured_image_id", "video_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`videos\`;`)
    await db.run(sql`DROP TABLE \`videos\`;`)
    await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
    await db.run(sql`CREATE INDEX \`videos_featured_image_idx\` ON \`videos\` (\`featured_image_id\`);`)
    await db.run(sql`CREATE INDEX \`videos_video_idx\` ON \`videos\` (\`video_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`videos_slug_idx\` ON \`videos\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`videos_access_idx\` ON \`videos\` (\`access\`);`)
    await db.run(sql`CREATE INDEX \`videos_published_at_idx\` ON \`videos\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__videos_v_version_captions\` (
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
    await db.run(sql`INSERT INTO \`__new__videos_v_version_captions\`("_order", "_parent_id", "id", "language", "file_id", "_uuid") SELECT "_order", "_parent_id", "id", "language", "file_id", "_uuid" FROM \`_videos_v_version_captions\`;`)
    await db.run(sql`DROP TABLE \`_videos_v_version_captions\`;`)
    await db.run(sql`ALTER TABLE \`__new__videos_v_version_captions\` RENAME TO \`_videos_v_version_captions\`;`)
    await db.run(sql`CREATE INDEX \`_videos_v_version_captions_order_idx\` ON \`_videos_v_version_captions\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_videos_v_version_captions_parent_id_idx\` ON \`_videos_v_version_captions\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_videos_v_version_captions_file_idx\` ON \`_videos_v_version_captions\` (\`file_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__videos_v\` (
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
    await db.run(sql`INSERT INTO \`__new__videos_v\`("id", "parent_id", "version_featured_image_id", "version_video_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_featured_image_id", "version_video_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_videos_v\`;`)
    await db.run(sql`DROP TABLE \`_videos_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__videos_v\` RENAME TO \`_videos_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_formations\` (
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
    await db.run(sql`INSERT INTO \`__new_formations\`("id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`formations\`;`)
    await db.run(sql`DROP TABLE \`formations\`;`)
    await db.run(sql`ALTER TABLE \`__new_formations\` RENAME TO \`formations\`;`)
    await db.run(sql`CREATE INDEX \`formations_featured_image_idx\` ON \`formations\` (\`featured_image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`formations_slug_idx\` ON \`formations\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`formations_access_idx\` ON \`formations\` (\`access\`);`)
    await db.run(sql`CREATE INDEX \`formations_published_at_idx\` ON \`formations\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`formations_updated_at_idx\` ON \`formations\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`formations_created_at_idx\` ON \`formations\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`formations__status_idx\` ON \`formations\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__formations_v_version_modules\` (
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
    await db.run(sql`INSERT INTO \`__new__formations_v_version_modules\`("_order", "_parent_id", "id", "minutes", "media_id", "_uuid") SELECT "_order", "_parent_id", "id", "minutes", "media_id", "_uuid" FROM \`_formations_v_version_modules\`;`)
    await db.run(sql`DROP TABLE \`_formations_v_version_modules\`;`)
    await db.run(sql`ALTER TABLE \`__new__formations_v_version_modules\` RENAME TO \`_formations_v_version_modules\`;`)
    await db.run(sql`CREATE INDEX \`_formations_v_version_modules_order_idx\` ON \`_formations_v_version_modules\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_formations_v_version_modules_parent_id_idx\` ON \`_formations_v_version_modules\` (\`_parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_formations_v_version_modules_media_idx\` ON \`_formations_v_version_modules\` (\`media_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__formations_v\` (
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
    await db.run(sql`INSERT INTO \`__new__formations_v\`("id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_formations_v\`;`)
    await db.run(sql`DROP TABLE \`_formations_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__formations_v\` RENAME TO \`_formations_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_routines\` (
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
    await db.run(sql`INSERT INTO \`__new_routines\`("id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`routines\`;`)
    await db.run(sql`DROP TABLE \`routines\`;`)
    await db.run(sql`ALTER TABLE \`__new_routines\` RENAME TO \`routines\`;`)
    await db.run(sql`CREATE INDEX \`routines_featured_image_idx\` ON \`routines\` (\`featured_image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`routines_slug_idx\` ON \`routines\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`routines_access_idx\` ON \`routines\` (\`access\`);`)
    await db.run(sql`CREATE INDEX \`routines_published_at_idx\` ON \`routines\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`routines_updated_at_idx\` ON \`routines\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`routines_created_at_idx\` ON \`routines\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`routines__status_idx\` ON \`routines\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__routines_v\` (
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
    await db.run(sql`INSERT INTO \`__new__routines_v\`("id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_routines_v\`;`)
    await db.run(sql`DROP TABLE \`_routines_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__routines_v\` RENAME TO \`_routines_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_discoveries\` (
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
    await db.run(sql`INSERT INTO \`__new_discoveries\`("id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "featured_image_id", "slug", "access", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`discoveries\`;`)
    await db.run(sql`DROP TABLE \`discoveries\`;`)
    await db.run(sql`ALTER TABLE \`__new_discoveries\` RENAME TO \`discoveries\`;`)
    await db.run(sql`CREATE INDEX \`discoveries_featured_image_idx\` ON \`discoveries\` (\`featured_image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`discoveries_slug_idx\` ON \`discoveries\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`discoveries_access_idx\` ON \`discoveries\` (\`access\`);`)
    await db.run(sql`CREATE INDEX \`discoveries_published_at_idx\` ON \`discoveries\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`discoveries_updated_at_idx\` ON \`discoveries\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`discoveries_created_at_idx\` ON \`discoveries\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`discoveries__status_idx\` ON \`discoveries\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__discoveries_v\` (
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
    await db.run(sql`INSERT INTO \`__new__discoveries_v\`("id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_featured_image_id", "version_slug", "version_access", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_discoveries_v\`;`)
    await db.run(sql`DROP TABLE \`_discoveries_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__discoveries_v\` RENAME TO \`_discoveries_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_calendar_entries_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_calendar_entries_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`calendar_entries_months\`;`)
    await db.run(sql`DROP TABLE \`calendar_entries_months\`;`)
    await db.run(sql`ALTER TABLE \`__new_calendar_entries_months\` RENAME TO \`calendar_entries_months\`;`)
    await db.run(sql`CREATE INDEX \`calendar_entries_months_order_idx\` ON \`calendar_entries_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_months_parent_idx\` ON \`calendar_entries_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_calendar_entries_peak_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_calendar_entries_peak_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`calendar_entries_peak_months\`;`)
    await db.run(sql`DROP TABLE \`calendar_entries_peak_months\`;`)
    await db.run(sql`ALTER TABLE \`__new_calendar_entries_peak_months\` RENAME TO \`calendar_entries_peak_months\`;`)
    await db.run(sql`CREATE INDEX \`calendar_entries_peak_months_order_idx\` ON \`calendar_entries_peak_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_peak_months_parent_idx\` ON \`calendar_entries_peak_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_calendar_entries_places\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_calendar_entries_places\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`calendar_entries_places\`;`)
    await db.run(sql`DROP TABLE \`calendar_entries_places\`;`)
    await db.run(sql`ALTER TABLE \`__new_calendar_entries_places\` RENAME TO \`calendar_entries_places\`;`)
    await db.run(sql`CREATE INDEX \`calendar_entries_places_order_idx\` ON \`calendar_entries_places\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_places_parent_idx\` ON \`calendar_entries_places\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_calendar_entries\` (
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
    await db.run(sql`INSERT INTO \`__new_calendar_entries\`("id", "latin_name", "image_id", "slug", "kind", "category", "altitude_min", "altitude_max", "published_at", "updated_at", "created_at", "_status") SELECT "id", "latin_name", "image_id", "slug", "kind", "category", "altitude_min", "altitude_max", "published_at", "updated_at", "created_at", "_status" FROM \`calendar_entries\`;`)
    await db.run(sql`DROP TABLE \`calendar_entries\`;`)
    await db.run(sql`ALTER TABLE \`__new_calendar_entries\` RENAME TO \`calendar_entries\`;`)
    await db.run(sql`CREATE INDEX \`calendar_entries_image_idx\` ON \`calendar_entries\` (\`image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`calendar_entries_slug_idx\` ON \`calendar_entries\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_category_idx\` ON \`calendar_entries\` (\`category\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_published_at_idx\` ON \`calendar_entries\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_updated_at_idx\` ON \`calendar_entries\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries_created_at_idx\` ON \`calendar_entries\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`calendar_entries__status_idx\` ON \`calendar_entries\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__calendar_entries_v_version_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`_calendar_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__calendar_entries_v_version_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`_calendar_entries_v_version_months\`;`)
    await db.run(sql`DROP TABLE \`_calendar_entries_v_version_months\`;`)
    await db.run(sql`ALTER TABLE \`__new__calendar_entries_v_version_months\` RENAME TO \`_calendar_entries_v_version_months\`;`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_months_order_idx\` ON \`_calendar_entries_v_version_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_months_parent_idx\` ON \`_calendar_entries_v_version_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__calendar_entries_v_version_peak_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`_calendar_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__calendar_entries_v_version_peak_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`_calendar_entries_v_version_peak_months\`;`)
    await db.run(sql`DROP TABLE \`_calendar_entries_v_version_peak_months\`;`)
    await db.run(sql`ALTER TABLE \`__new__calendar_entries_v_version_peak_months\` RENAME TO \`_calendar_entries_v_version_peak_months\`;`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_peak_months_order_idx\` ON \`_calendar_entries_v_version_peak_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_peak_months_parent_idx\` ON \`_calendar_entries_v_version_peak_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__calendar_entries_v_version_places\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`_calendar_entries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__calendar_entries_v_version_places\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`_calendar_entries_v_version_places\`;`)
    await db.run(sql`DROP TABLE \`_calendar_entries_v_version_places\`;`)
    await db.run(sql`ALTER TABLE \`__new__calendar_entries_v_version_places\` RENAME TO \`_calendar_entries_v_version_places\`;`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_places_order_idx\` ON \`_calendar_entries_v_version_places\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_places_parent_idx\` ON \`_calendar_entries_v_version_places\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__calendar_entries_v\` (
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
    await db.run(sql`INSERT INTO \`__new__calendar_entries_v\`("id", "parent_id", "version_latin_name", "version_image_id", "version_slug", "version_kind", "version_category", "version_altitude_min", "version_altitude_max", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_latin_name", "version_image_id", "version_slug", "version_kind", "version_category", "version_altitude_min", "version_altitude_max", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_calendar_entries_v\`;`)
    await db.run(sql`DROP TABLE \`_calendar_entries_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__calendar_entries_v\` RENAME TO \`_calendar_entries_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_personality_tests\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`image_id\` integer,
    	\`slug\` text,
    	\`minutes\` numeric,
    	\`published_at\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`_status\` text DEFAULT 'draft',
    	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_personality_tests\`("id", "image_id", "slug", "minutes", "published_at", "updated_at", "created_at", "_status") SELECT "id", "image_id", "slug", "minutes", "published_at", "updated_at", "created_at", "_status" FROM \`personality_tests\`;`)
    await db.run(sql`DROP TABLE \`personality_tests\`;`)
    await db.run(sql`ALTER TABLE \`__new_personality_tests\` RENAME TO \`personality_tests\`;`)
    await db.run(sql`CREATE INDEX \`personality_tests_image_idx\` ON \`personality_tests\` (\`image_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`personality_tests_slug_idx\` ON \`personality_tests\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`personality_tests_published_at_idx\` ON \`personality_tests\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`personality_tests_updated_at_idx\` ON \`personality_tests\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`personality_tests_created_at_idx\` ON \`personality_tests\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`personality_tests__status_idx\` ON \`personality_tests\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__pt_answer_weights_v\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`profile\` text,
    	\`points\` numeric,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_personality_tests_v_version_questions_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__pt_answer_weights_v\`("_order", "_parent_id", "id", "profile", "points", "_uuid") SELECT "_order", "_parent_id", "id", "profile", "points", "_uuid" FROM \`_pt_answer_weights_v\`;`)
    await db.run(sql`DROP TABLE \`_pt_answer_weights_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__pt_answer_weights_v\` RENAME TO \`_pt_answer_weights_v\`;`)
    await db.run(sql`CREATE INDEX \`_pt_answer_weights_v_order_idx\` ON \`_pt_answer_weights_v\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_pt_answer_weights_v_parent_id_idx\` ON \`_pt_answer_weights_v\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__personality_tests_v_version_questions_answers\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`key\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_personality_tests_v_version_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__personality_tests_v_version_questions_answers\`("_order", "_parent_id", "id", "key", "_uuid") SELECT "_order", "_parent_id", "id", "key", "_uuid" FROM \`_personality_tests_v_version_questions_answers\`;`)
    await db.run(sql`DROP TABLE \`_personality_tests_v_version_questions_answers\`;`)
    await db.run(sql`ALTER TABLE \`__new__personality_tests_v_version_questions_answers\` RENAME TO \`_personality_tests_v_version_questions_answers\`;`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_questions_answers_order_idx\` ON \`_personality_tests_v_version_questions_answers\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_questions_answers_parent_id_idx\` ON \`_personality_tests_v_version_questions_answers\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__personality_tests_v_version_questions\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`key\` text,
    	\`kind\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_personality_tests_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__personality_tests_v_version_questions\`("_order", "_parent_id", "id", "key", "kind", "_uuid") SELECT "_order", "_parent_id", "id", "key", "kind", "_uuid" FROM \`_personality_tests_v_version_questions\`;`)
    await db.run(sql`DROP TABLE \`_personality_tests_v_version_questions\`;`)
    await db.run(sql`ALTER TABLE \`__new__personality_tests_v_version_questions\` RENAME TO \`_personality_tests_v_version_questions\`;`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_questions_order_idx\` ON \`_personality_tests_v_version_questions\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_questions_parent_id_idx\` ON \`_personality_tests_v_version_questions\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__personality_tests_v_version_profiles_strengths\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_personality_tests_v_version_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__personality_tests_v_version_profiles_strengths\`("_order", "_parent_id", "id", "_uuid") SELECT "_order", "_parent_id", "id", "_uuid" FROM \`_personality_tests_v_version_profiles_strengths\`;`)
    await db.run(sql`DROP TABLE \`_personality_tests_v_version_profiles_strengths\`;`)
    await db.run(sql`ALTER TABLE \`__new__personality_tests_v_version_profiles_strengths\` RENAME TO \`_personality_tests_v_version_profiles_strengths\`;`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_profiles_strengths_order_idx\` ON \`_personality_tests_v_version_profiles_strengths\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_profiles_strengths_parent_id_idx\` ON \`_personality_tests_v_version_profiles_strengths\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__personality_tests_v_version_profiles\` (
    	\`_order\` integer NOT NULL,
    	\`_parent_id\` integer NOT NULL,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`key\` text,
    	\`color\` text,
    	\`_uuid\` text,
    	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_personality_tests_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__personality_tests_v_version_profiles\`("_order", "_parent_id", "id", "key", "color", "_uuid") SELECT "_order", "_parent_id", "id", "key", "color", "_uuid" FROM \`_personality_tests_v_version_profiles\`;`)
    await db.run(sql`DROP TABLE \`_personality_tests_v_version_profiles\`;`)
    await db.run(sql`ALTER TABLE \`__new__personality_tests_v_version_profiles\` RENAME TO \`_personality_tests_v_version_profiles\`;`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_profiles_order_idx\` ON \`_personality_tests_v_version_profiles\` (\`_order\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_profiles_parent_id_idx\` ON \`_personality_tests_v_version_profiles\` (\`_parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__personality_tests_v\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`parent_id\` integer,
    	\`version_image_id\` integer,
    	\`version_slug\` text,
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
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`personality_tests\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new__personality_tests_v\`("id", "parent_id", "version_image_id", "version_slug", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_image_id", "version_slug", "version_minutes", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_personality_tests_v\`;`)
    await db.run(sql`DROP TABLE \`_personality_tests_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__personality_tests_v\` RENAME TO \`_personality_tests_v\`;`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_parent_idx\` ON \`_personality_tests_v\` (\`parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version_image_idx\` ON \`_personality_tests_v\` (\`version_image_id\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version_slug_idx\` ON \`_personality_tests_v\` (\`version_slug\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version_published_at_idx\` ON \`_personality_tests_v\` (\`version_published_at\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version_updated_at_idx\` ON \`_personality_tests_v\` (\`version_updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version_created_at_idx\` ON \`_personality_tests_v\` (\`version_created_at\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_version_version__status_idx\` ON \`_personality_tests_v\` (\`version__status\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_created_at_idx\` ON \`_personality_tests_v\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_updated_at_idx\` ON \`_personality_tests_v\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_snapshot_idx\` ON \`_personality_tests_v\` (\`snapshot\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_published_locale_idx\` ON \`_personality_tests_v\` (\`published_locale\`);`)
    await db.run(sql`CREATE INDEX \`_personality_tests_v_latest_idx\` ON \`_personality_tests_v\` (\`latest\`);`)
    await db.run(sql`CREATE TABLE \`__new_daily_tips_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`daily_tips\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new_daily_tips_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`daily_tips_months\`;`)
    await db.run(sql`DROP TABLE \`daily_tips_months\`;`)
    await db.run(sql`ALTER TABLE \`__new_daily_tips_months\` RENAME TO \`daily_tips_months\`;`)
    await db.run(sql`CREATE INDEX \`daily_tips_months_order_idx\` ON \`daily_tips_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`daily_tips_months_parent_idx\` ON \`daily_tips_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_daily_tips\` (
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
    await db.run(sql`INSERT INTO \`__new_daily_tips\`("id", "slug", "category", "minutes", "pinned_date", "published_at", "updated_at", "created_at", "_status") SELECT "id", "slug", "category", "minutes", "pinned_date", "published_at", "updated_at", "created_at", "_status" FROM \`daily_tips\`;`)
    await db.run(sql`DROP TABLE \`daily_tips\`;`)
    await db.run(sql`ALTER TABLE \`__new_daily_tips\` RENAME TO \`daily_tips\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`daily_tips_slug_idx\` ON \`daily_tips\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`daily_tips_published_at_idx\` ON \`daily_tips\` (\`published_at\`);`)
    await db.run(sql`CREATE INDEX \`daily_tips_updated_at_idx\` ON \`daily_tips\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`daily_tips_created_at_idx\` ON \`daily_tips\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`daily_tips__status_idx\` ON \`daily_tips\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__daily_tips_v_version_months\` (
    	\`order\` integer NOT NULL,
    	\`parent_id\` integer NOT NULL,
    	\`value\` text,
    	\`id\` integer PRIMARY KEY NOT NULL,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`_daily_tips_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
    );
    `)
    await db.run(sql`INSERT INTO \`__new__daily_tips_v_version_months\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`_daily_tips_v_version_months\`;`)
    await db.run(sql`DROP TABLE \`_daily_tips_v_version_months\`;`)
    await db.run(sql`ALTER TABLE \`__new__daily_tips_v_version_months\` RENAME TO \`_daily_tips_v_version_months\`;`)
    await db.run(sql`CREATE INDEX \`_daily_tips_v_version_months_order_idx\` ON \`_daily_tips_v_version_months\` (\`order\`);`)
    await db.run(sql`CREATE INDEX \`_daily_tips_v_version_months_parent_idx\` ON \`_daily_tips_v_version_months\` (\`parent_id\`);`)
    await db.run(sql`CREATE TABLE \`__new__daily_tips_v\` (
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
    await db.run(sql`INSERT INTO \`__new__daily_tips_v\`("id", "parent_id", "version_slug", "version_category", "version_minutes", "version_pinned_date", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_category", "version_minutes", "version_pinned_date", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_daily_tips_v\`;`)
    await db.run(sql`DROP TABLE \`_daily_tips_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__daily_tips_v\` RENAME TO \`_daily_tips_v\`;`)
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
    await db.run(sql`CREATE TABLE \`__new_pages\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`slug\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`_status\` text DEFAULT 'draft'
    );
    `)
    await db.run(sql`INSERT INTO \`__new_pages\`("id", "slug", "updated_at", "created_at", "_status") SELECT "id", "slug", "updated_at", "created_at", "_status" FROM \`pages\`;`)
    await db.run(sql`DROP TABLE \`pages\`;`)
    await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
    await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
    await db.run(sql`CREATE TABLE \`__new__pages_v\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`parent_id\` integer,
    	\`version_slug\` text,
    	\`version_updated_at\` text,
    	\`version_created_at\` text,
    	\`version__status\` text DEFAULT 'draft',
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`snapshot\` integer,
    	\`published_locale\` text,
    	\`latest\` integer,
    	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
    await db.run(sql`DROP TABLE \`_pages_v\`;`)
    await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
    await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
    await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
    await db.run(sql`CREATE TABLE \`__new_media\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`credit\` text,
    	\`prefix\` text DEFAULT 'media',
    	\`_objectkey\` text,
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
    	\`focal_y\` numeric,
    	\`sizes_thumbnail_url\` text,
    	\`sizes_thumbnail_width\` numeric,
    	\`sizes_thumbnail_height\` numeric,
    	\`sizes_thumbnail_mime_type\` text,
    	\`sizes_thumbnail_filesize\` numeric,
    	\`sizes_thumbnail_filename\` text,
    	\`sizes_card_url\` text,
    	\`sizes_card_width\` numeric,
    	\`sizes_card_height\` numeric,
    	\`sizes_card_mime_type\` text,
    	\`sizes_card_filesize\` numeric,
    	\`sizes_card_filename\` text,
    	\`sizes_hero_url\` text,
    	\`sizes_hero_width\` numeric,
    	\`sizes_hero_height\` numeric,
    	\`sizes_hero_mime_type\` text,
    	\`sizes_hero_filesize\` numeric,
    	\`sizes_hero_filename\` text
    );
    `)
    await db.run(sql`INSERT INTO \`__new_media\`("id", "credit", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_hero_url", "sizes_hero_width", "sizes_hero_height", "sizes_hero_mime_type", "sizes_hero_filesize", "sizes_hero_filename") SELECT "id", "credit", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_card_url", "sizes_card_width", "sizes_card_height", "sizes_card_mime_type", "sizes_card_filesize", "sizes_card_filename", "sizes_hero_url", "sizes_hero_width", "sizes_hero_height", "sizes_hero_mime_type", "sizes_hero_filesize", "sizes_hero_filename" FROM \`media\`;`)
    await db.run(sql`DROP TABLE \`media\`;`)
    await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
    await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
    await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
    await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
    await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
    await db.run(sql`CREATE TABLE \`__new_files\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`title\` text,
    	\`prefix\` text DEFAULT 'library',
    	\`_objectkey\` text,
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
    await db.run(sql`INSERT INTO \`__new_files\`("id", "title", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "title", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`files\`;`)
    await db.run(sql`DROP TABLE \`files\`;`)
    await db.run(sql`ALTER TABLE \`__new_files\` RENAME TO \`files\`;`)
    await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
    await db.run(sql`CREATE TABLE \`__new_site_audio\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`title\` text NOT NULL,
    	\`transcript\` text,
    	\`prefix\` text DEFAULT 'audio',
    	\`_objectkey\` text,
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
    await db.run(sql`INSERT INTO \`__new_site_audio\`("id", "title", "transcript", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "title", "transcript", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`site_audio\`;`)
    await db.run(sql`DROP TABLE \`site_audio\`;`)
    await db.run(sql`ALTER TABLE \`__new_site_audio\` RENAME TO \`site_audio\`;`)
    await db.run(sql`CREATE INDEX \`site_audio_updated_at_idx\` ON \`site_audio\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`site_audio_created_at_idx\` ON \`site_audio\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`site_audio_filename_idx\` ON \`site_audio\` (\`filename\`);`)
    await db.run(sql`CREATE TABLE \`__new_page_audio_config\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`page_path\` text NOT NULL,
    	\`audio_type\` text DEFAULT 'intro' NOT NULL,
    	\`is_active\` integer DEFAULT true,
    	\`volume\` numeric DEFAULT 0.8,
    	\`autoplay_delay\` numeric DEFAULT 1500,
    	\`control_position\` text DEFAULT 'bottom-left',
    	\`autoplay\` integer DEFAULT true,
    	\`show_controls\` integer DEFAULT true,
    	\`loop_audio\` integer DEFAULT false,
    	\`ambient_sound_type\` text DEFAULT 'forest',
    	\`ambient_volume\` numeric DEFAULT 50,
    	\`ambient_audio_id\` integer,
    	\`ambient_sound_url\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`ambient_audio_id\`) REFERENCES \`site_audio\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_page_audio_config\`("id", "page_path", "audio_type", "is_active", "volume", "autoplay_delay", "control_position", "autoplay", "show_controls", "loop_audio", "ambient_sound_type", "ambient_volume", "ambient_audio_id", "ambient_sound_url", "updated_at", "created_at") SELECT "id", "page_path", "audio_type", "is_active", "volume", "autoplay_delay", "control_position", "autoplay", "show_controls", "loop_audio", "ambient_sound_type", "ambient_volume", "ambient_audio_id", "ambient_sound_url", "updated_at", "created_at" FROM \`page_audio_config\`;`)
    await db.run(sql`DROP TABLE \`page_audio_config\`;`)
    await db.run(sql`ALTER TABLE \`__new_page_audio_config\` RENAME TO \`page_audio_config\`;`)
    await db.run(sql`CREATE INDEX \`page_audio_config_page_path_idx\` ON \`page_audio_config\` (\`page_path\`);`)
    await db.run(sql`CREATE INDEX \`page_audio_config_ambient_audio_idx\` ON \`page_audio_config\` (\`ambient_audio_id\`);`)
    await db.run(sql`CREATE INDEX \`page_audio_config_updated_at_idx\` ON \`page_audio_config\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`page_audio_config_created_at_idx\` ON \`page_audio_config\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_translation_cache\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`key\` text NOT NULL,
    	\`source_language\` text DEFAULT 'fr' NOT NULL,
    	\`target_language\` text NOT NULL,
    	\`source\` text NOT NULL,
    	\`translation\` text NOT NULL,
    	\`provider\` text NOT NULL,
    	\`characters\` numeric,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_translation_cache\`("id", "key", "source_language", "target_language", "source", "translation", "provider", "characters", "updated_at", "created_at") SELECT "id", "key", "source_language", "target_language", "source", "translation", "provider", "characters", "updated_at", "created_at" FROM \`translation_cache\`;`)
    await db.run(sql`DROP TABLE \`translation_cache\`;`)
    await db.run(sql`ALTER TABLE \`__new_translation_cache\` RENAME TO \`translation_cache\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`translation_cache_key_idx\` ON \`translation_cache\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`translation_cache_updated_at_idx\` ON \`translation_cache\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`translation_cache_created_at_idx\` ON \`translation_cache\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_translation_glossary\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`source\` text NOT NULL,
    	\`en\` text,
    	\`es\` text,
    	\`de\` text,
    	\`nl\` text,
    	\`note\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_translation_glossary\`("id", "source", "en", "es", "de", "nl", "note", "updated_at", "created_at") SELECT "id", "source", "en", "es", "de", "nl", "note", "updated_at", "created_at" FROM \`translation_glossary\`;`)
    await db.run(sql`DROP TABLE \`translation_glossary\`;`)
    await db.run(sql`ALTER TABLE \`__new_translation_glossary\` RENAME TO \`translation_glossary\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`translation_glossary_source_idx\` ON \`translation_glossary\` (\`source\`);`)
    await db.run(sql`CREATE INDEX \`translation_glossary_updated_at_idx\` ON \`translation_glossary\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`translation_glossary_created_at_idx\` ON \`translation_glossary\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_translations\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`collection\` text NOT NULL,
    	\`document_id\` text NOT NULL,
    	\`document_title\` text,
    	\`field\` text NOT NULL,
    	\`locale\` text NOT NULL,
    	\`status\` text NOT NULL,
    	\`priority\` numeric DEFAULT 5,
    	\`source_hash\` text,
    	\`target_hash\` text,
    	\`attempts\` numeric DEFAULT 0,
    	\`last_error\` text,
    	\`translated_at\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_translations\`("id", "collection", "document_id", "document_title", "field", "locale", "status", "priority", "source_hash", "target_hash", "attempts", "last_error", "translated_at", "updated_at", "created_at") SELECT "id", "collection", "document_id", "document_title", "field", "locale", "status", "priority", "source_hash", "target_hash", "attempts", "last_error", "translated_at", "updated_at", "created_at" FROM \`translations\`;`)
    await db.run(sql`DROP TABLE \`translations\`;`)
    await db.run(sql`ALTER TABLE \`__new_translations\` RENAME TO \`translations\`;`)
    await db.run(sql`CREATE INDEX \`translations_collection_idx\` ON \`translations\` (\`collection\`);`)
    await db.run(sql`CREATE INDEX \`translations_status_idx\` ON \`translations\` (\`status\`);`)
    await db.run(sql`CREATE INDEX \`translations_updated_at_idx\` ON \`translations\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`translations_created_at_idx\` ON \`translations\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`collection_documentId_field_locale_idx\` ON \`translations\` (\`collection\`,\`document_id\`,\`field\`,\`locale\`);`)
    await db.run(sql`CREATE TABLE \`__new_formation_progress\` (
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
    await db.run(sql`INSERT INTO \`__new_formation_progress\`("id", "member_id", "formation_id", "completed_modules", "last_module", "updated_at", "created_at") SELECT "id", "member_id", "formation_id", "completed_modules", "last_module", "updated_at", "created_at" FROM \`formation_progress\`;`)
    await db.run(sql`DROP TABLE \`formation_progress\`;`)
    await db.run(sql`ALTER TABLE \`__new_formation_progress\` RENAME TO \`formation_progress\`;`)
    await db.run(sql`CREATE INDEX \`formation_progress_member_idx\` ON \`formation_progress\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`formation_progress_formation_idx\` ON \`formation_progress\` (\`formation_id\`);`)
    await db.run(sql`CREATE INDEX \`formation_progress_updated_at_idx\` ON \`formation_progress\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`formation_progress_created_at_idx\` ON \`formation_progress\` (\`created_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`member_formation_idx\` ON \`formation_progress\` (\`member_id\`,\`formation_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_test_results\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`member_id\` integer,
    	\`staff_user_id\` integer,
    	\`test_id\` integer NOT NULL,
    	\`test_slug\` text NOT NULL,
    	\`status\` text DEFAULT 'in-progress' NOT NULL,
    	\`answers\` text DEFAULT '{}' NOT NULL,
    	\`profile\` text,
    	\`scores\` text,
    	\`completed_at\` text,
    	\`share_token\` text,
    	\`shared_at\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`staff_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`test_id\`) REFERENCES \`personality_tests\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_test_results\`("id", "member_id", "staff_user_id", "test_id", "test_slug", "status", "answers", "profile", "scores", "completed_at", "share_token", "shared_at", "updated_at", "created_at") SELECT "id", "member_id", "staff_user_id", "test_id", "test_slug", "status", "answers", "profile", "scores", "completed_at", "share_token", "shared_at", "updated_at", "created_at" FROM \`test_results\`;`)
    await db.run(sql`DROP TABLE \`test_results\`;`)
    await db.run(sql`ALTER TABLE \`__new_test_results\` RENAME TO \`test_results\`;`)
    await db.run(sql`CREATE INDEX \`test_results_member_idx\` ON \`test_results\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`test_results_staff_user_idx\` ON \`test_results\` (\`staff_user_id\`);`)
    await db.run(sql`CREATE INDEX \`test_results_test_idx\` ON \`test_results\` (\`test_id\`);`)
    await db.run(sql`CREATE INDEX \`test_results_completed_at_idx\` ON \`test_results\` (\`completed_at\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`test_results_share_token_idx\` ON \`test_results\` (\`share_token\`);`)
    await db.run(sql`CREATE INDEX \`test_results_updated_at_idx\` ON \`test_results\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`test_results_created_at_idx\` ON \`test_results\` (\`created_at\`);`)
    await db.run(sql`CREATE INDEX \`member_testSlug_status_idx\` ON \`test_results\` (\`member_id\`,\`test_slug\`,\`status\`);`)
    await db.run(sql`CREATE TABLE \`__new_tip_marks\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`member_id\` integer NOT NULL,
    	\`kind\` text NOT NULL,
    	\`tip_slug\` text NOT NULL,
    	\`day\` text,
    	\`key\` text NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_tip_marks\`("id", "member_id", "kind", "tip_slug", "day", "key", "updated_at", "created_at") SELECT "id", "member_id", "kind", "tip_slug", "day", "key", "updated_at", "created_at" FROM \`tip_marks\`;`)
    await db.run(sql`DROP TABLE \`tip_marks\`;`)
    await db.run(sql`ALTER TABLE \`__new_tip_marks\` RENAME TO \`tip_marks\`;`)
    await db.run(sql`CREATE INDEX \`tip_marks_member_idx\` ON \`tip_marks\` (\`member_id\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`tip_marks_key_idx\` ON \`tip_marks\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`tip_marks_updated_at_idx\` ON \`tip_marks\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`tip_marks_created_at_idx\` ON \`tip_marks\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_tip_email_sends\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`member_id\` integer NOT NULL,
    	\`day\` text NOT NULL,
    	\`tip_slug\` text,
    	\`key\` text NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_tip_email_sends\`("id", "member_id", "day", "tip_slug", "key", "updated_at", "created_at") SELECT "id", "member_id", "day", "tip_slug", "key", "updated_at", "created_at" FROM \`tip_email_sends\`;`)
    await db.run(sql`DROP TABLE \`tip_email_sends\`;`)
    await db.run(sql`ALTER TABLE \`__new_tip_email_sends\` RENAME TO \`tip_email_sends\`;`)
    await db.run(sql`CREATE INDEX \`tip_email_sends_member_idx\` ON \`tip_email_sends\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`tip_email_sends_day_idx\` ON \`tip_email_sends\` (\`day\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`tip_email_sends_key_idx\` ON \`tip_email_sends\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`tip_email_sends_updated_at_idx\` ON \`tip_email_sends\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`tip_email_sends_created_at_idx\` ON \`tip_email_sends\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_scheduled_runs\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`key\` text NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_scheduled_runs\`("id", "key", "updated_at", "created_at") SELECT "id", "key", "updated_at", "created_at" FROM \`scheduled_runs\`;`)
    await db.run(sql`DROP TABLE \`scheduled_runs\`;`)
    await db.run(sql`ALTER TABLE \`__new_scheduled_runs\` RENAME TO \`scheduled_runs\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`scheduled_runs_key_idx\` ON \`scheduled_runs\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`scheduled_runs_updated_at_idx\` ON \`scheduled_runs\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`scheduled_runs_created_at_idx\` ON \`scheduled_runs\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_contact_messages\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`status\` text DEFAULT 'unread' NOT NULL,
    	\`name\` text NOT NULL,
    	\`email\` text NOT NULL,
    	\`subject\` text DEFAULT 'Contact depuis le site' NOT NULL,
    	\`message\` text NOT NULL,
    	\`locale\` text DEFAULT 'fr' NOT NULL,
    	\`user_agent\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_contact_messages\`("id", "status", "name", "email", "subject", "message", "locale", "user_agent", "updated_at", "created_at") SELECT "id", "status", "name", "email", "subject", "message", "locale", "user_agent", "updated_at", "created_at" FROM \`contact_messages\`;`)
    await db.run(sql`DROP TABLE \`contact_messages\`;`)
    await db.run(sql`ALTER TABLE \`__new_contact_messages\` RENAME TO \`contact_messages\`;`)
    await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
    await db.run(sql`CREATE INDEX \`contact_messages_email_idx\` ON \`contact_messages\` (\`email\`);`)
    await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_user_feedback\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`rating\` numeric NOT NULL,
    	\`message\` text DEFAULT '',
    	\`page_url\` text NOT NULL,
    	\`member_id\` integer,
    	\`user_email\` text,
    	\`locale\` text DEFAULT 'fr' NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_user_feedback\`("id", "rating", "message", "page_url", "member_id", "user_email", "locale", "updated_at", "created_at") SELECT "id", "rating", "message", "page_url", "member_id", "user_email", "locale", "updated_at", "created_at" FROM \`user_feedback\`;`)
    await db.run(sql`DROP TABLE \`user_feedback\`;`)
    await db.run(sql`ALTER TABLE \`__new_user_feedback\` RENAME TO \`user_feedback\`;`)
    await db.run(sql`CREATE INDEX \`user_feedback_rating_idx\` ON \`user_feedback\` (\`rating\`);`)
    await db.run(sql`CREATE INDEX \`user_feedback_page_url_idx\` ON \`user_feedback\` (\`page_url\`);`)
    await db.run(sql`CREATE INDEX \`user_feedback_member_idx\` ON \`user_feedback\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`user_feedback_updated_at_idx\` ON \`user_feedback\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`user_feedback_created_at_idx\` ON \`user_feedback\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_security_events\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`type\` text NOT NULL,
    	\`severity\` text DEFAULT 'info' NOT NULL,
    	\`user_id\` text,
    	\`account_type\` text,
    	\`email\` text,
    	\`ip\` text,
    	\`details\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_security_events\`("id", "type", "severity", "user_id", "account_type", "email", "ip", "details", "updated_at", "created_at") SELECT "id", "type", "severity", "user_id", "account_type", "email", "ip", "details", "updated_at", "created_at" FROM \`security_events\`;`)
    await db.run(sql`DROP TABLE \`security_events\`;`)
    await db.run(sql`ALTER TABLE \`__new_security_events\` RENAME TO \`security_events\`;`)
    await db.run(sql`CREATE INDEX \`security_events_type_idx\` ON \`security_events\` (\`type\`);`)
    await db.run(sql`CREATE INDEX \`security_events_user_id_idx\` ON \`security_events\` (\`user_id\`);`)
    await db.run(sql`CREATE INDEX \`security_events_email_idx\` ON \`security_events\` (\`email\`);`)
    await db.run(sql`CREATE INDEX \`security_events_updated_at_idx\` ON \`security_events\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`security_events_created_at_idx\` ON \`security_events\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_consent_records\` (
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
    await db.run(sql`INSERT INTO \`__new_consent_records\`("id", "consent_id", "member_id", "action", "essential", "analytical", "functional", "marketing", "version", "user_agent", "updated_at", "created_at") SELECT "id", "consent_id", "member_id", "action", "essential", "analytical", "functional", "marketing", "version", "user_agent", "updated_at", "created_at" FROM \`consent_records\`;`)
    await db.run(sql`DROP TABLE \`consent_records\`;`)
    await db.run(sql`ALTER TABLE \`__new_consent_records\` RENAME TO \`consent_records\`;`)
    await db.run(sql`CREATE INDEX \`consent_records_consent_id_idx\` ON \`consent_records\` (\`consent_id\`);`)
    await db.run(sql`CREATE INDEX \`consent_records_member_idx\` ON \`consent_records\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`consent_records_action_idx\` ON \`consent_records\` (\`action\`);`)
    await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_fingerprints\` (
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
    await db.run(sql`INSERT INTO \`__new_fingerprints\`("id", "blocked", "blocked_reason", "hash", "risk_score", "is_bot", "is_v_p_n", "anomalies", "client_risk_score", "ip", "member_id", "last_seen", "seen_count", "session_id", "user_agent", "platform", "language", "timezone", "screen_width", "screen_height", "color_depth", "pixel_ratio", "cpu_cores", "memory", "touch_points", "webgl_vendor", "webgl_renderer", "canvas_hash", "audio_hash", "do_not_track", "webdriver", "fonts", "plugins", "features", "geolocation", "updated_at", "created_at") SELECT "id", "blocked", "blocked_reason", "hash", "risk_score", "is_bot", "is_v_p_n", "anomalies", "client_risk_score", "ip", "member_id", "last_seen", "seen_count", "session_id", "user_agent", "platform", "language", "timezone", "screen_width", "screen_height", "color_depth", "pixel_ratio", "cpu_cores", "memory", "touch_points", "webgl_vendor", "webgl_renderer", "canvas_hash", "audio_hash", "do_not_track", "webdriver", "fonts", "plugins", "features", "geolocation", "updated_at", "created_at" FROM \`fingerprints\`;`)
    await db.run(sql`DROP TABLE \`fingerprints\`;`)
    await db.run(sql`ALTER TABLE \`__new_fingerprints\` RENAME TO \`fingerprints\`;`)
    await db.run(sql`CREATE INDEX \`fingerprints_blocked_idx\` ON \`fingerprints\` (\`blocked\`);`)
    await db.run(sql`CREATE UNIQUE INDEX \`fingerprints_hash_idx\` ON \`fingerprints\` (\`hash\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_risk_score_idx\` ON \`fingerprints\` (\`risk_score\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_is_bot_idx\` ON \`fingerprints\` (\`is_bot\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_ip_idx\` ON \`fingerprints\` (\`ip\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_member_idx\` ON \`fingerprints\` (\`member_id\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_last_seen_idx\` ON \`fingerprints\` (\`last_seen\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_updated_at_idx\` ON \`fingerprints\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`fingerprints_created_at_idx\` ON \`fingerprints\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_blocked_addresses\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`address\` text NOT NULL,
    	\`reason\` text,
    	\`created_by_id\` integer,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_blocked_addresses\`("id", "address", "reason", "created_by_id", "updated_at", "created_at") SELECT "id", "address", "reason", "created_by_id", "updated_at", "created_at" FROM \`blocked_addresses\`;`)
    await db.run(sql`DROP TABLE \`blocked_addresses\`;`)
    await db.run(sql`ALTER TABLE \`__new_blocked_addresses\` RENAME TO \`blocked_addresses\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`blocked_addresses_address_idx\` ON \`blocked_addresses\` (\`address\`);`)
    await db.run(sql`CREATE INDEX \`blocked_addresses_created_by_idx\` ON \`blocked_addresses\` (\`created_by_id\`);`)
    await db.run(sql`CREATE INDEX \`blocked_addresses_updated_at_idx\` ON \`blocked_addresses\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`blocked_addresses_created_at_idx\` ON \`blocked_addresses\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_email_outbox\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`to\` text NOT NULL,
    	\`from\` text,
    	\`subject\` text NOT NULL,
    	\`text\` text,
    	\`html\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_email_outbox\`("id", "to", "from", "subject", "text", "html", "updated_at", "created_at") SELECT "id", "to", "from", "subject", "text", "html", "updated_at", "created_at" FROM \`email_outbox\`;`)
    await db.run(sql`DROP TABLE \`email_outbox\`;`)
    await db.run(sql`ALTER TABLE \`__new_email_outbox\` RENAME TO \`email_outbox\`;`)
    await db.run(sql`CREATE INDEX \`email_outbox_to_idx\` ON \`email_outbox\` (\`to\`);`)
    await db.run(sql`CREATE INDEX \`email_outbox_updated_at_idx\` ON \`email_outbox\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`email_outbox_created_at_idx\` ON \`email_outbox\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_seed_runs\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`key\` text NOT NULL,
    	\`applied_at\` text NOT NULL,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_seed_runs\`("id", "key", "applied_at", "updated_at", "created_at") SELECT "id", "key", "applied_at", "updated_at", "created_at" FROM \`seed_runs\`;`)
    await db.run(sql`DROP TABLE \`seed_runs\`;`)
    await db.run(sql`ALTER TABLE \`__new_seed_runs\` RENAME TO \`seed_runs\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`seed_runs_key_idx\` ON \`seed_runs\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`seed_runs_updated_at_idx\` ON \`seed_runs\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`seed_runs_created_at_idx\` ON \`seed_runs\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_payload_kv\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`key\` text NOT NULL,
    	\`data\` text NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_payload_kv\`("id", "key", "data") SELECT "id", "key", "data" FROM \`payload_kv\`;`)
    await db.run(sql`DROP TABLE \`payload_kv\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_kv\` RENAME TO \`payload_kv\`;`)
    await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
    await db.run(sql`CREATE TABLE \`__new_payload_jobs\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`input\` text,
    	\`completed_at\` text,
    	\`total_tried\` numeric DEFAULT 0,
    	\`has_error\` integer DEFAULT false,
    	\`error\` text,
    	\`task_slug\` text,
    	\`queue\` text DEFAULT 'default',
    	\`wait_until\` text,
    	\`processing\` integer DEFAULT false,
    	\`priority\` numeric DEFAULT 5,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_payload_jobs\`("id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "priority", "updated_at", "created_at") SELECT "id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "priority", "updated_at", "created_at" FROM \`payload_jobs\`;`)
    await db.run(sql`DROP TABLE \`payload_jobs\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_jobs\` RENAME TO \`payload_jobs\`;`)
    await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_priority_idx\` ON \`payload_jobs\` (\`priority\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_payload_locked_documents\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`global_slug\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_payload_locked_documents\`("id", "global_slug", "updated_at", "created_at") SELECT "id", "global_slug", "updated_at", "created_at" FROM \`payload_locked_documents\`;`)
    await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_locked_documents\` RENAME TO \`payload_locked_documents\`;`)
    await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
    await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_payload_preferences\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`key\` text,
    	\`value\` text,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_payload_preferences\`("id", "key", "value", "updated_at", "created_at") SELECT "id", "key", "value", "updated_at", "created_at" FROM \`payload_preferences\`;`)
    await db.run(sql`DROP TABLE \`payload_preferences\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_preferences\` RENAME TO \`payload_preferences\`;`)
    await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
    await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_payload_migrations\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`name\` text,
    	\`batch\` numeric,
    	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
    );
    `)
    await db.run(sql`INSERT INTO \`__new_payload_migrations\`("id", "name", "batch", "updated_at", "created_at") SELECT "id", "name", "batch", "updated_at", "created_at" FROM \`payload_migrations\`;`)
    await db.run(sql`DROP TABLE \`payload_migrations\`;`)
    await db.run(sql`ALTER TABLE \`__new_payload_migrations\` RENAME TO \`payload_migrations\`;`)
    await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
    await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
    await db.run(sql`CREATE TABLE \`__new_site_settings\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`brand_name\` text DEFAULT 'Sylva Cévennes' NOT NULL,
    	\`contact_email\` text DEFAULT 'bonjour@sylva-cevennes.fr' NOT NULL,
    	\`business_legal_name\` text,
    	\`business_legal_form\` text,
    	\`business_share_capital\` text,
    	\`business_siret\` text,
    	\`business_registration\` text,
    	\`business_vat_number\` text,
    	\`business_street\` text,
    	\`business_postal_code\` text,
    	\`business_city\` text,
    	\`business_country\` text DEFAULT 'France',
    	\`business_phone\` text,
    	\`business_publication_director\` text,
    	\`host_name\` text,
    	\`host_address\` text,
    	\`host_phone\` text,
    	\`mediator_name\` text,
    	\`mediator_website\` text,
    	\`mediator_address\` text,
    	\`region_name\` text DEFAULT 'Lozère / Cévennes' NOT NULL,
    	\`region_department\` text DEFAULT 'Lozère',
    	\`region_latitude\` numeric DEFAULT 44.3245,
    	\`region_longitude\` numeric DEFAULT 3.5927,
    	\`region_service_radius_km\` numeric DEFAULT 50,
    	\`landing_previews_video_id\` integer,
    	\`landing_previews_article_id\` integer,
    	\`landing_previews_tip_id\` integer,
    	\`landing_previews_formation_id\` integer,
    	\`updated_at\` text,
    	\`created_at\` text,
    	FOREIGN KEY (\`landing_previews_video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`landing_previews_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`landing_previews_tip_id\`) REFERENCES \`daily_tips\`(\`id\`) ON UPDATE no action ON DELETE set null,
    	FOREIGN KEY (\`landing_previews_formation_id\`) REFERENCES \`formations\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "brand_name", "contact_email", "business_legal_name", "business_legal_form", "business_share_capital", "business_siret", "business_registration", "business_vat_number", "business_street", "business_postal_code", "business_city", "business_country", "business_phone", "business_publication_director", "host_name", "host_address", "host_phone", "mediator_name", "mediator_website", "mediator_address", "region_name", "region_department", "region_latitude", "region_longitude", "region_service_radius_km", "landing_previews_video_id", "landing_previews_article_id", "landing_previews_tip_id", "landing_previews_formation_id", "updated_at", "created_at") SELECT "id", "brand_name", "contact_email", "business_legal_name", "business_legal_form", "business_share_capital", "business_siret", "business_registration", "business_vat_number", "business_street", "business_postal_code", "business_city", "business_country", "business_phone", "business_publication_director", "host_name", "host_address", "host_phone", "mediator_name", "mediator_website", "mediator_address", "region_name", "region_department", "region_latitude", "region_longitude", "region_service_radius_km", "landing_previews_video_id", "landing_previews_article_id", "landing_previews_tip_id", "landing_previews_formation_id", "updated_at", "created_at" FROM \`site_settings\`;`)
    await db.run(sql`DROP TABLE \`site_settings\`;`)
    await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
    await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_video_idx\` ON \`site_settings\` (\`landing_previews_video_id\`);`)
    await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_article_idx\` ON \`site_settings\` (\`landing_previews_article_id\`);`)
    await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_tip_idx\` ON \`site_settings\` (\`landing_previews_tip_id\`);`)
    await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_formatio_idx\` ON \`site_settings\` (\`landing_previews_formation_id\`);`)
    await db.run(sql`CREATE TABLE \`__new_feedback_config\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`is_globally_enabled\` integer DEFAULT true,
    	\`position\` text DEFAULT 'bottom-right' NOT NULL,
    	\`updated_at\` text,
    	\`created_at\` text
    );
    `)
    await db.run(sql`INSERT INTO \`__new_feedback_config\`("id", "is_globally_enabled", "position", "updated_at", "created_at") SELECT "id", "is_globally_enabled", "position", "updated_at", "created_at" FROM \`feedback_config\`;`)
    await db.run(sql`DROP TABLE \`feedback_config\`;`)
    await db.run(sql`ALTER TABLE \`__new_feedback_config\` RENAME TO \`feedback_config\`;`)
    await db.run(sql`CREATE TABLE \`__new_theme_defaults\` (
    	\`id\` integer PRIMARY KEY NOT NULL,
    	\`color_scheme\` text DEFAULT 'light' NOT NULL,
    	\`primary_color\` text DEFAULT '#22c55e' NOT NULL,
    	\`secondary_color\` text DEFAULT '#16a34a' NOT NULL,
    	\`accent_color\` text DEFAULT '#84cc16' NOT NULL,
    	\`font_size\` numeric DEFAULT 16 NOT NULL,
    	\`border_radius\` numeric DEFAULT 8 NOT NULL,
    	\`animations\` integer DEFAULT true,
    	\`font_family\` text DEFAULT 'inter' NOT NULL,
    	\`background_pattern\` text DEFAULT 'none' NOT NULL,
    	\`particle_effects\` integer DEFAULT false,
    	\`particle_type\` text DEFAULT 'forest' NOT NULL,
    	\`particle_count\` numeric DEFAULT 25 NOT NULL,
    	\`custom_cursor\` integer DEFAULT false,
    	\`cursor_type\` text DEFAULT 'leaf' NOT NULL,
    	\`ambient_sounds\` integer DEFAULT false,
    	\`ambient_sound_type\` text DEFAULT 'forest' NOT NULL,
    	\`ambient_volume\` numeric DEFAULT 50 NOT NULL,
    	\`ambient_audio_id\` integer,
    	\`custom_audio_url\` text,
    	\`sound_effects\` integer DEFAULT false,
    	\`updated_at\` text,
    	\`created_at\` text,
    	FOREIGN KEY (\`ambient_audio_id\`) REFERENCES \`site_audio\`(\`id\`) ON UPDATE no action ON DELETE set null
    );
    `)
    await db.run(sql`INSERT INTO \`__new_theme_defaults\`("id", "color_scheme", "primary_color", "secondary_color", "accent_color", "font_size", "border_radius", "animations", "font_family", "background_pattern", "particle_effects", "particle_type", "particle_count", "custom_cursor", "cursor_type", "ambient_sounds", "ambient_sound_type", "ambient_volume", "ambient_audio_id", "custom_audio_url", "sound_effects", "updated_at", "created_at") SELECT "id", "color_scheme", "primary_color", "secondary_color", "accent_color", "font_size", "border_radius", "animations", "font_family", "background_pattern", "particle_effects", "particle_type", "particle_count", "custom_cursor", "cursor_type", "ambient_sounds", "ambient_sound_type", "ambient_volume", "ambient_audio_id", "custom_audio_url", "sound_effects", "updated_at", "created_at" FROM \`theme_defaults\`;`)
    await db.run(sql`DROP TABLE \`theme_defaults\`;`)
    await db.run(sql`ALTER TABLE \`__new_theme_defaults\` RENAME TO \`theme_defaults\`;`)
    await db.run(sql`CREATE INDEX \`theme_defaults_ambient_audio_idx\` ON \`theme_defaults\` (\`ambient_audio_id\`);`)
  })
}
