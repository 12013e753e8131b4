-- A one-word search finds its words by key (decision 065). A search of one word takes the words of the
-- vocabulary that contain it (decision 064) through the vocabulary's trigram index: a bitmap scan whose
-- trigrams are worked out on every call, the largest part of the search function's time.
-- restaurant_search_word_parts keeps, for each word of the vocabulary, every run of 3 to 32 characters in
-- it, so the words containing a query of that length are the rows of one key. A longer query, and one of
-- several words, still reads the trigram index.
CREATE TABLE "restaurant_search_word_parts" (
	"part" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "restaurant_search_word_parts_pkey" PRIMARY KEY ("part", "word")
);
--> statement-breakpoint
-- Each run of 3 to 32 characters of word, once. A word of L characters has fewer than 32 * L.
CREATE OR REPLACE FUNCTION spey_word_parts(word text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT DISTINCT substr(word, s, l)
  FROM generate_series(1, length(word) - 2) AS s, generate_series(3, least(length(word) - s + 1, 32)) AS l
$$;
--> statement-breakpoint
INSERT INTO restaurant_search_word_parts (part, word)
SELECT p.part, v.word FROM restaurant_search_vocabulary v CROSS JOIN LATERAL spey_word_parts(v.word) AS p(part);
--> statement-breakpoint
-- The vocabulary only grows (migration 0016): a new word's runs join the parts as it joins.
CREATE OR REPLACE FUNCTION spey_search_vocabulary_parts_write() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO restaurant_search_word_parts (part, word)
  SELECT p.part, a.word FROM added a CROSS JOIN LATERAL spey_word_parts(a.word) AS p(part)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER restaurant_search_vocabulary_parts AFTER INSERT ON "restaurant_search_vocabulary"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION spey_search_vocabulary_parts_write();
--> statement-breakpoint
-- spey_search_page as in migration 0016, but for the words containing a one-word query of 3 to 32
-- characters, which it now reads from restaurant_search_word_parts.
CREATE OR REPLACE FUNCTION spey_search_page(t text, pattern text, after_name text, after_id uuid, want integer,
                                            walk_cap integer)
RETURNS TABLE (restaurant_id uuid, restaurant_name text)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 25
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  lo text;
  hi text;
  from_name text;
  from_id uuid := '00000000-0000-0000-0000-000000000000';
  taken integer;
  cut_name text;
  cut_id uuid;
  parts text[];
  several boolean;
  words text[];
  ending text[];
  ends_with text;
  starts_with text;
BEGIN
  IF want <= 0 OR walk_cap <= 0 THEN RETURN; END IF;
  -- The words of the vocabulary a restaurant must have for its text to hold t (single spaces, trimmed).
  -- One word: those containing it (pattern is exactly that), by key when it has at most 32 characters.
  -- Two: those ending with the first or those starting with the second, whichever are fewer. Three or
  -- more: the second, whole.
  IF length(t) >= 3 THEN
    parts := string_to_array(t, ' ');
    several := cardinality(parts) > 1;
    IF cardinality(parts) >= 3 THEN
      words := ARRAY[parts[2]];
    ELSIF cardinality(parts) = 1 AND length(t) <= 32 THEN
      SELECT coalesce(array_agg(p.word), '{}') INTO words FROM restaurant_search_word_parts p WHERE p.part = t;
    ELSIF cardinality(parts) = 1 THEN
      SELECT coalesce(array_agg(v.word), '{}') INTO words FROM restaurant_search_vocabulary v
      WHERE v.word LIKE pattern;
    ELSE
      ends_with := '%' || spey_like_escape(parts[1]);
      starts_with := spey_like_escape(parts[2]) || '%';
      SELECT coalesce(array_agg(v.word), '{}') INTO ending FROM restaurant_search_vocabulary v
      WHERE v.word LIKE ends_with;
      SELECT coalesce(array_agg(v.word), '{}') INTO words FROM restaurant_search_vocabulary v
      WHERE v.word LIKE starts_with;
      IF cardinality(ending) <= cardinality(words) THEN words := ending; END IF;
    END IF;
  END IF;
  IF cardinality(words) = 0 THEN RETURN; END IF;
  IF cardinality(words) <= 32 THEN
    -- Every name is after the empty one; the cursor's row itself is left out.
    from_name := coalesce(after_name, '');
    IF after_name IS NOT NULL THEN from_id := after_id; END IF;
    IF NOT several AND cardinality(words) = 1 THEN
      RETURN QUERY
        SELECT x.id, x.name FROM restaurant_search_words x
        WHERE x.word = words[1] AND (x.name, x.id) >= (from_name, from_id)
          AND (x.name, x.id) IS DISTINCT FROM (after_name, after_id)
        ORDER BY x.name, x.id LIMIT want;
    ELSE
      -- For several words, each restaurant's text is tested as its row is read, by a probe of
      -- restaurant_search's (name, id) index, which carries the text: a scalar subquery, which the planner
      -- keeps beside the walk (as a join, the generic plan hashed every trigram match of the text first).
      RETURN QUERY
        SELECT m.id, m.name FROM (
          SELECT DISTINCT p.id, p.name FROM unnest(words) AS c(word) CROSS JOIN LATERAL (
            SELECT x.id, x.name FROM restaurant_search_words x
            WHERE x.word = c.word AND (x.name, x.id) >= (from_name, from_id)
              AND (x.name, x.id) IS DISTINCT FROM (after_name, after_id)
              AND (NOT several
                   OR (SELECT s.search_text FROM restaurant_search s WHERE s.name = x.name AND s.id = x.id) LIKE pattern)
            ORDER BY x.name, x.id LIMIT want
          ) p
        ) m
        ORDER BY m.name, m.id LIMIT want;
    END IF;
    RETURN;
  END IF;
  IF length(t) < 3 THEN
    SELECT min(s.name), max(s.name) INTO lo, hi FROM restaurant_search s;
  ELSE
    -- Both null when some run is in no restaurant's text (migration 0012).
    SELECT r.first_bound, r.last_bound INTO lo, hi FROM spey_search_name_range(t) r;
  END IF;
  IF lo IS NULL OR hi IS NULL OR lo > hi THEN RETURN; END IF;
  -- The walk starts at the range's first name (every id is at least the nil uuid) or at the cursor's row,
  -- whichever is later; the cursor's row itself is left out.
  from_name := lo;
  IF after_name IS NOT NULL AND (after_name, after_id) >= (lo, from_id) THEN
    from_name := after_name;
    from_id := after_id;
  END IF;
  RETURN QUERY
    SELECT w.id, w.name FROM (
      SELECT s.id, s.name, s.search_text FROM restaurant_search s
      WHERE (s.name, s.id) >= (from_name, from_id) AND s.name <= hi
      ORDER BY s.name, s.id LIMIT walk_cap
    ) w
    WHERE w.search_text LIKE pattern AND (w.name, w.id) IS DISTINCT FROM (after_name, after_id)
    ORDER BY w.name, w.id LIMIT want;
  GET DIAGNOSTICS taken = ROW_COUNT;
  IF taken >= want THEN RETURN; END IF;
  -- The page is short: the walk either read the whole range or stopped at its cap. In the second case the
  -- first name it did not read is where the rest of the page starts.
  SELECT s.name, s.id INTO cut_name, cut_id FROM restaurant_search s
  WHERE (s.name, s.id) >= (from_name, from_id) AND s.name <= hi
  ORDER BY s.name, s.id OFFSET walk_cap LIMIT 1;
  IF NOT FOUND THEN RETURN; END IF;
  RETURN QUERY EXECUTE
    'SELECT s.id, s.name FROM restaurant_search s WHERE s.search_text LIKE $1 AND (s.name, s.id) >= ($2, $3) '
    'AND s.name <= $4 ORDER BY s.name, s.id LIMIT $5'
    USING pattern, cut_name, cut_id, hi, want - taken;
END
$$;
