CREATE TABLE "packing_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"packing_id" integer NOT NULL,
	"round" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"client_scan_id" varchar(64) NOT NULL,
	"scanned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"boxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"volume_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"billing_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"total_before" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_after" numeric(18, 2) DEFAULT '0' NOT NULL,
	"currency_code" varchar(3) DEFAULT '' NOT NULL,
	"billing" smallint,
	"bill_id" integer,
	"packed_by" integer,
	"packed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bills_live_per_order";--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD COLUMN "packing_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "packing_scans" ADD CONSTRAINT "packing_scans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_scans" ADD CONSTRAINT "packing_scans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_scans" ADD CONSTRAINT "packing_scans_packing_id_packings_id_fk" FOREIGN KEY ("packing_id") REFERENCES "public"."packings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_scans" ADD CONSTRAINT "packing_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packings" ADD CONSTRAINT "packings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packings" ADD CONSTRAINT "packings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packings" ADD CONSTRAINT "packings_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packings" ADD CONSTRAINT "packings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packings" ADD CONSTRAINT "packings_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packings" ADD CONSTRAINT "packings_packed_by_users_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "packing_scans_client" ON "packing_scans" USING btree ("site_id","client_scan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_scans_parcel" ON "packing_scans" USING btree ("packing_id","round","item_id") WHERE "packing_scans"."kind" = 'Package';--> statement-breakpoint
CREATE INDEX "packing_scans_packing" ON "packing_scans" USING btree ("packing_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "packings_order" ON "packings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "packings_packed" ON "packings" USING btree ("site_id","packed_at") WHERE "packings"."packed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_live_per_order" ON "bills" USING btree ("logistics_order_id","bill_type") WHERE "bills"."payment_status" <> 3 and "bills"."bill_type" = 1;