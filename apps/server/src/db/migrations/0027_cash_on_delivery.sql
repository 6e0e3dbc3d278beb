ALTER TABLE "wallet_events" ALTER COLUMN "wallet_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cash_on_delivery_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD COLUMN "cod_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "settlement_statement_id" integer;--> statement-breakpoint
CREATE INDEX "logistics_orders_cod" ON "logistics_orders" USING btree ("site_id","cod_status") WHERE "logistics_orders"."cod_status" <> 0;--> statement-breakpoint
CREATE INDEX "payment_records_unsettled" ON "payment_records" USING btree ("id") WHERE "payment_records"."settlement_statement_id" is null and "payment_records"."credit_amount" <> 0;--> statement-breakpoint
-- COD orders made before the axis existed await their collection (the carrier has not remitted anything recorded yet).
UPDATE "logistics_orders" SET "cod_status" = 1 WHERE "is_cod";--> statement-breakpoint
-- Records already gathered carry their statement, so the job no longer reads them.
UPDATE "payment_records" SET "settlement_statement_id" = l."statement_id" FROM "settlement_statement_bills" l WHERE l."payment_record_id" = "payment_records"."id";
