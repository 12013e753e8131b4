-- Proposed fix (see bench/README.md, "What limits it"): Drizzle's .desc() makes DESC NULLS LAST indexes,
-- but ORDER BY x DESC means NULLS FIRST, so PostgreSQL cannot walk them in order and sorts every matching
-- row instead. The same indexes as DESC NULLS FIRST (Drizzle: .desc().nullsFirst()), and the
-- leaderboard ones with the name tie-break the queries order by. Try: npm run bench:explain -- --try bench/sql/proposed-indexes.sql
DROP INDEX reviews_restaurant_created_idx;
CREATE INDEX reviews_restaurant_created_idx ON reviews (restaurant_id, created_at DESC NULLS FIRST, id DESC NULLS FIRST);
DROP INDEX reviews_created_idx;
CREATE INDEX reviews_created_idx ON reviews (created_at DESC NULLS FIRST, id DESC NULLS FIRST);
DROP INDEX reviews_user_created_idx;
CREATE INDEX reviews_user_created_idx ON reviews (user_id, created_at DESC NULLS FIRST, id DESC NULLS FIRST);
DROP INDEX reviews_rating_idx;
CREATE INDEX reviews_rating_idx ON reviews (rating, created_at DESC NULLS FIRST, id DESC NULLS FIRST);
DROP INDEX reviews_likes_idx;
CREATE INDEX reviews_likes_idx ON reviews (like_count DESC NULLS FIRST, created_at DESC NULLS FIRST, id DESC NULLS FIRST);
DROP INDEX restaurants_rating_idx;
CREATE INDEX restaurants_rating_idx ON restaurants (average_rating DESC NULLS FIRST, review_count DESC NULLS FIRST, name, id);
DROP INDEX restaurants_review_count_idx;
CREATE INDEX restaurants_review_count_idx ON restaurants (review_count DESC NULLS FIRST, average_rating DESC NULLS FIRST, name, id);
DROP INDEX restaurants_spey_idx;
CREATE INDEX restaurants_spey_idx ON restaurants (spey_percentage DESC NULLS FIRST, review_count DESC NULLS FIRST, name, id);
