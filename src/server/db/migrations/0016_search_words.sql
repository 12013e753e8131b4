-- A search's page from the lists of the restaurants that have each word (decision 064). The walk of
-- decision 060 reads every name between the first and last name its three-character runs allow, and for a
-- word that is not at the start of names (noodle, thai, riverside) that range is nearly the whole list: a
-- page read 400-600 names to find 25 matches. The normalised text is words separated by single spaces, so
-- a query with no space matches exactly the restaurants that have a word containing it, and a query of
-- several words only restaurants with a word ending with its first word (and one starting with its last,
-- and its middle words whole). restaurant_search_words keeps, for each word of each restaurant's text, a
-- row in (word, name, id) order; restaurant_search_vocabulary keeps every word once. A page takes, for
-- each word that can hold the query, its first matches after the cursor in name order, and keeps the first
-- of them all: a page of 25 reads about 25 index entries per word instead of the range.
CREATE TABLE "restaurant_search_words" (
	"word" text NOT NULL,
	"name" text NOT NULL,
	"id" uuid NOT NULL,
	CONSTRAINT "restaurant_search_words_pkey" PRIMARY KEY ("word", "name", "id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "restaurant_search_vocabulary_trgm_idx" ON "restaurant_search_vocabulary" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
INSERT INTO restaurant_search_words (word, name, id)
SELECT DISTINCT w.word, s.name, s.id
FROM restaurant_search s CROSS JOIN LATERAL unnest(string_to_array(s.search_text, ' ')) AS w(word)
WHERE w.word <> '';
--> statement-breakpoint
INSERT INTO restaurant_search_vocabulary (word) SELECT DISTINCT word FROM restaurant_search_words;
--> statement-breakpoint
-- Keeps the word rows of the restaurants a statement wrote to or deleted from restaurant_search (deleted
-- with their restaurant, by its foreign key): the old rows' words are deleted by the primary key, the new
-- rows' inserted, and new words join the vocabulary. A word no restaurant has any more stays in the
-- vocabulary and finds no rows.
CREATE OR REPLACE FUNCTION spey_restaurant_search_words_write() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM restaurant_search_words w
    USING (SELECT DISTINCT n.word, b.name, b.id
           FROM before b CROSS JOIN LATERAL unnest(string_to_array(b.search_text, ' ')) AS n(word)) d
    WHERE w.word = d.word AND w.name = d.name AND w.id = d.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO restaurant_search_words (word, name, id)
    SELECT DISTINCT n.word, a.name, a.id
    FROM written a CROSS JOIN LATERAL unnest(string_to_array(a.search_text, ' ')) AS n(word)
    WHERE n.word <> '';
    INSERT INTO restaurant_search_vocabulary (word)
    SELECT DISTINCT n.word
    FROM written a CROSS JOIN LATERAL unnest(string_to_array(a.search_text, ' ')) AS n(word)
    WHERE n.word <> ''
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER restaurant_search_words_insert AFTER INSERT ON "restaurant_search"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION spey_restaurant_search_words_write();
--> statement-breakpoint
CREATE TRIGGER restaurant_search_words_update AFTER UPDATE ON "restaurant_search"
  REFERENCING OLD TABLE AS before NEW TABLE AS written FOR EACH STATEMENT
  EXECUTE FUNCTION spey_restaurant_search_words_write();
--> statement-breakpoint
CREATE TRIGGER restaurant_search_words_delete AFTER DELETE ON "restaurant_search"
  REFERENCING OLD TABLE AS before FOR EACH STATEMENT EXECUTE FUNCTION spey_restaurant_search_words_write();
--> statement-breakpoint
-- t as the inside of a LIKE pattern (backslash escapes), as toLikePattern in src/shared/domain/search-normalize.ts.
CREATE OR REPLACE FUNCTION spey_like_escape(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT replace(replace(replace(t, '\', '\\'), '%', '\%'), '_', '\_')
$$;
--> statement-breakpoint
-- spey_search_page (decision 060) with the word lists first: when at most 32 words of the vocabulary can
-- hold the query, the page is the first `want` matches after the cursor over their lists (for a query of
-- one word every row of those lists matches; for several, the restaurant's text is tested); otherwise (a
-- query under three characters, or one that many words contain) it walks the name range as before.
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
  -- One word: those containing it (pattern is exactly that). Two: those ending with the first or those
  -- starting with the second, whichever are fewer. Three or more: the second, whole.
  IF length(t) >= 3 THEN
    parts := string_to_array(t, ' ');
    several := cardinality(parts) > 1;
    IF cardinality(parts) >= 3 THEN
      words := ARRAY[parts[2]];
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
