CREATE TABLE "commodities" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"sku" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"english_name" varchar(128) DEFAULT '' NOT NULL,
	"alias" varchar(128) DEFAULT '' NOT NULL,
	"identification_code" varchar(64) DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer,
	"cargo_type_id" integer,
	"currency" varchar(3) DEFAULT 'CNY' NOT NULL,
	"price" numeric(12, 2),
	"declaration_name" varchar(128) DEFAULT '' NOT NULL,
	"length" numeric(6, 1),
	"width" numeric(6, 1),
	"height" numeric(6, 1),
	"actual_weight" numeric(9, 3),
	"gross_weight" numeric(9, 3),
	"measured_length" numeric(6, 1),
	"measured_width" numeric(6, 1),
	"measured_height" numeric(6, 1),
	"measured_actual_weight" numeric(9, 3),
	"measured_gross_weight" numeric(9, 3),
	"measured_by" integer,
	"measured_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"sales_mode" smallint NOT NULL,
	"audit_status" smallint NOT NULL,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"audit_reason" varchar(255) DEFAULT '' NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_category_id_commodity_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."commodity_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_cargo_type_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_measured_by_users_id_fk" FOREIGN KEY ("measured_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commodities_owner_code" ON "commodities" USING btree ("owner_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "commodities_owner_sku" ON "commodities" USING btree ("owner_id","sku");--> statement-breakpoint
CREATE INDEX "commodities_site" ON "commodities" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "commodities_site_audit" ON "commodities" USING btree ("site_id","audit_status","id");