-- The staff commodity list's search (ILIKE '%…%') is answered by a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "commodity_counts" (
	"site_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"commodities" integer NOT NULL,
	CONSTRAINT "commodity_counts_pkey" PRIMARY KEY("site_id","owner_id")
);
--> statement-breakpoint
ALTER TABLE "commodity_counts" ADD CONSTRAINT "commodity_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_counts" ADD CONSTRAINT "commodity_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commodities_owner" ON "commodities" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "commodities_site_category" ON "commodities" USING btree ("site_id","category_id","owner_id");--> statement-breakpoint
CREATE INDEX "commodities_search" ON "commodities" USING gin (("code" || E'\x01' || "sku" || E'\x01' || "name" || E'\x01' || "english_name" || E'\x01' || "alias") gin_trgm_ops);--> statement-breakpoint
-- The ids of the commodities whose code, SKU or names contain `pattern` (an ILIKE pattern), of the
-- caller's site (every site for platform staff) or of `site_id` when given. Row-level security keeps
-- PostgreSQL from using an index for ILIKE (the operator is not leakproof, so it may not run before
-- the policy), which made a search read the whole site; this function runs as the owner, where the
-- trigram index serves, and hands back only ids, which the caller's query then reads under its policy.
CREATE FUNCTION "commodities_containing"("pattern" text, "only_site_id" int) RETURNS SETOF int
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public ROWS 100 AS $$
  SELECT "id" FROM "commodities"
  WHERE ("code" || E'\x01' || "sku" || E'\x01' || "name" || E'\x01' || "english_name" || E'\x01' || "alias") ILIKE "pattern"
    AND "site_id" = coalesce(nullif(current_setting('app.site_id', true), '')::int, "only_site_id", "site_id")
    AND ("only_site_id" IS NULL OR "site_id" = "only_site_id")
$$;--> statement-breakpoint
-- commodity_counts follows commodities (modules/commodities/tables.ts): one statement trigger per
-- event, each adding up the statement's rows per merchant (an import of thousands is one upsert).
-- An insert takes its merchants' rows in key order, so two imports never wait for each other in a
-- cycle; a delete removes one commodity.
CREATE FUNCTION "commodity_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "commodity_counts" ("site_id", "owner_id", "commodities")
  SELECT "site_id", "owner_id", count(*) FROM "added_rows" GROUP BY "site_id", "owner_id" ORDER BY "site_id", "owner_id"
  ON CONFLICT ("site_id", "owner_id") DO UPDATE SET "commodities" = "commodity_counts"."commodities" + excluded."commodities";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "commodity_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "commodity_counts" c SET "commodities" = c."commodities" - r.n
  FROM (SELECT "site_id", "owner_id", count(*) AS n FROM "removed_rows" GROUP BY "site_id", "owner_id") r
  WHERE c."site_id" = r."site_id" AND c."owner_id" = r."owner_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "commodity_counts_added" AFTER INSERT ON "commodities" REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "commodity_counts_added"();--> statement-breakpoint
CREATE TRIGGER "commodity_counts_removed" AFTER DELETE ON "commodities" REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "commodity_counts_removed"();--> statement-breakpoint
INSERT INTO "commodity_counts" ("site_id", "owner_id", "commodities") SELECT "site_id", "owner_id", count(*) FROM "commodities" GROUP BY "site_id", "owner_id";
