CREATE TABLE "logistics_order_print_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"carrier_no" varchar(64) NOT NULL,
	"reprint" boolean NOT NULL,
	"printed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logistics_order_print_logs" ADD CONSTRAINT "logistics_order_print_logs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_print_logs" ADD CONSTRAINT "logistics_order_print_logs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_print_logs" ADD CONSTRAINT "logistics_order_print_logs_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_print_logs" ADD CONSTRAINT "logistics_order_print_logs_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logistics_order_print_logs_order" ON "logistics_order_print_logs" USING btree ("order_id","id");