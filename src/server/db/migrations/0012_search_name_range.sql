-- Search by name range (decision 057). The list's text search walks restaurant_search's (name, id) index
-- until the page is full (decision 041). A frequent word whose names sort late walked every name before
-- them: "lotus" at scale 10 read 51,827 index entries for 25 matches (18 ms). Every text that contains the
-- query contains each run of three characters of it, so the matches lie between the largest first name
-- and the smallest last name among the query's three-character runs. This table keeps, for each run found
-- in any restaurant's search text, the first and last name (in the list's order) of the restaurants whose
-- text has it; the walk starts and stops there. A run no restaurant has means no match at all.
-- Bounds only widen: a rename or a deletion leaves them wider than they need to be, never too narrow, so a
-- search stays exact and at worst walks as far as it used to.

-- Each distinct run of three characters of t (PostgreSQL counts characters, as JavaScript's Array.from
-- does); empty for a text shorter than three. PL/pgSQL keeps the query's plan for the connection.
CREATE OR REPLACE FUNCTION spey_search_grams(t text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
AS $$
BEGIN
  RETURN ARRAY(SELECT DISTINCT substr(t, i, 3) FROM generate_series(1, length(t) - 2) AS i);
END
$$;
--> statement-breakpoint
CREATE TABLE "restaurant_search_grams" (
	"gram" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL
);
--> statement-breakpoint
INSERT INTO restaurant_search_grams (gram, first_name, last_name)
SELECT g.gram, min(s.name), max(s.name)
FROM restaurant_search s CROSS JOIN LATERAL unnest(spey_search_grams(s.search_text)) AS g(gram)
GROUP BY g.gram;
--> statement-breakpoint
-- Widens the bounds of the runs of the rows a statement wrote to restaurant_search. Only runs whose bounds
-- must move are written (and so locked), in run order, so two concurrent writers cannot deadlock.
CREATE OR REPLACE FUNCTION spey_restaurant_search_grams_widen() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO restaurant_search_grams AS g (gram, first_name, last_name)
  SELECT w.gram, w.first_name, w.last_name
  FROM (SELECT n.gram, min(a.name) AS first_name, max(a.name) AS last_name
        FROM written a CROSS JOIN LATERAL unnest(spey_search_grams(a.search_text)) AS n(gram)
        GROUP BY n.gram) w
  WHERE NOT EXISTS (SELECT 1 FROM restaurant_search_grams e
                    WHERE e.gram = w.gram AND e.first_name <= w.first_name AND e.last_name >= w.last_name)
  ORDER BY w.gram
  ON CONFLICT (gram) DO UPDATE SET first_name = least(g.first_name, excluded.first_name),
                                   last_name = greatest(g.last_name, excluded.last_name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER restaurant_search_grams_insert AFTER INSERT ON "restaurant_search"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION spey_restaurant_search_grams_widen();
--> statement-breakpoint
CREATE TRIGGER restaurant_search_grams_update AFTER UPDATE ON "restaurant_search"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION spey_restaurant_search_grams_widen();
--> statement-breakpoint
-- The name range a search for t (normalised, at least three characters) can find matches in; both null
-- when some run of t is in no restaurant's text (nothing can match). One primary-key probe per run of t,
-- repeats included.
CREATE OR REPLACE FUNCTION spey_search_name_range(t text, OUT first_bound text, OUT last_bound text)
LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
AS $$
DECLARE
  run text;
  run_first text;
  run_last text;
BEGIN
  FOR i IN 1 .. length(t) - 2 LOOP
    run := substr(t, i, 3);
    SELECT g.first_name, g.last_name INTO run_first, run_last FROM restaurant_search_grams g WHERE g.gram = run;
    IF NOT FOUND THEN
      first_bound := NULL;
      last_bound := NULL;
      RETURN;
    END IF;
    first_bound := greatest(first_bound, run_first);
    last_bound := least(last_bound, run_last);
  END LOOP;
END
$$;
