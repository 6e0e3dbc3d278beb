CREATE TABLE "transfer_plan_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"owner_id" integer,
	"kind" varchar(16) NOT NULL,
	"package_id" integer,
	"commodity_id" integer,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"shelf_id" integer,
	"order_stock" boolean DEFAULT false NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"serial_number" varchar(32) NOT NULL,
	"from_warehouse_id" integer NOT NULL,
	"to_warehouse_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"planned_date" date,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_by" integer,
	"dispatched_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_plan_lines" ADD CONSTRAINT "transfer_plan_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plan_lines" ADD CONSTRAINT "transfer_plan_lines_plan_id_transfer_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."transfer_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plan_lines" ADD CONSTRAINT "transfer_plan_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plan_lines" ADD CONSTRAINT "transfer_plan_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plan_lines" ADD CONSTRAINT "transfer_plan_lines_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plan_lines" ADD CONSTRAINT "transfer_plan_lines_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plan_lines" ADD CONSTRAINT "transfer_plan_lines_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plan_lines" ADD CONSTRAINT "transfer_plan_lines_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plans" ADD CONSTRAINT "transfer_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plans" ADD CONSTRAINT "transfer_plans_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plans" ADD CONSTRAINT "transfer_plans_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plans" ADD CONSTRAINT "transfer_plans_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plans" ADD CONSTRAINT "transfer_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_plan_lines_plan" ON "transfer_plan_lines" USING btree ("plan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_plan_lines_live_parcel" ON "transfer_plan_lines" USING btree ("package_id") WHERE "transfer_plan_lines"."live" and "transfer_plan_lines"."package_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_plan_lines_live_stock" ON "transfer_plan_lines" USING btree ("commodity_id","warehouse_id") WHERE "transfer_plan_lines"."live" and "transfer_plan_lines"."commodity_id" is not null and not "transfer_plan_lines"."order_stock";--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_plans_site_serial" ON "transfer_plans" USING btree ("site_id","serial_number");--> statement-breakpoint
CREATE INDEX "transfer_plans_site" ON "transfer_plans" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_plans_live_order" ON "transfer_plans" USING btree ("order_id") WHERE "transfer_plans"."order_id" is not null and "transfer_plans"."status" in (1, 2);