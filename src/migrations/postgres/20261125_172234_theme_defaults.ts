import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_theme_defaults_color_scheme" AS ENUM('light', 'dark');
  CREATE TABLE "theme_defaults" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"color_scheme" "enum_theme_defaults_color_scheme" DEFAULT 'light' NOT NULL,
  	"primary_color" varchar DEFAULT '#22c55e' NOT NULL,
  	"secondary_color" varchar DEFAULT '#16a34a' NOT NULL,
  	"accent_color" varchar DEFAULT '#84cc16' NOT NULL,
  	"font_size" numeric DEFAULT 16 NOT NULL,
  	"border_radius" numeric DEFAULT 8 NOT NULL,
  	"animations" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "theme_defaults" CASCADE;
  DROP TYPE "public"."enum_theme_defaults_color_scheme";`)
}
