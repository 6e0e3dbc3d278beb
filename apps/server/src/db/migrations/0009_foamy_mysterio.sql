CREATE TABLE "record_histories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer,
	"record" varchar(32) NOT NULL,
	"record_id" integer NOT NULL,
	"action" varchar(48) NOT NULL,
	"from_state" smallint,
	"to_state" smallint,
	"actor_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forecast_anomalies" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"courier_number" varchar(40) NOT NULL,
	"product_name" varchar(128) DEFAULT '' NOT NULL,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"resolved_by" integer,
	"resolved_remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"proof" varchar(512) NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"reply" varchar(255) DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer,
	"warehouse_id" integer NOT NULL,
	"courier_number" varchar(40) NOT NULL,
	"courier_company" varchar(64) DEFAULT '' NOT NULL,
	"product_name" varchar(128) DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" numeric(12, 2),
	"purchase_price" numeric(12, 2),
	"purchase_currency" varchar(3) DEFAULT 'CNY' NOT NULL,
	"shop_no" varchar(64) DEFAULT '' NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"weight" numeric(9, 3),
	"length" numeric(6, 1),
	"width" numeric(6, 1),
	"height" numeric(6, 1),
	"volume_weight" numeric(12, 3),
	"billing_weight" numeric(12, 3),
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shelf_id" integer,
	"logistics_serial_number" varchar(32) DEFAULT '' NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by" integer,
	"shelved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unknown_package_board" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"masked_number" varchar(40) NOT NULL,
	"number_hash" varchar(64) NOT NULL,
	"courier_company" varchar(64) DEFAULT '' NOT NULL,
	"weight" numeric(9, 3),
	"signed_at" timestamp with time zone,
	"is_claimed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forecast_anomalies" ADD CONSTRAINT "forecast_anomalies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_anomalies" ADD CONSTRAINT "forecast_anomalies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_anomalies" ADD CONSTRAINT "forecast_anomalies_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claims" ADD CONSTRAINT "package_claims_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claims" ADD CONSTRAINT "package_claims_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claims" ADD CONSTRAINT "package_claims_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_package_board" ADD CONSTRAINT "unknown_package_board_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_package_board" ADD CONSTRAINT "unknown_package_board_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_package_board" ADD CONSTRAINT "unknown_package_board_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_histories_record" ON "record_histories" USING btree ("record","record_id","id");--> statement-breakpoint
CREATE INDEX "forecast_anomalies_site" ON "forecast_anomalies" USING btree ("site_id","is_resolved","id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_claims_one_pending" ON "package_claims" USING btree ("package_id") WHERE "package_claims"."status" = 1;--> statement-breakpoint
CREATE INDEX "package_claims_site_status" ON "package_claims" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_site_number" ON "packages" USING btree ("site_id","courier_number");--> statement-breakpoint
CREATE INDEX "packages_owner_status" ON "packages" USING btree ("site_id","owner_id","status","id");--> statement-breakpoint
CREATE INDEX "packages_site_status" ON "packages" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE INDEX "packages_shelf" ON "packages" USING btree ("shelf_id");--> statement-breakpoint
CREATE INDEX "packages_unknown" ON "packages" USING btree ("site_id","id") WHERE "packages"."owner_id" is null;