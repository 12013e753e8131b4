-- A review's search text lives beside it, not in it (decision 062). It was a stored generated column of
-- reviews with a trigram index, and a like moves the review's counts: like_count is in an index (the
-- most-liked order), so every press wrote a new version of the whole row, the normalised text included,
-- and that version's entries into every index of reviews: a few hundred trigrams into the GIN index for
-- one click. The text now sits in review_search, one narrow row per review, kept by triggers on reviews
-- (written when a review is posted and when its text changes) and gone with it. A press no longer
-- touches it.
CREATE TABLE "review_search" (
	"review_id" uuid PRIMARY KEY NOT NULL REFERENCES "reviews"("id") ON DELETE CASCADE,
	"search_text" text NOT NULL
);
--> statement-breakpoint
INSERT INTO review_search (review_id, search_text) SELECT id, search_text FROM reviews;
--> statement-breakpoint
CREATE INDEX "review_search_trgm_idx" ON "review_search" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spey_review_search_copy() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO review_search (review_id, search_text) VALUES (NEW.id, spey_normalize(NEW.comment))
  ON CONFLICT (review_id) DO UPDATE SET search_text = excluded.search_text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER review_search_copy_insert AFTER INSERT ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION spey_review_search_copy();
--> statement-breakpoint
CREATE TRIGGER review_search_copy_update AFTER UPDATE OF "comment" ON "reviews"
  FOR EACH ROW WHEN (OLD.comment IS DISTINCT FROM NEW.comment)
  EXECUTE FUNCTION spey_review_search_copy();
--> statement-breakpoint
DROP INDEX "reviews_search_trgm_idx";
--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "search_text";
