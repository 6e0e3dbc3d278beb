CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"preferential_amount" numeric(18, 2) NOT NULL,
	"superposition" boolean DEFAULT false NOT NULL,
	"available_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"available_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"expense_type_id" integer,
	"currency_code" varchar(3) NOT NULL,
	"effective_days" integer DEFAULT 0 NOT NULL,
	"deadline" date,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_validity" CHECK ("coupons"."effective_days" > 0 or "coupons"."deadline" is not null)
);
--> statement-breakpoint
CREATE TABLE "promotion_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"page_content" text DEFAULT '' NOT NULL,
	"cover_image" varchar(255) DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"max_distribution" integer NOT NULL,
	"issued_quantity" integer DEFAULT 0 NOT NULL,
	"limit_times" integer NOT NULL,
	"reset_days" integer DEFAULT 0 NOT NULL,
	"gifts" jsonb NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_activities_stock" CHECK ("promotion_activities"."issued_quantity" >= 0 and "promotion_activities"."issued_quantity" <= "promotion_activities"."max_distribution"),
	CONSTRAINT "promotion_activities_period" CHECK ("promotion_activities"."end_time" > "promotion_activities"."start_time")
);
--> statement-breakpoint
CREATE TABLE "promotion_claim_counts" (
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"period" integer NOT NULL,
	"times" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"period" integer NOT NULL,
	"gifts" jsonb NOT NULL,
	"user_coupon_ids" integer[] DEFAULT '{}' NOT NULL,
	"gift_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"currency_code" varchar(3) DEFAULT '' NOT NULL,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"preferential_amount" numeric(18, 2) NOT NULL,
	"superposition" boolean NOT NULL,
	"available_weight" numeric(12, 3) NOT NULL,
	"available_amount" numeric(18, 2) NOT NULL,
	"expense_type_id" integer,
	"currency_code" varchar(3) NOT NULL,
	"expiration_time" timestamp with time zone NOT NULL,
	"use_status" smallint DEFAULT 0 NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"bill_id" integer,
	"used_at" timestamp with time zone,
	"activity_id" integer,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_activities" ADD CONSTRAINT "promotion_activities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claim_counts" ADD CONSTRAINT "promotion_claim_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claim_counts" ADD CONSTRAINT "promotion_claim_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claim_counts" ADD CONSTRAINT "promotion_claim_counts_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_site_name" ON "coupons" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_activities_site_name" ON "promotion_activities" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claim_counts_key" ON "promotion_claim_counts" USING btree ("activity_id","owner_id","period");--> statement-breakpoint
CREATE INDEX "promotion_claims_activity" ON "promotion_claims" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "promotion_claims_owner" ON "promotion_claims" USING btree ("site_id","owner_id","id");--> statement-breakpoint
CREATE INDEX "user_coupons_owner" ON "user_coupons" USING btree ("site_id","owner_id","use_status","expiration_time");--> statement-breakpoint
CREATE INDEX "user_coupons_coupon" ON "user_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "user_coupons_bill" ON "user_coupons" USING btree ("bill_id") WHERE "user_coupons"."bill_id" is not null;--> statement-breakpoint
CREATE INDEX "user_coupons_expiring" ON "user_coupons" USING btree ("expiration_time") WHERE "user_coupons"."use_status" = 0 and not "user_coupons"."expired";