CREATE TABLE "transport_bag_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"bag_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"weight" numeric(12, 3) NOT NULL,
	"length" numeric(7, 1) NOT NULL,
	"width" numeric(7, 1) NOT NULL,
	"height" numeric(7, 1) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_bags" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"bag_number" varchar(64) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"weighed" boolean DEFAULT false NOT NULL,
	"weighed_weight" numeric(12, 3),
	"arrived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_shift_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"track_time" timestamp with time zone NOT NULL,
	"place" varchar(128) DEFAULT '' NOT NULL,
	"texts" jsonb NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"serial_number" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"max_length" numeric(7, 1) NOT NULL,
	"max_width" numeric(7, 1) NOT NULL,
	"max_height" numeric(7, 1) NOT NULL,
	"max_weight" numeric(12, 3) NOT NULL,
	"bearable_weight" numeric(14, 3) NOT NULL,
	"used_weight" numeric(14, 3) DEFAULT '0' NOT NULL,
	"warehouse_ids" integer[] DEFAULT '{}' NOT NULL,
	"type_of_shipping_ids" integer[] DEFAULT '{}' NOT NULL,
	"carrier_ids" integer[] DEFAULT '{}' NOT NULL,
	"customs_clearance_company_id" integer NOT NULL,
	"destination_country_code" varchar(2) NOT NULL,
	"departure_date" date NOT NULL,
	"estimated_arrival_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"departed_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD COLUMN "bagging_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD COLUMN "customs_clearance_number" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_bag_orders" ADD CONSTRAINT "transport_bag_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_bag_orders" ADD CONSTRAINT "transport_bag_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_bag_orders" ADD CONSTRAINT "transport_bag_orders_shift_id_transport_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."transport_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_bag_orders" ADD CONSTRAINT "transport_bag_orders_bag_id_transport_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."transport_bags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_bag_orders" ADD CONSTRAINT "transport_bag_orders_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_bag_orders" ADD CONSTRAINT "transport_bag_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_bags" ADD CONSTRAINT "transport_bags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_bags" ADD CONSTRAINT "transport_bags_shift_id_transport_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."transport_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_bags" ADD CONSTRAINT "transport_bags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_shift_tracks" ADD CONSTRAINT "transport_shift_tracks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_shift_tracks" ADD CONSTRAINT "transport_shift_tracks_shift_id_transport_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."transport_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_shift_tracks" ADD CONSTRAINT "transport_shift_tracks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_shifts" ADD CONSTRAINT "transport_shifts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_shifts" ADD CONSTRAINT "transport_shifts_customs_clearance_company_id_customs_clearance_companies_id_fk" FOREIGN KEY ("customs_clearance_company_id") REFERENCES "public"."customs_clearance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transport_bag_orders_order" ON "transport_bag_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transport_bag_orders_bag" ON "transport_bag_orders" USING btree ("bag_id");--> statement-breakpoint
CREATE INDEX "transport_bag_orders_shift" ON "transport_bag_orders" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_bags_site_number" ON "transport_bags" USING btree ("site_id","bag_number");--> statement-breakpoint
CREATE INDEX "transport_bags_shift" ON "transport_bags" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "transport_shift_tracks_shift" ON "transport_shift_tracks" USING btree ("shift_id","track_time");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_shifts_site_serial" ON "transport_shifts" USING btree ("site_id","serial_number");--> statement-breakpoint
CREATE INDEX "transport_shifts_site_status" ON "transport_shifts" USING btree ("site_id","status","id");