-- Every change that can end or alter a signed-in session is announced on the channel
-- 'iw_session_change' with the user id, whoever makes it (this app, better-auth, another instance,
-- an operator's SQL): the app instances keep sessions in memory for a few seconds and forget the
-- user's sessions when this arrives (server/lib/session-store.ts, docs/operations.md).
-- Activity moving last_active_at forward only extends a session, so it is not announced.
CREATE FUNCTION iw_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('iw_session_change', OLD.user_id);
  ELSE
    PERFORM pg_notify('iw_session_change', NEW.user_id);
    IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('iw_session_change', OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION iw_notify_user_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('iw_session_change', OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION iw_notify_session_change();--> statement-breakpoint
CREATE TRIGGER sessions_changed_notify AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN (NEW.token IS DISTINCT FROM OLD.token
     OR NEW.user_id IS DISTINCT FROM OLD.user_id
     OR NEW.expires_at IS DISTINCT FROM OLD.expires_at
     OR NEW.remember_me IS DISTINCT FROM OLD.remember_me
     OR NEW.last_active_at < OLD.last_active_at)
  EXECUTE FUNCTION iw_notify_session_change();--> statement-breakpoint
CREATE TRIGGER users_session_fields_notify AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (NEW.id IS DISTINCT FROM OLD.id
     OR NEW.role IS DISTINCT FROM OLD.role
     OR NEW.email IS DISTINCT FROM OLD.email
     OR NEW.first_name IS DISTINCT FROM OLD.first_name
     OR NEW.last_name IS DISTINCT FROM OLD.last_name)
  EXECUTE FUNCTION iw_notify_user_session_change();
