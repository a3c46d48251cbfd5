-- The audit trail is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- The prescription access log becomes part of the trail: its rows move over, oldest first.
INSERT INTO audit_log (at, actor_id, actor_name, ip, action, entity, entity_id)
SELECT l.created_at, u.id, l.admin, NULL,
       CASE l.action WHEN 'file' THEN 'prescription.file' ELSE 'prescription.view' END,
       'prescription', l.prescription_id::text
FROM prescription_access_log l
LEFT JOIN admin_users u ON u.username = l.admin
ORDER BY l.created_at, l.id;
