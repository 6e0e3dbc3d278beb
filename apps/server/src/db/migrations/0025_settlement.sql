CREATE TABLE "settlement_statement_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"payment_record_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"credit_amount" numeric(18, 2) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"serial_number" varchar(32) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"settlement_cycle" smallint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" smallint NOT NULL,
	"settled_by" integer,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_cash_or_credit_owed";--> statement-breakpoint
ALTER TABLE "settlement_statement_bills" ADD CONSTRAINT "settlement_statement_bills_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statement_bills" ADD CONSTRAINT "settlement_statement_bills_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statement_bills" ADD CONSTRAINT "settlement_statement_bills_statement_id_settlement_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."settlement_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statement_bills" ADD CONSTRAINT "settlement_statement_bills_payment_record_id_payment_records_id_fk" FOREIGN KEY ("payment_record_id") REFERENCES "public"."payment_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statement_bills" ADD CONSTRAINT "settlement_statement_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statement_bills_record" ON "settlement_statement_bills" USING btree ("payment_record_id");--> statement-breakpoint
CREATE INDEX "settlement_statement_bills_statement" ON "settlement_statement_bills" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_period" ON "settlement_statements" USING btree ("site_id","owner_id","currency_code","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_site_serial" ON "settlement_statements" USING btree ("site_id","serial_number");--> statement-breakpoint
CREATE INDEX "settlement_statements_owner" ON "settlement_statements" USING btree ("site_id","owner_id","id");--> statement-breakpoint
CREATE INDEX "settlement_statements_due" ON "settlement_statements" USING btree ("due_date") WHERE "settlement_statements"."status" = 1;