CREATE TABLE "picking_list_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"picking_list_id" integer NOT NULL,
	"list_order_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"package_id" integer,
	"commodity_id" integer,
	"shelf_id" integer,
	"shelf_code" varchar(64) DEFAULT '' NOT NULL,
	"partition_name" varchar(64) DEFAULT '' NOT NULL,
	"code" varchar(64) NOT NULL,
	"sku" varchar(64) DEFAULT '' NOT NULL,
	"name" varchar(128) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"picked_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picking_list_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"picking_list_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"missing" boolean DEFAULT false NOT NULL,
	"missing_reason" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picking_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"number" varchar(32) NOT NULL,
	"rule_id" integer,
	"rule_name" varchar(64) DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"claim_status" smallint DEFAULT 0 NOT NULL,
	"claimer_id" integer,
	"created_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picking_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"group_by" smallint NOT NULL,
	"by_partition" boolean DEFAULT false NOT NULL,
	"max_orders" integer NOT NULL,
	"max_lines" integer NOT NULL,
	"is_automatic" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picking_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"picking_list_id" integer NOT NULL,
	"scan_id" varchar(64) NOT NULL,
	"line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"scanned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picking_list_lines" ADD CONSTRAINT "picking_list_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_list_lines" ADD CONSTRAINT "picking_list_lines_picking_list_id_picking_lists_id_fk" FOREIGN KEY ("picking_list_id") REFERENCES "public"."picking_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_list_lines" ADD CONSTRAINT "picking_list_lines_list_order_id_picking_list_orders_id_fk" FOREIGN KEY ("list_order_id") REFERENCES "public"."picking_list_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_list_lines" ADD CONSTRAINT "picking_list_lines_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_list_lines" ADD CONSTRAINT "picking_list_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_list_lines" ADD CONSTRAINT "picking_list_lines_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_list_lines" ADD CONSTRAINT "picking_list_lines_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_list_orders" ADD CONSTRAINT "picking_list_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_list_orders" ADD CONSTRAINT "picking_list_orders_picking_list_id_picking_lists_id_fk" FOREIGN KEY ("picking_list_id") REFERENCES "public"."picking_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_list_orders" ADD CONSTRAINT "picking_list_orders_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lists" ADD CONSTRAINT "picking_lists_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lists" ADD CONSTRAINT "picking_lists_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lists" ADD CONSTRAINT "picking_lists_claimer_id_users_id_fk" FOREIGN KEY ("claimer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lists" ADD CONSTRAINT "picking_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_rules" ADD CONSTRAINT "picking_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_rules" ADD CONSTRAINT "picking_rules_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_scans" ADD CONSTRAINT "picking_scans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_scans" ADD CONSTRAINT "picking_scans_picking_list_id_picking_lists_id_fk" FOREIGN KEY ("picking_list_id") REFERENCES "public"."picking_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_scans" ADD CONSTRAINT "picking_scans_line_id_picking_list_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."picking_list_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_scans" ADD CONSTRAINT "picking_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picking_list_lines_list" ON "picking_list_lines" USING btree ("picking_list_id","shelf_code");--> statement-breakpoint
CREATE INDEX "picking_list_lines_order" ON "picking_list_lines" USING btree ("list_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "picking_list_orders_live_order" ON "picking_list_orders" USING btree ("order_id") WHERE "picking_list_orders"."live";--> statement-breakpoint
CREATE INDEX "picking_list_orders_list" ON "picking_list_orders" USING btree ("picking_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "picking_lists_site_number" ON "picking_lists" USING btree ("site_id","number");--> statement-breakpoint
CREATE INDEX "picking_lists_site" ON "picking_lists" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "picking_lists_claimer" ON "picking_lists" USING btree ("claimer_id","id") WHERE "picking_lists"."claimer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "picking_rules_warehouse_name" ON "picking_rules" USING btree ("warehouse_id","name");--> statement-breakpoint
CREATE INDEX "picking_rules_automatic" ON "picking_rules" USING btree ("site_id") WHERE "picking_rules"."is_automatic" and "picking_rules"."is_enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "picking_scans_list_scan" ON "picking_scans" USING btree ("picking_list_id","scan_id");