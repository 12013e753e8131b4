-- A review post and a reaction press each become one call (decision 054). They were a transaction of
-- four round trips on PostgreSQL (BEGIN, the author's profile lock, the write's one statement, COMMIT):
-- a pooled connection, and the popular restaurant's or review's row lock, were held across all of them.
-- Each function takes the profile lock, then runs the write's statement, in one round trip; called on its
-- own, the call is its own transaction. A plpgsql function is VOLATILE, so in READ COMMITTED its second
-- statement takes a new snapshot: it sees the author's last post or press, committed while the lock was
-- awaited (the daily limit and the reaction state machine stay exact). Both answer one JSON object.

-- Posts a review for p_user (decision 031): refuses a missing restaurant (found false), one whose reviews
-- are paused, or an author who has posted p_per_day reviews since the start of p_day in p_time_zone (the
-- row is then not inserted); otherwise inserts it and moves the restaurant's aggregates. Answers the new
-- review's card columns with found, paused and today.
CREATE OR REPLACE FUNCTION spey_post_review(p_user uuid, p_restaurant uuid, p_rating integer, p_comment text,
                                            p_spey boolean, p_visit date, p_day date, p_time_zone text,
                                            p_per_day integer)
RETURNS json
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  posted json;
BEGIN
  PERFORM 1 FROM profiles WHERE id = p_user FOR UPDATE;
  WITH target AS (
    SELECT rs.id, rs.name, rs.reviews_paused_until > now() AS paused,
           (SELECT count(*)::int FROM reviews
            WHERE user_id = p_user AND created_at >= (p_day::timestamp AT TIME ZONE p_time_zone)) AS today
    FROM restaurants rs WHERE rs.id = p_restaurant
  ), inserted AS (
    INSERT INTO reviews (restaurant_id, user_id, rating, comment, spey_friendly, visit_date)
    SELECT target.id, p_user, p_rating, p_comment, p_spey, p_visit
    FROM target WHERE NOT coalesce(target.paused, false) AND target.today < p_per_day
    RETURNING id, rating, comment, created_at, created_at::text AS created_key,
              visit_date::text AS visit_date, spey_friendly, like_count, dislike_count, user_id, restaurant_id
  ), moved AS (
    UPDATE restaurants
    SET review_count = review_count + 1,
        rating_sum = rating_sum + inserted.rating,
        spey_count = spey_count + (CASE WHEN inserted.spey_friendly THEN 1 ELSE 0 END),
        updated_at = now()
    FROM inserted
    WHERE restaurants.id = inserted.restaurant_id
  )
  SELECT row_to_json(answer) INTO posted
  FROM (SELECT EXISTS (SELECT 1 FROM target) AS found,
               coalesce(target.paused, false) AS paused, coalesce(target.today, 0) AS today,
               inserted.*, target.name AS restaurant_name, p.username, p.avatar_url,
               NULL::text AS user_reaction
        FROM (SELECT 1) AS one
        LEFT JOIN target ON true
        LEFT JOIN inserted ON true
        LEFT JOIN profiles p ON p.id = inserted.user_id) AS answer;
  RETURN posted;
END
$$;
--> statement-breakpoint
-- Presses like or dislike for p_user on p_review. p_transitions holds, for each state the user's reaction
-- can be in ("none", "like", "dislike"), what the press does from it: {"next", "likeDelta",
-- "dislikeDelta"}, worked out by the shared state machine. Nothing is written when the review is missing,
-- hidden or the user's own. The counts' UPDATE is the only statement that locks the review row. When it
-- finds the review hidden or gone since the read, the press is undone by raising SQLSTATE SP409.
CREATE OR REPLACE FUNCTION spey_press_reaction(p_review uuid, p_user uuid, p_transitions json)
RETURNS json
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  pressed json;
BEGIN
  PERFORM 1 FROM profiles WHERE id = p_user FOR UPDATE;
  WITH review AS (
    SELECT user_id, hidden_at IS NOT NULL AS hidden FROM reviews WHERE id = p_review
  ), mine AS (
    SELECT reaction_type FROM review_reactions WHERE review_id = p_review AND user_id = p_user
  ), press AS (
    SELECT (t.step ->> 'next')::reaction_type AS next, (t.step ->> 'likeDelta')::int AS like_delta,
           (t.step ->> 'dislikeDelta')::int AS dislike_delta, (SELECT reaction_type FROM mine) AS current
    FROM review
    CROSS JOIN LATERAL (
      SELECT p_transitions -> coalesce((SELECT reaction_type::text FROM mine), 'none') AS step
    ) AS t
    WHERE NOT review.hidden AND review.user_id IS DISTINCT FROM p_user
  ), removed AS (
    DELETE FROM review_reactions
    WHERE review_id = p_review AND user_id = p_user AND EXISTS (SELECT 1 FROM press WHERE next IS NULL)
  ), added AS (
    INSERT INTO review_reactions (review_id, user_id, reaction_type)
    SELECT p_review, p_user, next FROM press WHERE next IS NOT NULL AND current IS NULL
  ), switched AS (
    UPDATE review_reactions SET reaction_type = press.next, updated_at = now()
    FROM press
    WHERE review_id = p_review AND user_id = p_user AND press.next IS NOT NULL AND press.current IS NOT NULL
  ), counts AS (
    UPDATE reviews
    SET like_count = GREATEST(like_count + press.like_delta, 0),
        dislike_count = GREATEST(dislike_count + press.dislike_delta, 0)
    FROM press
    WHERE id = p_review AND hidden_at IS NULL
    RETURNING like_count, dislike_count
  )
  SELECT json_build_object(
           'found', EXISTS (SELECT 1 FROM review),
           'author_id', (SELECT user_id FROM review),
           'hidden', coalesce((SELECT hidden FROM review), false),
           'current', (SELECT reaction_type::text FROM mine),
           'pressed', EXISTS (SELECT 1 FROM press),
           'like_count', (SELECT like_count FROM counts),
           'dislike_count', (SELECT dislike_count FROM counts))
  INTO pressed;
  IF (pressed ->> 'pressed')::boolean AND pressed ->> 'like_count' IS NULL THEN
    RAISE EXCEPTION 'review % was hidden or deleted during the press', p_review USING ERRCODE = 'SP409';
  END IF;
  RETURN pressed;
END
$$;
