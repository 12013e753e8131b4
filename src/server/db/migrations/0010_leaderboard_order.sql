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
