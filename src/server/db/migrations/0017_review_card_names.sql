-- What a review card shows of its author and its restaurant, copied onto the review (decision 068). A list of
-- cards looked up each card's author by primary key (and, on lists across restaurants, each card's
-- restaurant): 33 of the 93 buffers of a restaurant's first page, and a fifth of the cost of a page of the
-- most liked reviews. The names are now columns of the review, written by a trigger when a review is posted
-- (or changes author, as when an account is deleted and its reviews keep no author), and written again on
-- the author's reviews when a diner changes name or picture, and on a restaurant's reviews when it is
-- renamed: rare writes, against a look-up on every card of every list.
ALTER TABLE "reviews" ADD COLUMN "author_username" text;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_avatar_url" text;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "restaurant_name" text;
--> statement-breakpoint
UPDATE "reviews" r SET "author_username" = p.username, "author_avatar_url" = p.avatar_url
  FROM profiles p WHERE p.id = r.user_id;
--> statement-breakpoint
UPDATE "reviews" r SET "restaurant_name" = rs.name FROM restaurants rs WHERE rs.id = r.restaurant_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_review_card_names() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- No row (no author, or none yet) leaves the copies null.
  SELECT p.username, p.avatar_url INTO NEW.author_username, NEW.author_avatar_url
    FROM profiles p WHERE p.id = NEW.user_id;
  SELECT rs.name INTO NEW.restaurant_name FROM restaurants rs WHERE rs.id = NEW.restaurant_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_card_names BEFORE INSERT OR UPDATE OF "user_id", "restaurant_id" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION spey_review_card_names();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_review_author_names() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE reviews SET author_username = NEW.username, author_avatar_url = NEW.avatar_url
    WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_review_names AFTER UPDATE OF "username", "avatar_url" ON "profiles"
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url)
  EXECUTE FUNCTION spey_review_author_names();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_review_restaurant_name() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE reviews SET restaurant_name = NEW.name WHERE restaurant_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER restaurants_review_names AFTER UPDATE OF "name" ON "restaurants"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION spey_review_restaurant_name();
--> statement-breakpoint
-- The card's function (PGlite's form, decision 041) no longer looks up the names either: the statement reads
-- them from the row. What it looks up is what depends on the viewer, and the owner's reply.
DROP FUNCTION IF EXISTS spey_review_card(uuid, uuid, uuid, uuid, integer, boolean, boolean);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_review_card(review uuid, viewer uuid, reactions integer, replied boolean,
                                            reported boolean)
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
  RETURN json_build_object('reaction', my_reaction, 'reported', my_report, 'reply', reply);
END
$$;
