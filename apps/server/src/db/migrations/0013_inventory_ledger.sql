CREATE TABLE "stock_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"event_key" varchar(128) NOT NULL,
	"document_type" varchar(32) NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"from_stock_id" integer,
	"from_shelf_id" integer,
	"from_bucket" smallint,
	"from_before" integer,
	"from_after" integer,
	"to_stock_id" integer,
	"to_shelf_id" integer,
	"to_bucket" smallint,
	"to_before" integer,
	"to_after" integer,
	"document_type" varchar(32) NOT NULL,
	"document_id" integer,
	"reason" varchar(255) DEFAULT '' NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_quantity_positive" CHECK ("stock_movements"."quantity" > 0),
	CONSTRAINT "stock_movements_has_a_side" CHECK ("stock_movements"."from_bucket" is not null or "stock_movements"."to_bucket" is not null)
);
--> statement-breakpoint
CREATE TABLE "stock_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_warnings_quantity" CHECK ("stock_warnings"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"shelf_id" integer,
	"total" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"frozen" integer DEFAULT 0 NOT NULL,
	"defective" integer DEFAULT 0 NOT NULL,
	"question" integer DEFAULT 0 NOT NULL,
	"in_transit" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stocks_place" UNIQUE NULLS NOT DISTINCT("commodity_id","warehouse_id","shelf_id"),
	CONSTRAINT "stocks_counters_whole" CHECK ("stocks"."available" >= 0 and "stocks"."frozen" >= 0 and "stocks"."defective" >= 0 and "stocks"."question" >= 0 and "stocks"."in_transit" >= 0 and "stocks"."total" = "stocks"."available" + "stocks"."frozen" + "stocks"."defective" + "stocks"."question")
);
--> statement-breakpoint
ALTER TABLE "stock_events" ADD CONSTRAINT "stock_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_event_id_stock_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."stock_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_from_stock_id_stocks_id_fk" FOREIGN KEY ("from_stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_from_shelf_id_shelves_id_fk" FOREIGN KEY ("from_shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_to_stock_id_stocks_id_fk" FOREIGN KEY ("to_stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_to_shelf_id_shelves_id_fk" FOREIGN KEY ("to_shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warnings" ADD CONSTRAINT "stock_warnings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warnings" ADD CONSTRAINT "stock_warnings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warnings" ADD CONSTRAINT "stock_warnings_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warnings" ADD CONSTRAINT "stock_warnings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warnings" ADD CONSTRAINT "stock_warnings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_events_site_key" ON "stock_events" USING btree ("site_id","event_key");--> statement-breakpoint
CREATE INDEX "stock_movements_from" ON "stock_movements" USING btree ("from_stock_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_to" ON "stock_movements" USING btree ("to_stock_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_place" ON "stock_movements" USING btree ("site_id","commodity_id","warehouse_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_warnings_place" ON "stock_warnings" USING btree ("commodity_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stocks_site_warehouse" ON "stocks" USING btree ("site_id","warehouse_id","commodity_id");--> statement-breakpoint
CREATE INDEX "stocks_owner" ON "stocks" USING btree ("owner_id","commodity_id");--> statement-breakpoint
CREATE INDEX "stocks_shelf" ON "stocks" USING btree ("shelf_id");