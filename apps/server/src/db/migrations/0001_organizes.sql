CREATE TABLE "organizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"population" smallint NOT NULL,
	"parent_id" integer,
	"name" varchar(64) NOT NULL,
	"type" smallint NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"code" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_organizes" (
	"site_id" integer,
	"user_id" integer NOT NULL,
	"organize_id" integer NOT NULL,
	CONSTRAINT "user_organizes_user_id_organize_id_pk" PRIMARY KEY("user_id","organize_id")
);
--> statement-breakpoint
ALTER TABLE "organizes" ADD CONSTRAINT "organizes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizes" ADD CONSTRAINT "organizes_parent_id_organizes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizes" ADD CONSTRAINT "user_organizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizes" ADD CONSTRAINT "user_organizes_organize_id_organizes_id_fk" FOREIGN KEY ("organize_id") REFERENCES "public"."organizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizes_site_population_parent" ON "organizes" USING btree ("site_id","population","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizes_site_population_code" ON "organizes" USING btree ("site_id","population","code") WHERE "organizes"."site_id" is not null and "organizes"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "organizes_platform_population_code" ON "organizes" USING btree ("population","code") WHERE "organizes"."site_id" is null and "organizes"."code" <> '';--> statement-breakpoint
CREATE INDEX "user_organizes_organize" ON "user_organizes" USING btree ("organize_id");