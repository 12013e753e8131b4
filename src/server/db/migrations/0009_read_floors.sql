-- What the list pages read, precomputed (decision 041).
--
-- Every card's open status is computed from the weekly hours; the JSON copy (migration 0008) is most of
-- a list page's bytes. weekly_hours_text is the same rows in a compact text the server decodes
-- (restaurants.service parseWeeklyHours): 'day,open,close,closed' per row, ';' between rows, ordered by
-- day, times as PostgreSQL prints them (missing = empty), closed = t/f; '' without weekly hours.
--
-- "Open now" used to be a correlated EXISTS over four hours-table lookups per restaurant row. The rows now
-- carry their open windows, computed by the same trigger function that copies the hours (migration 0008):
--   open_weekly   the weekly hours as minutes of the week (0 = Sunday 00:00 .. 10080), a window that runs
--                 past midnight split in two (Saturday's spills into Sunday morning);
--   open_days     the local dates whose status a special day decides: each special date and the day after
--                 it (the special row's window may run past midnight); empty without weekly hours, since
--                 special rows alone never open a restaurant;
--   open_special  the windows of those dates, as minutes since 2000-01-01 00:00 local time.
-- So "open at local date D, minute m" is: D in open_days ? open_special @> (D - 2000-01-01) * 1440 + m
--                                                       : open_weekly @> dow(D) * 1440 + m.
-- The rules are the hours engine's (src/shared/domain/hours.ts; open-now.test.ts compares them): a row
-- is closed when is_closed is set or a time is missing, not below 24:00 or has fractional seconds; times
-- count in whole minutes; close <= open (in minutes) runs past midnight, equal means 24 hours.
ALTER TABLE "restaurants" ADD COLUMN "weekly_hours_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "open_weekly" int4multirange DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "open_days" date[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "open_special" int4multirange DEFAULT '{}' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_open_windows(rid uuid, OUT weekly int4multirange, OUT days date[],
                                             OUT special int4multirange)
LANGUAGE sql STABLE
AS $$
  WITH rows AS (
    SELECT NULL::date AS date, h.day_of_week::int AS dow, h.open_time, h.close_time, h.is_closed
      FROM restaurant_operating_hours h WHERE h.restaurant_id = rid
    UNION ALL
    SELECT s.date, NULL::int, s.open_time, s.close_time, s.is_closed
      FROM restaurant_special_hours s WHERE s.restaurant_id = rid
  ), open_rows AS (
    -- The rows that open at all, with their minutes; (o, c) with c <= o runs past midnight.
    SELECT date, dow,
           (extract(hour FROM open_time) * 60 + extract(minute FROM open_time))::int AS o,
           (extract(hour FROM close_time) * 60 + extract(minute FROM close_time))::int AS c
      FROM rows
     WHERE NOT is_closed
       AND open_time IS NOT NULL AND open_time < '24:00'::time AND open_time = open_time::time(0)
       AND close_time IS NOT NULL AND close_time < '24:00'::time AND close_time = close_time::time(0)
  ), special_dates AS (
    SELECT date FROM rows WHERE date IS NOT NULL
  ), decided AS (
    -- Special rows count only beside weekly hours.
    SELECT DISTINCT d.x
      FROM special_dates, LATERAL (VALUES (special_dates.date), (special_dates.date + 1)) AS d(x)
     WHERE EXISTS (SELECT 1 FROM rows WHERE rows.date IS NULL)
  ), in_effect AS (
    -- For each decided date x: the rows in effect on x (part 0) and on the day before (part 1): that
    -- day's special row if it has one, else the weekly row of its weekday.
    SELECT decided.x, part, r.o, r.c
      FROM decided
     CROSS JOIN (VALUES (0), (1)) AS p(part)
      JOIN open_rows r
        ON CASE WHEN (decided.x - part) IN (SELECT date FROM special_dates)
                THEN r.date = decided.x - part
                ELSE r.date IS NULL AND r.dow = extract(dow FROM decided.x - part)::int END
  )
  SELECT
    coalesce((
      SELECT range_agg(w.win)
        FROM open_rows r,
             LATERAL (VALUES
               (CASE WHEN r.c > r.o THEN int4range(r.dow * 1440 + r.o, r.dow * 1440 + r.c)
                     ELSE int4range(r.dow * 1440 + r.o, r.dow * 1440 + 1440) END),
               (CASE WHEN r.c > r.o THEN 'empty'::int4range
                     ELSE int4range((r.dow + 1) % 7 * 1440, (r.dow + 1) % 7 * 1440 + r.c) END)) AS w(win)
       WHERE r.date IS NULL), '{}'),
    coalesce((SELECT array_agg(x ORDER BY x) FROM decided), '{}'),
    coalesce((
      SELECT range_agg(
               CASE WHEN e.part = 0 AND e.c > e.o THEN int4range(b.base + e.o, b.base + e.c)
                    WHEN e.part = 0 THEN int4range(b.base + e.o, b.base + 1440)
                    WHEN e.c <= e.o THEN int4range(b.base, b.base + e.c)
                    ELSE 'empty'::int4range END)
        FROM in_effect e, LATERAL (SELECT (e.x - DATE '2000-01-01') * 1440 AS base) AS b), '{}')
$$;
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
    (open_weekly, open_days, open_special) = (SELECT w.weekly, w.days, w.special FROM spey_open_windows(r.id) w)
  WHERE r.id = ANY(ids)
$$;
--> statement-breakpoint
SELECT spey_refresh_restaurant_hours(ARRAY(
  SELECT restaurant_id FROM restaurant_operating_hours UNION SELECT restaurant_id FROM restaurant_special_hours));
--> statement-breakpoint
-- Cuisine and price together: one index range in name order.
CREATE INDEX "restaurants_cuisine_price_idx" ON "restaurants" USING btree ("cuisine","price_range","name","id");
--> statement-breakpoint
-- Search (decision 041): the list's text search walks a narrow copy of what it reads, the name order and
-- the normalised text, instead of the wide restaurant rows: either its (name, id) index with the text
-- beside it (common words: a few rows until the page is full) or its trigram index (rare words), then
-- reads the page's restaurants by primary key. Kept by triggers on restaurants; rows go with them.
CREATE TABLE "restaurant_search" (
	"id" uuid PRIMARY KEY NOT NULL REFERENCES "restaurants"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "restaurant_search_name_idx" ON "restaurant_search" USING btree ("name","id") INCLUDE ("search_text");
--> statement-breakpoint
CREATE INDEX "restaurant_search_trgm_idx" ON "restaurant_search" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_restaurant_search_copy() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO restaurant_search (id, name, search_text) VALUES (NEW.id, NEW.name, NEW.search_text)
  ON CONFLICT (id) DO UPDATE SET name = excluded.name, search_text = excluded.search_text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER restaurant_search_copy_insert AFTER INSERT ON "restaurants"
  FOR EACH ROW EXECUTE FUNCTION spey_restaurant_search_copy();
--> statement-breakpoint
CREATE TRIGGER restaurant_search_copy_update AFTER UPDATE OF "name", "name_km", "cuisine" ON "restaurants"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION spey_restaurant_search_copy();
--> statement-breakpoint
INSERT INTO restaurant_search (id, name, search_text) SELECT id, name, search_text FROM restaurants;
--> statement-breakpoint
-- A review card's lookups (decision 041): the author's name and avatar, the restaurant's name, the
-- viewer's reaction and report, the owner's reply (with the viewer's report of it), as one JSON value.
-- Written as SQL in the page's statement these were six subqueries the server planned again for every
-- page, which cost more than running them; a PL/pgSQL function keeps its plan for the connection, so a
-- page costs its own index range plus a few primary-key probes per card. `viewer` is null when signed out.
CREATE OR REPLACE FUNCTION spey_review_card(review uuid, author uuid, restaurant uuid, viewer uuid)
RETURNS json
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'username', p.username,
      'avatarUrl', p.avatar_url,
      'restaurantName', (SELECT rs.name FROM restaurants rs WHERE rs.id = restaurant),
      'reaction', (SELECT rr.reaction_type::text FROM review_reactions rr
                    WHERE rr.review_id = review AND rr.user_id = viewer),
      'reported', EXISTS (SELECT 1 FROM content_reports cr WHERE cr.review_id = review AND cr.reporter_id = viewer),
      'reply', (SELECT json_build_object(
                         'id', rp.id, 'body', rp.body, 'createdAt', rp.created_at, 'updatedAt', rp.updated_at,
                         'hidden', rp.hidden_at IS NOT NULL,
                         'reported', EXISTS (SELECT 1 FROM content_reports cr
                                              WHERE cr.reply_id = rp.id AND cr.reporter_id = viewer))
                  FROM review_replies rp WHERE rp.review_id = review))
    FROM (SELECT 1) AS one LEFT JOIN profiles p ON p.id = author);
END
$$;
