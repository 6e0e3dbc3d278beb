CREATE TABLE "logistics_order_number_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"from_order_id" integer NOT NULL,
	"old_number" varchar(32) NOT NULL,
	"new_number" varchar(32) NOT NULL,
	"reason" varchar(255) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD COLUMN "parent_order_id" integer;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD COLUMN "pieces" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD COLUMN "peer_number" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "logistics_order_number_changes" ADD CONSTRAINT "logistics_order_number_changes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_number_changes" ADD CONSTRAINT "logistics_order_number_changes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_number_changes" ADD CONSTRAINT "logistics_order_number_changes_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_number_changes" ADD CONSTRAINT "logistics_order_number_changes_from_order_id_logistics_orders_id_fk" FOREIGN KEY ("from_order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_number_changes" ADD CONSTRAINT "logistics_order_number_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logistics_order_number_changes_order" ON "logistics_order_number_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "logistics_order_number_changes_from" ON "logistics_order_number_changes" USING btree ("from_order_id");--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_parent_order_id_logistics_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logistics_orders_parent" ON "logistics_orders" USING btree ("parent_order_id") WHERE "logistics_orders"."parent_order_id" is not null;