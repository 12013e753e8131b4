-- A search's page in one call whose plan a prepared statement can keep (decision 060). The list's text
-- search (with no other filter) walked restaurant_search's (name, id) index over the name range of the
-- query's three-character runs (decision 057), in an unnamed statement planned on every call: a generic
-- plan, always the walk, would read a rare word's wide range from end to end where the planner, given the
-- word, takes the trigram index. This function walks at most walk_cap names of the range; when the walk
-- reaches that cap before the page is full, the rest of the page comes from a statement planned for the
-- word (the trigram index or the walk, as the planner expects), from the first name not yet read.
-- Returns the matches of pattern (t as a LIKE pattern) after (after_name, after_id), in (name, id) order,
-- at most want of them. t is the normalised query; a t shorter than three characters has no runs and
-- walks every name.
CREATE OR REPLACE FUNCTION spey_search_page(t text, pattern text, after_name text, after_id uuid, want integer,
                                            walk_cap integer)
RETURNS TABLE (restaurant_id uuid, restaurant_name text)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 25
AS $$
DECLARE
  lo text;
  hi text;
  from_name text;
  from_id uuid := '00000000-0000-0000-0000-000000000000';
  taken integer;
  cut_name text;
  cut_id uuid;
BEGIN
  IF want <= 0 OR walk_cap <= 0 THEN RETURN; END IF;
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
