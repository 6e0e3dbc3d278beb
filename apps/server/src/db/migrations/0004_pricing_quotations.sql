CREATE TABLE "warehouse_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"warehouse_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"customer_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"rent_free_days" integer NOT NULL,
	"cubic_amount" numeric(18, 4) NOT NULL,
	"single_piece_amount" numeric(18, 4) NOT NULL,
	"ultra_long_inventory_time" integer NOT NULL,
	"ultra_long_inventory_cubic_amount" numeric(18, 4) NOT NULL,
	"ultra_long_inventory_single_piece_amount" numeric(18, 4) NOT NULL,
	"start_date" date NOT NULL,
	"is_effective" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_quotations_ultra_long_after_free" CHECK ("warehouse_quotations"."rent_free_days" >= 0 and "warehouse_quotations"."ultra_long_inventory_time" > "warehouse_quotations"."rent_free_days")
);
--> statement-breakpoint
CREATE TABLE "warehousing_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"warehouse_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"customer_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"piece_amount" numeric(18, 4) NOT NULL,
	"weight_amount" numeric(18, 4) NOT NULL,
	"cubic_amount" numeric(18, 4) NOT NULL,
	"minimum_charge" numeric(18, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_effective" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehousing_quotations_end_after_start" CHECK ("warehousing_quotations"."end_date" is null or "warehousing_quotations"."end_date" >= "warehousing_quotations"."start_date")
);
--> statement-breakpoint
CREATE TABLE "value_added_service_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"multiple_choice" boolean DEFAULT false NOT NULL,
	"expense_type_id" integer,
	"explain" varchar(255) DEFAULT '' NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_added_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"calculation_method" smallint NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"warehouse_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"display_order" smallint DEFAULT 0 NOT NULL,
	"explain" varchar(255) DEFAULT '' NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_quotation_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"quotation_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"starting_range" numeric(12, 3) NOT NULL,
	"end_range" numeric(12, 3) NOT NULL,
	"first_weight_unit_price" numeric(14, 4) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"additional_cost" numeric(14, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_quotation_surcharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"quotation_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"expense_type_id" integer,
	"code" varchar(32) NOT NULL,
	"trigger_data_source" varchar(24) NOT NULL,
	"trigger_rule" varchar(16) NOT NULL,
	"trigger_value" varchar(500) DEFAULT '' NOT NULL,
	"amount_of_money" numeric(14, 4) NOT NULL,
	"calculation_method" varchar(24) NOT NULL,
	"minimum_money" numeric(14, 4) DEFAULT '0' NOT NULL,
	"free_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"free_quantity" integer DEFAULT 0 NOT NULL,
	"first_charge" boolean DEFAULT true NOT NULL,
	"allow_refunds" boolean DEFAULT false NOT NULL,
	"cbm_volume_ratio" numeric(12, 3) DEFAULT '0' NOT NULL,
	"volume_unit_price" numeric(14, 4) DEFAULT '0' NOT NULL,
	"volume_accumulation" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"currency_id" integer,
	"type_of_shipping_id" integer,
	"billing_mode" varchar(16) NOT NULL,
	"volume_ratio" numeric(12, 3) NOT NULL,
	"super_material_volume_ratio" numeric(12, 3) DEFAULT '0' NOT NULL,
	"super_material_longest_side" numeric(10, 2) DEFAULT '0' NOT NULL,
	"split_throwing_ratio" numeric(5, 4) DEFAULT '0' NOT NULL,
	"minimum_billing_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"carry" numeric(12, 3) DEFAULT '0' NOT NULL,
	"tax_inclusive" boolean DEFAULT true NOT NULL,
	"tax_inclusive_unit_price" numeric(14, 4) DEFAULT '0' NOT NULL,
	"is_effective" boolean DEFAULT true NOT NULL,
	"effective_date" date NOT NULL,
	"deadline" date,
	"display_order" integer DEFAULT 0 NOT NULL,
	"carrier_ids" integer[] DEFAULT '{}' NOT NULL,
	"warehouse_ids" integer[] DEFAULT '{}' NOT NULL,
	"customer_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"country_codes" varchar(2)[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouse_quotations" ADD CONSTRAINT "warehouse_quotations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehousing_quotations" ADD CONSTRAINT "warehousing_quotations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_added_service_groups" ADD CONSTRAINT "value_added_service_groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_added_service_groups" ADD CONSTRAINT "value_added_service_groups_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_added_services" ADD CONSTRAINT "value_added_services_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_added_services" ADD CONSTRAINT "value_added_services_group_id_value_added_service_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."value_added_service_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotation_ranges" ADD CONSTRAINT "transfer_quotation_ranges_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotation_ranges" ADD CONSTRAINT "transfer_quotation_ranges_quotation_id_transfer_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."transfer_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotation_surcharges" ADD CONSTRAINT "transfer_quotation_surcharges_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotation_surcharges" ADD CONSTRAINT "transfer_quotation_surcharges_quotation_id_transfer_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."transfer_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotation_surcharges" ADD CONSTRAINT "transfer_quotation_surcharges_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotations" ADD CONSTRAINT "transfer_quotations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotations" ADD CONSTRAINT "transfer_quotations_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotations" ADD CONSTRAINT "transfer_quotations_type_of_shipping_id_type_of_shippings_id_fk" FOREIGN KEY ("type_of_shipping_id") REFERENCES "public"."type_of_shippings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_quotations_site_name" ON "warehouse_quotations" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "warehousing_quotations_site_name" ON "warehousing_quotations" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "value_added_service_groups_site_name" ON "value_added_service_groups" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "value_added_services_site_name" ON "value_added_services" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "value_added_services_group" ON "value_added_services" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_quotation_ranges_order" ON "transfer_quotation_ranges" USING btree ("quotation_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_quotation_surcharges_order" ON "transfer_quotation_surcharges" USING btree ("quotation_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_quotations_site_name" ON "transfer_quotations" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "transfer_quotations_site_order" ON "transfer_quotations" USING btree ("site_id","display_order");