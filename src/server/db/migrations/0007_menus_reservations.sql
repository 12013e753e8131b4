ALTER TABLE "menu_items" ADD COLUMN "price_khr" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_price_khr_check" CHECK (price_khr IS NULL OR price_khr >= 0);--> statement-breakpoint
CREATE TABLE "exchange_rate" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"khr_per_usd" integer DEFAULT 4100 NOT NULL,
	"set_at" timestamp with time zone,
	"set_by" uuid,
	CONSTRAINT "exchange_rate_single_row" CHECK ("exchange_rate"."id" = 1),
	CONSTRAINT "exchange_rate_positive" CHECK ("exchange_rate"."khr_per_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_set_by_profiles_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "exchange_rate" ("id", "khr_per_usd") VALUES (1, 4100);--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('pending', 'confirmed', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "reservation_settings" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"party_size_min" smallint DEFAULT 1 NOT NULL,
	"party_size_max" smallint DEFAULT 12 NOT NULL,
	"max_days_ahead" smallint DEFAULT 30 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"slot_minutes" smallint DEFAULT 30 NOT NULL,
	"capacity_per_slot" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_settings_check" CHECK ("reservation_settings"."party_size_min" >= 1 AND "reservation_settings"."party_size_min" <= "reservation_settings"."party_size_max" AND "reservation_settings"."max_days_ahead" >= 0 AND "reservation_settings"."min_notice_minutes" >= 0 AND "reservation_settings"."slot_minutes" > 0 AND ("reservation_settings"."capacity_per_slot" IS NULL OR "reservation_settings"."capacity_per_slot" > 0))
);
--> statement-breakpoint
ALTER TABLE "reservation_settings" ADD CONSTRAINT "reservation_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"party_size" smallint NOT NULL,
	"guest_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"note" text,
	"status" "reservation_status" DEFAULT 'pending' NOT NULL,
	"owner_message" text,
	"answered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_party_size_check" CHECK ("reservations"."party_size" >= 1),
	CONSTRAINT "reservations_status_check" CHECK (("reservations"."status" IN ('confirmed', 'declined')) = ("reservations"."answered_at" IS NOT NULL) AND ("reservations"."status" = 'cancelled') = ("reservations"."cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_restaurant_starts_idx" ON "reservations" USING btree ("restaurant_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_user_created_idx" ON "reservations" USING btree ("user_id","created_at");
