CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"serial_number" varchar(32) NOT NULL,
	"logistics_order_id" integer NOT NULL,
	"bill_type" smallint NOT NULL,
	"payment_status" smallint NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"payment_money" numeric(18, 2) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"refund_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"details" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_order_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_order_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"track_time" timestamp with time zone NOT NULL,
	"place" varchar(128) DEFAULT '' NOT NULL,
	"texts" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"serial_number" varchar(32) NOT NULL,
	"carrier_no" varchar(64) DEFAULT '' NOT NULL,
	"source" smallint NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"approval_status" smallint NOT NULL,
	"payment_status" smallint NOT NULL,
	"freeze_status" smallint DEFAULT 0 NOT NULL,
	"print_status" smallint DEFAULT 0 NOT NULL,
	"quotation_id" integer NOT NULL,
	"quotation_name" varchar(128) NOT NULL,
	"type_of_shipping_name" varchar(128) DEFAULT '' NOT NULL,
	"carrier_id" integer NOT NULL,
	"cargo_type_id" integer,
	"package_count" integer NOT NULL,
	"piece_count" integer NOT NULL,
	"weight" numeric(12, 3) NOT NULL,
	"volume_weight" numeric(12, 3) NOT NULL,
	"fare_weight" numeric(12, 3) NOT NULL,
	"billed_weight_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declared_price" numeric(18, 2) NOT NULL,
	"declared_currency" varchar(3) NOT NULL,
	"is_cod" boolean DEFAULT false NOT NULL,
	"collection" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_type" smallint NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"recipient" jsonb NOT NULL,
	"recipient_name" varchar(64) NOT NULL,
	"recipient_country_code" varchar(2) NOT NULL,
	"recipient_phone" varchar(32) DEFAULT '' NOT NULL,
	"declarant" jsonb,
	"goods" jsonb NOT NULL,
	"commodities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"charges" jsonb NOT NULL,
	"reject_reason" varchar(255) DEFAULT '' NOT NULL,
	"freeze_reason" varchar(255) DEFAULT '' NOT NULL,
	"cancel_reason" varchar(255) DEFAULT '' NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"latest_track" jsonb,
	"latest_track_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_logistics_order_id_logistics_orders_id_fk" FOREIGN KEY ("logistics_order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_packages" ADD CONSTRAINT "logistics_order_packages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_packages" ADD CONSTRAINT "logistics_order_packages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_packages" ADD CONSTRAINT "logistics_order_packages_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_packages" ADD CONSTRAINT "logistics_order_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_tracks" ADD CONSTRAINT "logistics_order_tracks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_tracks" ADD CONSTRAINT "logistics_order_tracks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_tracks" ADD CONSTRAINT "logistics_order_tracks_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_tracks" ADD CONSTRAINT "logistics_order_tracks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_cargo_type_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_site_serial" ON "bills" USING btree ("site_id","serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_live_per_order" ON "bills" USING btree ("logistics_order_id","bill_type") WHERE "bills"."payment_status" <> 3;--> statement-breakpoint
CREATE INDEX "bills_owner" ON "bills" USING btree ("site_id","owner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_order_packages_active_package" ON "logistics_order_packages" USING btree ("package_id") WHERE "logistics_order_packages"."active";--> statement-breakpoint
CREATE INDEX "logistics_order_packages_order" ON "logistics_order_packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "logistics_order_tracks_order" ON "logistics_order_tracks" USING btree ("order_id","track_time");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_orders_site_serial" ON "logistics_orders" USING btree ("site_id","serial_number");--> statement-breakpoint
CREATE INDEX "logistics_orders_site" ON "logistics_orders" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "logistics_orders_owner" ON "logistics_orders" USING btree ("site_id","owner_id","id");--> statement-breakpoint
CREATE INDEX "logistics_orders_carrier_no" ON "logistics_orders" USING btree ("site_id","carrier_no") WHERE "logistics_orders"."carrier_no" <> '';