CREATE TABLE "logistics_order_counts" (
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"approval_status" smallint NOT NULL,
	"payment_status" smallint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "logistics_order_counts_pkey" PRIMARY KEY("site_id","owner_id","status","approval_status","payment_status")
);
--> statement-breakpoint
ALTER TABLE "logistics_order_counts" ADD CONSTRAINT "logistics_order_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_counts" ADD CONSTRAINT "logistics_order_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- logistics_order_counts follows logistics_orders (modules/logisticsOrders/tables.ts): a statement
-- trigger per event adds up the statement's rows per customer and combination of life, approval and
-- payment (an update adds its new combinations and takes its old ones away; a row whose axes did not
-- change cancels out). Rows are taken in key order, so two statements never wait for each other in
-- a cycle. Orders are not deleted.
CREATE FUNCTION "logistics_order_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "logistics_order_counts" ("site_id", "owner_id", "status", "approval_status", "payment_status", "orders")
  SELECT "site_id", "owner_id", "status", "approval_status", "payment_status", sum("n")::int FROM (
    SELECT "site_id", "owner_id", "status", "approval_status", "payment_status", 1 AS "n" FROM "new_rows"
    UNION ALL
    SELECT "site_id", "owner_id", "status", "approval_status", "payment_status", -1 FROM "old_rows"
  ) d
  GROUP BY "site_id", "owner_id", "status", "approval_status", "payment_status"
  HAVING sum("n") <> 0
  ORDER BY "site_id", "owner_id", "status", "approval_status", "payment_status"
  ON CONFLICT ("site_id", "owner_id", "status", "approval_status", "payment_status") DO UPDATE SET "orders" = "logistics_order_counts"."orders" + excluded."orders";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "logistics_order_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "logistics_order_counts" ("site_id", "owner_id", "status", "approval_status", "payment_status", "orders")
  SELECT "site_id", "owner_id", "status", "approval_status", "payment_status", count(*) FROM "new_rows"
  GROUP BY "site_id", "owner_id", "status", "approval_status", "payment_status"
  ORDER BY "site_id", "owner_id", "status", "approval_status", "payment_status"
  ON CONFLICT ("site_id", "owner_id", "status", "approval_status", "payment_status") DO UPDATE SET "orders" = "logistics_order_counts"."orders" + excluded."orders";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "logistics_order_counts_added" AFTER INSERT ON "logistics_orders" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logistics_order_counts_added"();--> statement-breakpoint
CREATE TRIGGER "logistics_order_counts_changed" AFTER UPDATE ON "logistics_orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logistics_order_counts_changed"();--> statement-breakpoint
INSERT INTO "logistics_order_counts" ("site_id", "owner_id", "status", "approval_status", "payment_status", "orders")
SELECT "site_id", "owner_id", "status", "approval_status", "payment_status", count(*) FROM "logistics_orders" GROUP BY 1, 2, 3, 4, 5;
