-- Decision 0033: "paid" is the money arriving, "completed" the order finished. Until now the storefront's
-- completion wrote "completed" for a payment. An order whose last change of status took it from an unpaid
-- status straight to "completed" (later notes, which keep the status, are no change) was only paid: it
-- becomes "paid", and so do that history row's to_status and the notes written after it. An order the admin
-- moved to "completed" from a paid status stays completed. updated_at is left alone: nothing happened to it.
WITH last_change AS (
  SELECT DISTINCT ON (h.order_id) h.order_id, h.id, h.from_status, h.to_status
  FROM order_status_history h
  JOIN orders o ON o.id = h.order_id AND o.status = 'completed'
  WHERE h.from_status IS DISTINCT FROM h.to_status
  ORDER BY h.order_id, h.id DESC
), placed AS (
  SELECT order_id, id FROM last_change
  WHERE to_status = 'completed' AND from_status IN ('pending', 'failed', 'lapsed', 'review')
), change AS (
  UPDATE order_status_history SET to_status = 'paid' WHERE id IN (SELECT id FROM placed)
), notes AS (
  UPDATE order_status_history n SET from_status = 'paid', to_status = 'paid'
  FROM placed p
  WHERE n.order_id = p.order_id AND n.id > p.id AND n.from_status = 'completed' AND n.to_status = 'completed'
)
UPDATE orders SET status = 'paid' WHERE status = 'completed' AND id IN (SELECT order_id FROM placed);
