import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`theme_defaults\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`color_scheme\` text DEFAULT 'light' NOT NULL,
  	\`primary_color\` text DEFAULT '#22c55e' NOT NULL,
  	\`secondary_color\` text DEFAULT '#16a34a' NOT NULL,
  	\`accent_color\` text DEFAULT '#84cc16' NOT NULL,
  	\`font_size\` numeric DEFAULT 16 NOT NULL,
  	\`border_radius\` numeric DEFAULT 8 NOT NULL,
  	\`animations\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`theme_defaults\`;`)
}
