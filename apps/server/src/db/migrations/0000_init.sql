CREATE TABLE "site_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"host" varchar(253) NOT NULL,
	"site_id" integer,
	"api_base_url" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_hosts_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "site_page_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language" smallint NOT NULL,
	"title" varchar(128) DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"site_name" varchar(128) NOT NULL,
	"api_url" varchar(255) DEFAULT '' NOT NULL,
	"user_url" varchar(255) DEFAULT '' NOT NULL,
	"backstage_path" varchar(255) DEFAULT '' NOT NULL,
	"default_organization_id" integer,
	"default_role_id" integer,
	"open_sms" boolean DEFAULT false NOT NULL,
	"sms_sign" varchar(64) DEFAULT '' NOT NULL,
	"open_wechat_pay" boolean DEFAULT false NOT NULL,
	"open_cash_on_delivery" boolean DEFAULT false NOT NULL,
	"database_type" smallint DEFAULT 1 NOT NULL,
	"connection_channel" varchar(64) DEFAULT 'default' NOT NULL,
	"carousel_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo" varchar(512) DEFAULT '' NOT NULL,
	"resource_server_path" varchar(255) DEFAULT '' NOT NULL,
	"require_captcha" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "api_permissions" (
	"key" varchar(128) PRIMARY KEY NOT NULL,
	"area" varchar(64) NOT NULL,
	"summary" varchar(255) NOT NULL,
	"access" varchar(16) NOT NULL,
	"populations" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"actor_id" integer,
	"entity" varchar(64) NOT NULL,
	"entity_id" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"population" smallint NOT NULL,
	"parent_id" integer,
	"name" varchar(64) NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"router" varchar(128) DEFAULT '' NOT NULL,
	"icon" varchar(64) DEFAULT '' NOT NULL,
	"invisible" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_api_permissions" (
	"site_id" integer,
	"role_id" integer NOT NULL,
	"api_key" varchar(128) NOT NULL,
	CONSTRAINT "role_api_permissions_role_id_api_key_pk" PRIMARY KEY("role_id","api_key")
);
--> statement-breakpoint
CREATE TABLE "role_buttons" (
	"site_id" integer,
	"role_id" integer NOT NULL,
	"button_id" integer NOT NULL,
	CONSTRAINT "role_buttons_role_id_button_id_pk" PRIMARY KEY("role_id","button_id")
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"site_id" integer,
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"population" smallint NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"site_id" integer,
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"account_type" smallint NOT NULL,
	"number" varchar(32) NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"nick_name" varchar(64) DEFAULT '' NOT NULL,
	"avatar" varchar(512) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"phone_code" varchar(8) DEFAULT '' NOT NULL,
	"phone_number" varchar(20) DEFAULT '' NOT NULL,
	"phone_number_confirmed" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"birth_date" date,
	"is_super_user" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_frozen" boolean DEFAULT false NOT NULL,
	"is_lockout_enabled" boolean DEFAULT true NOT NULL,
	"lockout_end" timestamp with time zone,
	"access_failed_count" integer DEFAULT 0 NOT NULL,
	"referrer" varchar(64) DEFAULT '' NOT NULL,
	"main_user_id" integer,
	"balance" numeric(18, 4) DEFAULT '0' NOT NULL,
	"is_credit_amount" boolean DEFAULT false NOT NULL,
	"credit_amount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"arrears_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"view_id" integer NOT NULL,
	"key" varchar(128) NOT NULL,
	"name" varchar(64) NOT NULL,
	CONSTRAINT "view_buttons_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "views" (
	"id" serial PRIMARY KEY NOT NULL,
	"population" smallint NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "views_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" uuid PRIMARY KEY NOT NULL,
	"answer_x" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_x" real,
	"deviation" real,
	"failed" boolean DEFAULT false NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"account_type" smallint NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"address" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"phone_key" uuid PRIMARY KEY NOT NULL,
	"site_id" integer,
	"purpose" varchar(32) NOT NULL,
	"phone_code" varchar(8) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"captcha_key" uuid NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"phone_code" varchar(8) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_configurations" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer,
	"local_service_connection" varchar(255) DEFAULT '' NOT NULL,
	"picking_list_columns" smallint DEFAULT 1 NOT NULL,
	"picking_list_rows" smallint DEFAULT 1 NOT NULL,
	"get_camera_key_up" varchar(32) DEFAULT '' NOT NULL,
	"get_electronic_scale_value_key_up" varchar(32) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_navigations" (
	"site_id" integer,
	"owner_id" integer NOT NULL,
	"path" varchar(255) NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_navigations_owner_id_path_pk" PRIMARY KEY("owner_id","path")
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"owner_id" integer NOT NULL,
	"info_type" varchar(64) NOT NULL,
	"title" varchar(255) NOT NULL,
	"message" text NOT NULL,
	"message_type" smallint DEFAULT 0 NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"owner_id" integer,
	"upload_file_type" smallint NOT NULL,
	"classify" varchar(16) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"mime" varchar(128) NOT NULL,
	"size" integer NOT NULL,
	"address" varchar(512) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_address_unique" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "site_hosts" ADD CONSTRAINT "site_hosts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_configurations" ADD CONSTRAINT "site_page_configurations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_api_permissions" ADD CONSTRAINT "role_api_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_api_permissions" ADD CONSTRAINT "role_api_permissions_api_key_api_permissions_key_fk" FOREIGN KEY ("api_key") REFERENCES "public"."api_permissions"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_buttons" ADD CONSTRAINT "role_buttons_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_buttons" ADD CONSTRAINT "role_buttons_button_id_view_buttons_id_fk" FOREIGN KEY ("button_id") REFERENCES "public"."view_buttons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_buttons" ADD CONSTRAINT "view_buttons_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_configurations" ADD CONSTRAINT "user_configurations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_navigations" ADD CONSTRAINT "quick_navigations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_page_configurations_site_language" ON "site_page_configurations" USING btree ("site_id","language");--> statement-breakpoint
CREATE INDEX "audit_logs_entity" ON "audit_logs" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_site_population_code" ON "roles" USING btree ("site_id","population","code");--> statement-breakpoint
CREATE INDEX "user_roles_role" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_type_name" ON "users" USING btree ("site_id","account_type",lower("user_name")) WHERE "users"."site_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_platform_name" ON "users" USING btree (lower("user_name")) WHERE "users"."site_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_number" ON "users" USING btree ("site_id","number");--> statement-breakpoint
CREATE INDEX "users_site_phone" ON "users" USING btree ("site_id","phone_code","phone_number");--> statement-breakpoint
CREATE INDEX "login_attempts_account" ON "login_attempts" USING btree ("user_name","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_address" ON "login_attempts" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone" ON "sms_codes" USING btree ("phone_code","phone_number","purpose");--> statement-breakpoint
CREATE INDEX "user_messages_owner_created" ON "user_messages" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);