CREATE TABLE "recipient_informations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"recipient_name" varchar(64) NOT NULL,
	"phone_code" varchar(4) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"tel" varchar(32) DEFAULT '' NOT NULL,
	"identity_number" varchar(32) DEFAULT '' NOT NULL,
	"regions" jsonb NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"detailed_address" varchar(255) DEFAULT '' NOT NULL,
	"mailbox_code" varchar(16) DEFAULT '' NOT NULL,
	"self_pickup_address_id" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"audit_status" smallint NOT NULL,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"audit_reason" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipient_informations" ADD CONSTRAINT "recipient_informations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_informations" ADD CONSTRAINT "recipient_informations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_informations" ADD CONSTRAINT "recipient_informations_self_pickup_address_id_shipping_addresses_id_fk" FOREIGN KEY ("self_pickup_address_id") REFERENCES "public"."shipping_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_informations" ADD CONSTRAINT "recipient_informations_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_informations_one_default" ON "recipient_informations" USING btree ("owner_id") WHERE "recipient_informations"."is_default";--> statement-breakpoint
CREATE INDEX "recipient_informations_owner" ON "recipient_informations" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "recipient_informations_site_audit" ON "recipient_informations" USING btree ("site_id","audit_status","id");