-- The leaderboard's three lists (decision 049) order by their key columns, then name, then id, over the
-- restaurants with reviews. The old indexes ended with id alone, so every run of equal keys (many equal
-- Spey percentages, ratings, review counts) was sorted again by name. These give each list its whole
-- order, over only the rows it shows: the list walks its index and stops after the page. Nothing else
-- orders by these columns (the featured list reads its dozen rows through restaurants_featured_idx).
DROP INDEX IF EXISTS "restaurants_rating_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "restaurants_review_count_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "restaurants_spey_idx";
--> statement-breakpoint
CREATE INDEX "restaurants_top_rated_idx" ON "restaurants" USING btree
  ("average_rating" DESC NULLS LAST, "review_count" DESC NULLS LAST, "name", "id") WHERE "review_count" > 0;
--> statement-breakpoint
CREATE INDEX "restaurants_most_reviewed_idx" ON "restaurants" USING btree
  ("review_count" DESC NULLS LAST, "average_rating" DESC NULLS LAST, "name", "id") WHERE "review_count" > 0;
--> statement-breakpoint
CREATE INDEX "restaurants_spey_friendly_idx" ON "restaurants" USING btree
  ("spey_percentage" DESC NULLS LAST, "review_count" DESC NULLS LAST, "name", "id") WHERE "review_count" > 0;
--> statement-breakpoint
-- A review card (decision 049): each lookup spey_review_card makes costs about as much as the card's own
-- row. Most cards need fewer: a review nobody reacted to has no viewer reaction, and replies and reports
-- are rare. The review row now says whether it has a reply and whether anyone reported it, kept by
-- triggers on those tables, and the card looks up only what can exist. The reaction counts are already
-- exact on the row (decision 031).
ALTER TABLE "reviews" ADD COLUMN "has_reply" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "has_reports" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "reviews" r SET "has_reply" = true WHERE EXISTS (SELECT 1 FROM review_replies rp WHERE rp.review_id = r.id);
--> statement-breakpoint
UPDATE "reviews" r SET "has_reports" = true WHERE EXISTS (SELECT 1 FROM content_reports cr WHERE cr.review_id = r.id);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_review_reply_flag() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE reviews SET has_reply = EXISTS (SELECT 1 FROM review_replies rp WHERE rp.review_id = OLD.review_id)
     WHERE id = OLD.review_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE reviews SET has_reply = true WHERE id = NEW.review_id AND NOT has_reply;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER review_replies_flag AFTER INSERT OR DELETE OR UPDATE OF review_id ON "review_replies"
  FOR EACH ROW EXECUTE FUNCTION spey_review_reply_flag();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_review_report_flag() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.review_id IS NOT NULL THEN
    UPDATE reviews SET has_reports = EXISTS (SELECT 1 FROM content_reports cr WHERE cr.review_id = OLD.review_id)
     WHERE id = OLD.review_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.review_id IS NOT NULL THEN
    UPDATE reviews SET has_reports = true WHERE id = NEW.review_id AND NOT has_reports;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_reports_flag AFTER INSERT OR DELETE OR UPDATE OF review_id ON "content_reports"
  FOR EACH ROW EXECUTE FUNCTION spey_review_report_flag();
--> statement-breakpoint
-- The card as in 0009, with what the row knows: `reactions` (like_count + dislike_count), `replied`
-- (has_reply) and `reported` (has_reports). Lookups that cannot find anything are skipped. They are
-- separate statements under IF rather than conditions in one: a condition on an argument would be
-- folded into each call's own plan, and PL/pgSQL would then plan that statement again on every call.
DROP FUNCTION IF EXISTS spey_review_card(uuid, uuid, uuid, uuid);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_review_card(review uuid, author uuid, restaurant uuid, viewer uuid,
                                            reactions integer, replied boolean, reported boolean)
RETURNS json
LANGUAGE plpgsql STABLE
AS $$
DECLARE
  my_reaction text;
  my_report boolean := false;
  reply json;
BEGIN
  IF viewer IS NOT NULL AND reactions > 0 THEN
    SELECT rr.reaction_type::text INTO my_reaction FROM review_reactions rr
     WHERE rr.review_id = review AND rr.user_id = viewer;
  END IF;
  IF viewer IS NOT NULL AND reported THEN
    my_report := EXISTS (SELECT 1 FROM content_reports cr WHERE cr.review_id = review AND cr.reporter_id = viewer);
  END IF;
  IF replied THEN
    reply := (SELECT json_build_object(
                       'id', rp.id, 'body', rp.body, 'createdAt', rp.created_at, 'updatedAt', rp.updated_at,
                       'hidden', rp.hidden_at IS NOT NULL,
                       'reported', EXISTS (SELECT 1 FROM content_reports cr
                                            WHERE cr.reply_id = rp.id AND cr.reporter_id = viewer))
                FROM review_replies rp WHERE rp.review_id = review);
  END IF;
  RETURN (
    SELECT json_build_object(
      'username', p.username,
      'avatarUrl', p.avatar_url,
      'restaurantName', (SELECT rs.name FROM restaurants rs WHERE rs.id = restaurant),
      'reaction', my_reaction,
      'reported', my_report,
      'reply', reply)
    FROM (SELECT 1) AS one LEFT JOIN profiles p ON p.id = author);
END
$$;
