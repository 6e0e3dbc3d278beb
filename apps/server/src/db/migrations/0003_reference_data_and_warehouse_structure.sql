CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"code" varchar(16) NOT NULL,
	"alpha3" varchar(3) DEFAULT '' NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_zh_tw" varchar(64),
	"name_en" varchar(128),
	"phone_code" varchar(32) NOT NULL,
	"has_children" boolean NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"exchange_rate" numeric(18, 6) NOT NULL,
	"symbol" varchar(8) DEFAULT '' NOT NULL,
	"effective_or_not" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32) NOT NULL,
	"explain" varchar(255) DEFAULT '' NOT NULL,
	"system_variables" varchar(64) DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_tutorial_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trajectory_scheme_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"scheme_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"content" varchar(255) NOT NULL,
	"location" varchar(64) DEFAULT '' NOT NULL,
	"interval_hours" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trajectory_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_local_tracking_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"number" varchar(64) NOT NULL,
	"whether_to_use" boolean DEFAULT false NOT NULL,
	"is_voided" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"interface" smallint NOT NULL,
	"agent_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_length" numeric(10, 2) DEFAULT '0' NOT NULL,
	"max_width" numeric(10, 2) DEFAULT '0' NOT NULL,
	"max_height" numeric(10, 2) DEFAULT '0' NOT NULL,
	"max_weight" numeric(10, 3) DEFAULT '0' NOT NULL,
	"is_cash_on_delivery" boolean DEFAULT false NOT NULL,
	"is_local_numbering" boolean DEFAULT false NOT NULL,
	"template_id" integer,
	"is_single_package_billing" boolean DEFAULT false NOT NULL,
	"minimum_consumption" numeric(18, 4) DEFAULT '0' NOT NULL,
	"alias" varchar(64) DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_of_shippings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"min_aging" smallint NOT NULL,
	"max_aging" smallint NOT NULL,
	"display_order" smallint DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "type_of_shippings_aging_order" CHECK ("type_of_shippings"."min_aging" >= 0 and "type_of_shippings"."min_aging" <= "type_of_shippings"."max_aging")
);
--> statement-breakpoint
CREATE TABLE "customs_clearance_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"prefix" varchar(16) DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_clearance_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(64) NOT NULL,
	"max_quantity" integer NOT NULL,
	"used_quantity" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customs_clearance_numbers_used_within_max" CHECK ("customs_clearance_numbers"."used_quantity" >= 0 and "customs_clearance_numbers"."used_quantity" <= "customs_clearance_numbers"."max_quantity")
);
--> statement-breakpoint
CREATE TABLE "cargo_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"display_order" smallint DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commodity_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"name" varchar(64) NOT NULL,
	"display_order" smallint DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_information" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"contacts" varchar(64) NOT NULL,
	"country_code" varchar(4) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"receive_tel" varchar(32) DEFAULT '' NOT NULL,
	"detailed_address" varchar(255) NOT NULL,
	"mailbox_code" varchar(16) DEFAULT '' NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_available_warehouses" (
	"site_id" integer,
	"user_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	CONSTRAINT "user_available_warehouses_user_id_warehouse_id_pk" PRIMARY KEY("user_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32) DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"person_in_charge" varchar(32) NOT NULL,
	"person_in_charge_mobile" varchar(20) DEFAULT '' NOT NULL,
	"person_in_charge_tel" varchar(24) DEFAULT '' NOT NULL,
	"phone_code" varchar(4) DEFAULT '' NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detailed_address" varchar(255) DEFAULT '' NOT NULL,
	"postal_code" varchar(16) DEFAULT '' NOT NULL,
	"volume_ratio" numeric(12, 2) DEFAULT '6000' NOT NULL,
	"linked_stores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_partitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"type" smallint NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"shelf_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelves" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"partition_id" integer NOT NULL,
	"shelves_number" varchar(64) COLLATE "C" NOT NULL,
	"prefix" varchar(16) DEFAULT '' NOT NULL,
	"separator" varchar(1) DEFAULT '' NOT NULL,
	"layer" smallint DEFAULT 0 NOT NULL,
	"column" smallint DEFAULT 0 NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"shelves_wide" numeric(10, 2) DEFAULT '0' NOT NULL,
	"shelves_high" numeric(10, 2) DEFAULT '0' NOT NULL,
	"shelves_length" numeric(10, 2) DEFAULT '0' NOT NULL,
	"used_wide" numeric(10, 2) DEFAULT '0' NOT NULL,
	"used_high" numeric(10, 2) DEFAULT '0' NOT NULL,
	"used_length" numeric(10, 2) DEFAULT '0' NOT NULL,
	"goods_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"type" smallint NOT NULL,
	"contact" varchar(32) DEFAULT '' NOT NULL,
	"phone_code" varchar(4) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detailed_address" varchar(255) DEFAULT '' NOT NULL,
	"postal_code" varchar(16) DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_types" ADD CONSTRAINT "expense_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_tutorial_types" ADD CONSTRAINT "help_tutorial_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trajectory_scheme_steps" ADD CONSTRAINT "trajectory_scheme_steps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trajectory_scheme_steps" ADD CONSTRAINT "trajectory_scheme_steps_scheme_id_trajectory_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."trajectory_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trajectory_schemes" ADD CONSTRAINT "trajectory_schemes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_local_tracking_numbers" ADD CONSTRAINT "carrier_local_tracking_numbers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_local_tracking_numbers" ADD CONSTRAINT "carrier_local_tracking_numbers_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "type_of_shippings" ADD CONSTRAINT "type_of_shippings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_clearance_companies" ADD CONSTRAINT "customs_clearance_companies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_clearance_numbers" ADD CONSTRAINT "customs_clearance_numbers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_clearance_numbers" ADD CONSTRAINT "customs_clearance_numbers_company_id_customs_clearance_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customs_clearance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_types" ADD CONSTRAINT "cargo_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_categories" ADD CONSTRAINT "commodity_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_categories" ADD CONSTRAINT "commodity_categories_parent_id_commodity_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."commodity_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_information" ADD CONSTRAINT "applicant_information_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_available_warehouses" ADD CONSTRAINT "user_available_warehouses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_available_warehouses" ADD CONSTRAINT "user_available_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_partitions" ADD CONSTRAINT "warehouse_partitions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_partitions" ADD CONSTRAINT "warehouse_partitions_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelves" ADD CONSTRAINT "shelves_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelves" ADD CONSTRAINT "shelves_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelves" ADD CONSTRAINT "shelves_partition_id_warehouse_partitions_id_fk" FOREIGN KEY ("partition_id") REFERENCES "public"."warehouse_partitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regions_parent_sort" ON "regions" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "regions_level" ON "regions" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_site_code" ON "currencies" USING btree ("site_id","currency_code");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_types_site_code" ON "expense_types" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_types_site_variable" ON "expense_types" USING btree ("site_id","system_variables") WHERE "expense_types"."system_variables" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "help_tutorial_types_site_name" ON "help_tutorial_types" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "trajectory_scheme_steps_order" ON "trajectory_scheme_steps" USING btree ("scheme_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "trajectory_schemes_site_name" ON "trajectory_schemes" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_local_tracking_numbers_carrier_number" ON "carrier_local_tracking_numbers" USING btree ("carrier_id","number");--> statement-breakpoint
CREATE INDEX "carrier_local_tracking_numbers_free" ON "carrier_local_tracking_numbers" USING btree ("carrier_id","id") WHERE not "carrier_local_tracking_numbers"."whether_to_use" and not "carrier_local_tracking_numbers"."is_voided";--> statement-breakpoint
CREATE INDEX "carrier_local_tracking_numbers_site" ON "carrier_local_tracking_numbers" USING btree ("site_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_site_name" ON "carriers" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_site_alias" ON "carriers" USING btree ("site_id","alias") WHERE "carriers"."alias" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "type_of_shippings_site_name" ON "type_of_shippings" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "customs_clearance_companies_site_name" ON "customs_clearance_companies" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "customs_clearance_numbers_company_number" ON "customs_clearance_numbers" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "customs_clearance_numbers_site" ON "customs_clearance_numbers" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_types_site_name" ON "cargo_types" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "commodity_categories_site_parent" ON "commodity_categories" USING btree ("site_id","parent_id");--> statement-breakpoint
CREATE INDEX "applicant_information_site" ON "applicant_information" USING btree ("site_id","is_deactivate");--> statement-breakpoint
CREATE INDEX "user_available_warehouses_warehouse" ON "user_available_warehouses" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouses_site_name" ON "warehouses" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_site_code" ON "warehouses" USING btree ("site_id","code") WHERE "warehouses"."code" <> '';--> statement-breakpoint
CREATE INDEX "warehouse_partitions_site" ON "warehouse_partitions" USING btree ("site_id","warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_partitions_warehouse_name" ON "warehouse_partitions" USING btree ("warehouse_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "shelves_warehouse_number" ON "shelves" USING btree ("warehouse_id","shelves_number");--> statement-breakpoint
CREATE INDEX "shelves_site_number" ON "shelves" USING btree ("site_id","shelves_number","id");--> statement-breakpoint
CREATE INDEX "shelves_site_warehouse_number" ON "shelves" USING btree ("site_id","warehouse_id","shelves_number","id");--> statement-breakpoint
CREATE INDEX "shelves_site_partition_number" ON "shelves" USING btree ("site_id","partition_id","shelves_number","id");--> statement-breakpoint
CREATE INDEX "shipping_addresses_site_type" ON "shipping_addresses" USING btree ("site_id","type","warehouse_id");