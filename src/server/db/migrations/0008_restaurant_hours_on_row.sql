-- Every restaurant card shows its open status, computed from the weekly and special hours. Lists used to
-- read both hours tables for the page's restaurants (three statements per page); the rows now carry a
-- copy of their hours as JSON (the engine's own row shape), so a page is one statement.
-- The copies are kept exact by statement-level triggers on both hours tables, whatever writes them
-- (the hours module, seeds, tests): each statement refreshes the restaurants it touched, once.
ALTER TABLE "restaurants" ADD COLUMN "weekly_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "special_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;
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
      FROM restaurant_special_hours s WHERE s.restaurant_id = r.id), '[]'::jsonb)
  WHERE r.id = ANY(ids)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_hours_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- Only the transition tables this event declares may be read, so each branch names its own.
  IF TG_OP = 'INSERT' THEN
    PERFORM spey_refresh_restaurant_hours(ARRAY(SELECT DISTINCT restaurant_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM spey_refresh_restaurant_hours(ARRAY(SELECT DISTINCT restaurant_id FROM old_rows));
  ELSE
    PERFORM spey_refresh_restaurant_hours(
      ARRAY(SELECT restaurant_id FROM new_rows UNION SELECT restaurant_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER operating_hours_copy_insert AFTER INSERT ON "restaurant_operating_hours"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spey_hours_changed();
--> statement-breakpoint
CREATE TRIGGER operating_hours_copy_update AFTER UPDATE ON "restaurant_operating_hours"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spey_hours_changed();
--> statement-breakpoint
CREATE TRIGGER operating_hours_copy_delete AFTER DELETE ON "restaurant_operating_hours"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION spey_hours_changed();
--> statement-breakpoint
CREATE TRIGGER special_hours_copy_insert AFTER INSERT ON "restaurant_special_hours"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spey_hours_changed();
--> statement-breakpoint
CREATE TRIGGER special_hours_copy_update AFTER UPDATE ON "restaurant_special_hours"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spey_hours_changed();
--> statement-breakpoint
CREATE TRIGGER special_hours_copy_delete AFTER DELETE ON "restaurant_special_hours"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION spey_hours_changed();
--> statement-breakpoint
SELECT spey_refresh_restaurant_hours(ARRAY(
  SELECT restaurant_id FROM restaurant_operating_hours UNION SELECT restaurant_id FROM restaurant_special_hours));
