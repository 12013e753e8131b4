-- "Open now" at night (decision 058). The list walks restaurants_name_idx in page order and checks each
-- row's windows (migration 0009), which is a short walk by day, when most restaurants are open, and a long
-- one at night: at 04:30 one restaurant in fourteen of the generated data is open, so a page of 25 walked
-- ~470 rows. The row now also says at which hours of the day it is ever open, and a partial index per
-- two night hours holds, in page order, only the restaurants open at some time of those hours:
--   open_hours   bit h (0..23) set when a weekly window, or a window of a date a special day decides,
--                covers some minute of hour h; 0 without windows. Kept with open_weekly and open_special
--                by spey_refresh_restaurant_hours.
-- A restaurant open now, at hour h, has bit h set, so adding "(open_hours & band) <> 0" for the band of
-- h to the exact condition changes no answer and lets the planner walk the band's index
-- (modules/restaurants/open-now-sql.ts, openHourBand). The bands and their masks are those of
-- db/schema/restaurants.ts (openHourBands): 22-24, 0-2, 2-4, 4-6, 6-8.
CREATE OR REPLACE FUNCTION spey_open_hours(weekly int4multirange, special int4multirange) RETURNS integer
LANGUAGE sql IMMUTABLE
AS $$
  SELECT coalesce(bit_or(1 << (((h % 24) + 24) % 24)::int), 0)
    FROM (SELECT unnest(weekly) AS w UNION ALL SELECT unnest(special)) AS windows,
         LATERAL generate_series(floor(lower(w)::numeric / 60)::bigint,
                                 floor((upper(w) - 1)::numeric / 60)::bigint) AS h
   WHERE NOT isempty(w) AND NOT lower_inf(w) AND NOT upper_inf(w)
$$;
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "open_hours" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "restaurants" SET "open_hours" = spey_open_hours(open_weekly, open_special)
 WHERE open_weekly <> '{}' OR open_special <> '{}';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_refresh_restaurant_hours(ids uuid[]) RETURNS void
LANGUAGE sql
AS $$
  UPDATE restaurants r SET
    weekly_hours = coalesce((
      SELECT jsonb_agg(jsonb_build_object(
               'dayOfWeek', h.day_of_week, 'openTime', h.open_time, 'closeTime', h.close_time,
               'isClosed', h.is_closed) ORDER BY h.day_of_week)
      FROM restaurant_operating_hours h WHERE h.restaurant_id = r.id), '[]'::jsonb),
    special_hours = coalesce((
      SELECT jsonb_agg(jsonb_build_object(
               'date', s.date, 'isClosed', s.is_closed, 'openTime', s.open_time, 'closeTime', s.close_time,
               'reason', s.reason) ORDER BY s.date)
      FROM restaurant_special_hours s WHERE s.restaurant_id = r.id), '[]'::jsonb),
    weekly_hours_text = coalesce((
      SELECT string_agg(concat_ws(',', h.day_of_week, coalesce(h.open_time::text, ''),
               coalesce(h.close_time::text, ''), CASE WHEN h.is_closed THEN 't' ELSE 'f' END), ';'
               ORDER BY h.day_of_week)
      FROM restaurant_operating_hours h WHERE h.restaurant_id = r.id), ''),
    (open_weekly, open_days, open_special, open_hours) = (
      SELECT w.weekly, w.days, w.special, spey_open_hours(w.weekly, w.special) FROM spey_open_windows(r.id) w)
  WHERE r.id = ANY(ids)
$$;
--> statement-breakpoint
CREATE INDEX "restaurants_open_22_idx" ON "restaurants" USING btree ("name","id") WHERE ("open_hours" & 12582912) <> 0;
--> statement-breakpoint
CREATE INDEX "restaurants_open_00_idx" ON "restaurants" USING btree ("name","id") WHERE ("open_hours" & 3) <> 0;
--> statement-breakpoint
CREATE INDEX "restaurants_open_02_idx" ON "restaurants" USING btree ("name","id") WHERE ("open_hours" & 12) <> 0;
--> statement-breakpoint
CREATE INDEX "restaurants_open_04_idx" ON "restaurants" USING btree ("name","id") WHERE ("open_hours" & 48) <> 0;
--> statement-breakpoint
CREATE INDEX "restaurants_open_06_idx" ON "restaurants" USING btree ("name","id") WHERE ("open_hours" & 192) <> 0;
