-- A review's trigram index lives beside it, not on it (decision 062). A like moves the review's counts,
-- and like_count is in an index (the most-liked order), so every press wrote a new version of the review's
-- row and that version's entries into every index of reviews: a few hundred trigrams into the GIN index
-- for one click. The normalised text now has a narrow copy, review_search, with the trigram index, kept by
-- triggers on reviews (written when a review is posted and when its text changes) and gone with it; a
-- press no longer touches it. reviews keeps its own search_text, unindexed: a search that walks reviews
-- in a list's order reads the text in the row, and one for a rare word takes the matches from the index.
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
  INSERT INTO review_search (review_id, search_text) VALUES (NEW.id, NEW.search_text)
  ON CONFLICT (review_id) DO UPDATE SET search_text = excluded.search_text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER review_search_copy_insert AFTER INSERT ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION spey_review_search_copy();
--> statement-breakpoint
CREATE TRIGGER review_search_copy_update AFTER UPDATE OF "comment" ON "reviews"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION spey_review_search_copy();
--> statement-breakpoint
DROP INDEX "reviews_search_trgm_idx";
--> statement-breakpoint
-- PGlite runs no autovacuum to gather these statistics; the search's plans need them from the start.
ANALYZE review_search;
