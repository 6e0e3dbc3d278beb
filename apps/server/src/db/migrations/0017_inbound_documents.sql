CREATE TABLE "inbound_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"container_no" varchar(32) NOT NULL,
	"bin_type" smallint NOT NULL,
	"packaging_status" smallint DEFAULT 1 NOT NULL,
	"length" numeric(6, 1),
	"width" numeric(6, 1),
	"height" numeric(6, 1),
	"weight" numeric(9, 3),
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint NOT NULL,
	"shelf_id" integer,
	"shelvings" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"inspected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbound_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"inbound_type" smallint NOT NULL,
	"warehouse_id" integer NOT NULL,
	"transport_warehouse_id" integer,
	"carrier" varchar(64) DEFAULT '' NOT NULL,
	"courier_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_unpacking" boolean DEFAULT false NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"payment_status" smallint DEFAULT 1 NOT NULL,
	"inbound_fee" numeric(18, 2),
	"fee_currency" varchar(3) DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"box_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"expected_quantity" integer NOT NULL,
	"good_quantity" integer,
	"defective_quantity" integer,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_boxes" ADD CONSTRAINT "inbound_boxes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_boxes" ADD CONSTRAINT "inbound_boxes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_boxes" ADD CONSTRAINT "inbound_boxes_document_id_inbound_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."inbound_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_boxes" ADD CONSTRAINT "inbound_boxes_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_documents" ADD CONSTRAINT "inbound_documents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_documents" ADD CONSTRAINT "inbound_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_documents" ADD CONSTRAINT "inbound_documents_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_documents" ADD CONSTRAINT "inbound_documents_transport_warehouse_id_warehouses_id_fk" FOREIGN KEY ("transport_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD CONSTRAINT "inbound_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD CONSTRAINT "inbound_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD CONSTRAINT "inbound_lines_box_id_inbound_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."inbound_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD CONSTRAINT "inbound_lines_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_boxes_site_container_no" ON "inbound_boxes" USING btree ("site_id","container_no");--> statement-breakpoint
CREATE INDEX "inbound_boxes_document" ON "inbound_boxes" USING btree ("document_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_documents_site_order_no" ON "inbound_documents" USING btree ("site_id","order_no");--> statement-breakpoint
CREATE INDEX "inbound_documents_site_status" ON "inbound_documents" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE INDEX "inbound_documents_owner" ON "inbound_documents" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "inbound_lines_box" ON "inbound_lines" USING btree ("box_id","id");--> statement-breakpoint
CREATE INDEX "inbound_lines_commodity" ON "inbound_lines" USING btree ("commodity_id");