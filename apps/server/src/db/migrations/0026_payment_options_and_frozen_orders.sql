ALTER TABLE "offline_recharges" ADD COLUMN "coupon_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "coupon_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD COLUMN "gift_percentage" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD COLUMN "percentage_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD COLUMN "percentage_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD COLUMN "recharge_id" integer;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD COLUMN "offline_recharge_id" integer;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_offline_recharge_id_offline_recharges_id_fk" FOREIGN KEY ("offline_recharge_id") REFERENCES "public"."offline_recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logistics_orders_frozen" ON "logistics_orders" USING btree ("site_id","owner_id") WHERE "logistics_orders"."freeze_status" = 1;--> statement-breakpoint
CREATE INDEX "promotion_claims_percentage_waiting" ON "promotion_claims" USING btree ("owner_id","id") WHERE "promotion_claims"."gift_percentage" > 0 and "promotion_claims"."percentage_used_at" is null;--> statement-breakpoint
CREATE INDEX "user_coupons_recharge" ON "user_coupons" USING btree ("recharge_id") WHERE "user_coupons"."recharge_id" is not null;--> statement-breakpoint
CREATE INDEX "user_coupons_offline_recharge" ON "user_coupons" USING btree ("offline_recharge_id") WHERE "user_coupons"."offline_recharge_id" is not null;