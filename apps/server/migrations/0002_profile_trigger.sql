-- A user never exists without a profile: the profile row (and its balance of 0 games) is written by the
-- same INSERT that writes the user, so both commit or neither does.
CREATE FUNCTION courtside_create_profile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (user_id) VALUES (NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_profile AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION courtside_create_profile();
--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_role_known CHECK (role IN ('customer', 'analyst', 'admin'));
