CREATE TABLE "site_page_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"background_image" varchar(512) DEFAULT '' NOT NULL,
	"primary_color" varchar(7) DEFAULT '' NOT NULL,
	"secondary_color" varchar(7) DEFAULT '' NOT NULL,
	"filing_number" varchar(64) DEFAULT '' NOT NULL,
	"filing_link" varchar(255) DEFAULT '' NOT NULL,
	"carousel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_available_sites" (
	"site_id" integer,
	"user_id" integer NOT NULL,
	"available_site_id" integer NOT NULL,
	CONSTRAINT "user_available_sites_user_id_available_site_id_pk" PRIMARY KEY("user_id","available_site_id")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"template_type" smallint NOT NULL,
	"width_mm" smallint NOT NULL,
	"height_mm" smallint NOT NULL,
	"content" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"provider" smallint NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"is_sandbox" boolean DEFAULT false NOT NULL,
	"notify_url" varchar(255) DEFAULT '' NOT NULL,
	"app_id" varchar(32) DEFAULT '' NOT NULL,
	"merchant_id" varchar(12) DEFAULT '' NOT NULL,
	"merchant_serial_number" varchar(64) DEFAULT '' NOT NULL,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" varchar(32) DEFAULT '' NOT NULL,
	"file_address" varchar(512) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" varchar(128) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"visible_to_users" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_page_configurations" ADD COLUMN "agreement" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_page_configurations" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_page_configurations" ADD COLUMN "technologies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "site_id" integer GENERATED ALWAYS AS ("id") STORED;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_cash_on_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_credit_amount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "default_cash_on_delivery_amount" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "default_credit_amount" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "default_apis" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "settlement_cycle" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "full_bag_charge" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_page_settings" ADD CONSTRAINT "site_page_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_available_sites" ADD CONSTRAINT "user_available_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_available_sites" ADD CONSTRAINT "user_available_sites_available_site_id_sites_id_fk" FOREIGN KEY ("available_site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_configurations" ADD CONSTRAINT "payment_configurations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_files" ADD CONSTRAINT "common_files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_available_sites_site" ON "user_available_sites" USING btree ("available_site_id");--> statement-breakpoint
CREATE INDEX "templates_site_type" ON "templates" USING btree ("site_id","template_type");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_one_default_per_type" ON "templates" USING btree ("site_id","template_type") WHERE "templates"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_configurations_site_provider" ON "payment_configurations" USING btree ("site_id","provider");--> statement-breakpoint
CREATE INDEX "common_files_site_sort" ON "common_files" USING btree ("site_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_platform_population_code" ON "roles" USING btree ("population","code") WHERE "roles"."site_id" is null;