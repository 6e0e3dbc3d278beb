CREATE TABLE "offline_recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"serial_number" varchar(32) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"voucher" varchar(512) NOT NULL,
	"status" smallint NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"reject_reason" varchar(255) DEFAULT '' NOT NULL,
	"submitted_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_recharges_amount_positive" CHECK ("offline_recharges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"payment_method" smallint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"cash_amount" numeric(18, 2) NOT NULL,
	"credit_amount" numeric(18, 2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"balance_before" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"remarks" varchar(255) DEFAULT '' NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"event_key" varchar(128) NOT NULL,
	"type" smallint NOT NULL,
	"document_type" varchar(32) NOT NULL,
	"document_id" integer,
	"document_number" varchar(32) DEFAULT '' NOT NULL,
	"reason" varchar(255) DEFAULT '' NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"wallet_id" integer,
	"account" smallint NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_postings_amount_not_zero" CHECK ("wallet_postings"."amount" <> 0),
	CONSTRAINT "wallet_postings_customer_accounts_have_wallet" CHECK (("wallet_postings"."account" in (1, 2)) = ("wallet_postings"."wallet_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"cash" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit_used" numeric(18, 2) DEFAULT '0' NOT NULL,
	"is_credit" boolean DEFAULT false NOT NULL,
	"credit_limit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"frozen" numeric(18, 2) DEFAULT '0' NOT NULL,
	"arrears_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_cash_not_negative" CHECK ("wallets"."cash" >= 0),
	CONSTRAINT "wallets_frozen_within_cash" CHECK ("wallets"."frozen" >= 0 and "wallets"."frozen" <= "wallets"."cash"),
	CONSTRAINT "wallets_credit_within_limit" CHECK ("wallets"."credit_used" >= 0 and "wallets"."credit_used" <= "wallets"."credit_limit"),
	CONSTRAINT "wallets_cash_or_credit_owed" CHECK ("wallets"."cash" = 0 or "wallets"."credit_used" = 0)
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"provider" smallint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" smallint NOT NULL,
	"pay_target" text DEFAULT '' NOT NULL,
	"provider_transaction_id" varchar(64) DEFAULT '' NOT NULL,
	"raw_notification" jsonb,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_configurations" ADD COLUMN "gateway_url" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_configurations" ADD COLUMN "seller_id" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_configurations" ADD COLUMN "public_key_id" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "payment_method" smallint;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "balance_before" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "balance_after" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "credit_before" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "credit_after" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD COLUMN "refund_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_recharges" ADD CONSTRAINT "offline_recharges_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_recharges" ADD CONSTRAINT "offline_recharges_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_recharges" ADD CONSTRAINT "offline_recharges_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_recharges" ADD CONSTRAINT "offline_recharges_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_event_id_wallet_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wallet_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_events" ADD CONSTRAINT "wallet_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_events" ADD CONSTRAINT "wallet_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_events" ADD CONSTRAINT "wallet_events_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_events" ADD CONSTRAINT "wallet_events_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_postings" ADD CONSTRAINT "wallet_postings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_postings" ADD CONSTRAINT "wallet_postings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_postings" ADD CONSTRAINT "wallet_postings_event_id_wallet_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wallet_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_postings" ADD CONSTRAINT "wallet_postings_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_recharges_site_serial" ON "offline_recharges" USING btree ("site_id","serial_number");--> statement-breakpoint
CREATE INDEX "offline_recharges_owner" ON "offline_recharges" USING btree ("site_id","owner_id","id");--> statement-breakpoint
CREATE INDEX "payment_records_site" ON "payment_records" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "payment_records_owner" ON "payment_records" USING btree ("site_id","owner_id","id");--> statement-breakpoint
CREATE INDEX "payment_records_bill" ON "payment_records" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_events_site_key" ON "wallet_events" USING btree ("site_id","event_key");--> statement-breakpoint
CREATE INDEX "wallet_postings_wallet" ON "wallet_postings" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE INDEX "wallet_postings_event" ON "wallet_postings" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_site_owner_currency" ON "wallets" USING btree ("site_id","owner_id","currency_code");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_out_trade_no" ON "recharges" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "recharges_site_status" ON "recharges" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE INDEX "recharges_owner" ON "recharges" USING btree ("owner_id","id");--> statement-breakpoint
-- The balances and credit lines kept on users until now become wallets in the site's base currency
-- (rate 1; CNY when the site has none), each balance an opening event of two postings that sum to zero.
INSERT INTO "wallets" ("site_id", "owner_id", "currency_code", "cash", "credit_used", "is_credit", "credit_limit", "arrears_at")
SELECT u."site_id", u."id",
  coalesce((SELECT c."currency_code" FROM "currencies" c WHERE c."site_id" = u."site_id" AND c."exchange_rate" = 1 ORDER BY c."id" LIMIT 1), 'CNY'),
  greatest(round(u."balance", 2), 0), greatest(-round(u."balance", 2), 0), u."is_credit_amount",
  greatest(round(u."credit_amount", 2), -round(u."balance", 2), 0), CASE WHEN u."balance" < 0 THEN coalesce(u."arrears_time", now()) END
FROM "users" u
WHERE u."site_id" IS NOT NULL AND u."account_type" = 2 AND (u."balance" <> 0 OR u."is_credit_amount");--> statement-breakpoint
INSERT INTO "wallet_events" ("site_id", "owner_id", "wallet_id", "event_key", "type", "document_type", "reason")
SELECT w."site_id", w."owner_id", w."id", 'opening:' || w."id", 4, 'Opening', 'balance before the ledger'
FROM "wallets" w WHERE w."cash" <> 0 OR w."credit_used" <> 0;--> statement-breakpoint
INSERT INTO "wallet_postings" ("site_id", "owner_id", "event_id", "wallet_id", "account", "currency_code", "amount", "balance_after")
SELECT e."site_id", e."owner_id", e."id", w."id", CASE WHEN w."cash" > 0 THEN 1 ELSE 2 END, w."currency_code",
  CASE WHEN w."cash" > 0 THEN w."cash" ELSE -w."credit_used" END, w."cash" - w."credit_used"
FROM "wallet_events" e JOIN "wallets" w ON w."id" = e."wallet_id" WHERE e."event_key" LIKE 'opening:%';--> statement-breakpoint
INSERT INTO "wallet_postings" ("site_id", "owner_id", "event_id", "wallet_id", "account", "currency_code", "amount")
SELECT e."site_id", e."owner_id", e."id", NULL, 5, w."currency_code", w."credit_used" - w."cash"
FROM "wallet_events" e JOIN "wallets" w ON w."id" = e."wallet_id" WHERE e."event_key" LIKE 'opening:%';
