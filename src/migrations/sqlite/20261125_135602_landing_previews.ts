import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`landing_previews_video_id\` integer REFERENCES videos(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`landing_previews_article_id\` integer REFERENCES articles(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`landing_previews_tip_id\` integer REFERENCES daily_tips(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`landing_previews_formation_id\` integer REFERENCES formations(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_video_idx\` ON \`site_settings\` (\`landing_previews_video_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_article_idx\` ON \`site_settings\` (\`landing_previews_article_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_tip_idx\` ON \`site_settings\` (\`landing_previews_tip_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_landing_previews_landing_previews_formatio_idx\` ON \`site_settings\` (\`landing_previews_formation_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "brand_name", "contact_email", "business_legal_name", "business_legal_form", "business_share_capital", "business_siret", "business_registration", "business_vat_number", "business_street", "business_postal_code", "business_city", "business_country", "business_phone", "business_publication_director", "host_name", "host_address", "host_phone", "mediator_name", "mediator_website", "mediator_address", "region_name", "region_department", "region_latitude", "region_longitude", "region_service_radius_km", "updated_at", "created_at") SELECT "id", "brand_name", "contact_email", "business_legal_name", "business_legal_form", "business_share_capital", "business_siret", "business_registration", "business_vat_number", "business_street", "business_postal_code", "business_city", "business_country", "business_phone", "business_publication_director", "host_name", "host_address", "host_phone", "mediator_name", "mediator_website", "mediator_address", "region_name", "region_department", "region_latitude", "region_longitude", "region_service_radius_km", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
