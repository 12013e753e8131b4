-- Every account gets its profile in the same statement that creates it, so no account is ever
-- left without one. Email sign-up passes a validated username as the account name; names from
-- Google are reduced to the username rules (letters, digits, underscore, 3-19 characters) and
-- made unique with a numeric suffix.
CREATE OR REPLACE FUNCTION spey_create_profile() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  base text;
  candidate text;
  attempt int := 0;
BEGIN
  base := left(regexp_replace(coalesce(NEW.name, ''), '[^A-Za-z0-9_]', '', 'g'), 14);
  IF length(base) < 3 THEN
    base := left(regexp_replace(split_part(NEW.email, '@', 1), '[^A-Za-z0-9_]', '', 'g'), 14);
  END IF;
  IF length(base) < 3 THEN
    base := 'user' || base;
  END IF;
  candidate := left(regexp_replace(coalesce(NEW.name, ''), '[^A-Za-z0-9_]', '', 'g'), 19);
  IF length(candidate) < 3 THEN
    candidate := base;
  END IF;
  WHILE EXISTS (SELECT 1 FROM profiles WHERE lower(username) = lower(candidate)) LOOP
    attempt := attempt + 1;
    candidate := base || (floor(random() * 90000) + 10000)::int::text;
    IF attempt > 20 THEN
      RAISE EXCEPTION 'could not derive a unique username';
    END IF;
  END LOOP;
  INSERT INTO profiles (id, username, avatar_url, role)
  VALUES (NEW.id, candidate, NEW.image, CASE WHEN NEW.is_restaurant_owner THEN 'owner'::profile_role ELSE 'user'::profile_role END);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_create_profile AFTER INSERT ON "user"
FOR EACH ROW EXECUTE FUNCTION spey_create_profile();
