-- door_scan (ADR 0026) answers the holder and their plus-ones with the scan, which the API read
-- with a second statement after it; otherwise as in migration 0034.
CREATE OR REPLACE FUNCTION door_scan(
  p_event_id uuid, p_zone_id uuid, p_ticket_id uuid, p_nonce text, p_scanned_at timestamptz,
  p_is_offline boolean, p_viewer_id uuid, p_now timestamptz, p_rules jsonb, p_notice jsonb
) RETURNS jsonb
LANGUAGE plpgsql
-- PGlite never analyzes, so the planner takes a busy ticket's log for a few rows and reads
-- all of them into a sort; its indexes give every query here its rows in order.
SET enable_bitmapscan = off SET enable_sort = off
AS $$
DECLARE
  zone_name text;
  zone_ticket_ids uuid[];
  zone_max integer;
  t record;
  scan ticket_scans%ROWTYPE;
  answer_status scan_outcome;
  live_count integer := 0;
  latest_id uuid;
  latest_at timestamptz;
  supersedes uuid;
  gained boolean;
  first_seen timestamptz;
BEGIN
  IF p_zone_id IS NULL THEN
    IF EXISTS (SELECT 1 FROM scanning_zones z WHERE z.event_id = p_event_id AND z.deleted_at IS NULL) THEN
      RETURN jsonb_build_object('error', 'ZONE_NOT_FOUND');
    END IF;
    zone_name := p_rules ->> 'implicitZoneName';
    zone_max := (p_rules ->> 'implicitMaxScans')::integer;
  ELSE
    SELECT z.name, z.event_ticket_ids, z.max_scans INTO zone_name, zone_ticket_ids, zone_max
      FROM scanning_zones z WHERE z.id = p_zone_id AND z.event_id = p_event_id AND z.deleted_at IS NULL;
    IF NOT FOUND THEN
      RETURN jsonb_build_object('error', 'ZONE_NOT_FOUND');
    END IF;
  END IF;

  -- The ticket's row is locked: two scanners cannot both admit it past the zone's maxScans.
  SELECT ut.id, ut.status, ut.refund_id, ut.event_ticket_id, ut.transaction_id, ut.first_seen_at, ut.attendee_id, ut.owner_user_id, ut.additional_guests,
         a.state AS attendee_state, b.status AS booking_status, et.ticket_type,
         coalesce(u.name, u.user_name) AS holder_name, e.status AS event_status, e.start_at, e.end_at
    INTO t
    FROM user_tickets ut
    JOIN attendees a ON a.id = ut.attendee_id
    JOIN event_tickets et ON et.id = ut.event_ticket_id
    JOIN users u ON u.id = ut.owner_user_id
    JOIN events e ON e.id = ut.event_id
    LEFT JOIN bookings b ON b.id = ut.transaction_id
   WHERE ut.id = p_ticket_id AND ut.event_id = p_event_id
     FOR UPDATE OF ut;
  IF NOT FOUND THEN
    -- A code that names no ticket of this event: logged without a ticket.
    INSERT INTO ticket_scans (event_id, zone_id, nonce, scanned_at, is_offline, scanned_by_user_id, user_ticket_id, outcome)
      VALUES (p_event_id, p_zone_id, p_nonce, p_scanned_at, p_is_offline, p_viewer_id, NULL, 'UNKNOWN');
    RETURN jsonb_build_object(
      'status', 'UNKNOWN', 'ticketId', NULL, 'ticketType', NULL, 'holderName', NULL, 'holderUserId', NULL, 'additionalGuests', 0, 'zoneName', zone_name,
      'scanCount', 0, 'maxScans', zone_max, 'firstSeen', NULL, 'scannedAt', p_scanned_at, 'earlierScans', '[]'::jsonb);
  END IF;

  -- A retried scan (same nonce) gets its first answer and is not a second scan.
  SELECT * INTO scan FROM ticket_scans s WHERE s.user_ticket_id = t.id AND s.nonce = p_nonce;
  IF NOT FOUND THEN
    answer_status := CASE
      -- A transferred ticket's pass is void: its recipient holds a new ticket with a pass of its own.
      -- A refunded ticket says so (the door tells the guest why), unless its whole event was cancelled.
      WHEN t.refund_id IS NOT NULL AND t.event_status <> 'CANCELLED' THEN 'REFUNDED'
      WHEN t.status IN ('CANCELLED', 'TRANSFERRED') OR t.event_status = 'CANCELLED' THEN 'CANCELLED'
      WHEN t.status = 'PENDING' OR t.attendee_state <> 'APPROVED' THEN 'NOT_APPROVED'
      WHEN t.transaction_id IS NOT NULL AND coalesce(t.booking_status::text, 'PENDING') <> 'COMPLETED' THEN 'UNPAID'
      WHEN zone_ticket_ids IS NOT NULL AND NOT (t.event_ticket_id = ANY (zone_ticket_ids)) THEN 'WRONG_ZONE'
      WHEN p_scanned_at < t.start_at - (p_rules ->> 'opensHoursBeforeStart')::numeric * interval '1 hour'
        OR p_scanned_at > t.end_at + (p_rules ->> 'closesHoursAfterEnd')::numeric * interval '1 hour' THEN 'NOT_YET_VALID'
    END::scan_outcome;

    -- The ticket's admissions in the zone that nothing voided: how many, and the latest.
    -- A count and a latest, each from the admissions-only index (ticket, zone, scan time) in
    -- its own order: a window count or an ordered aggregate would need rows in scan-time
    -- order first, and with sorts priced out the planner got them by walking the ticket's
    -- whole log. The implicit zone orders by zone_id too: IS NULL, unlike =, does not tell
    -- the planner that the index's order is scan time.
    IF p_zone_id IS NULL THEN
      SELECT count(*) INTO live_count FROM ticket_scans s
       WHERE s.user_ticket_id = t.id AND s.zone_id IS NULL AND s.outcome = 'OK'
         AND NOT EXISTS (SELECT 1 FROM ticket_scans v WHERE v.voids_scan_id = s.id);
      SELECT s.id, s.scanned_at INTO latest_id, latest_at FROM ticket_scans s
       WHERE s.user_ticket_id = t.id AND s.zone_id IS NULL AND s.outcome = 'OK'
         AND NOT EXISTS (SELECT 1 FROM ticket_scans v WHERE v.voids_scan_id = s.id)
       ORDER BY s.zone_id DESC NULLS FIRST, s.scanned_at DESC, s.id
       LIMIT 1;
    ELSE
      SELECT count(*) INTO live_count FROM ticket_scans s
       WHERE s.user_ticket_id = t.id AND s.zone_id = p_zone_id AND s.outcome = 'OK'
         AND NOT EXISTS (SELECT 1 FROM ticket_scans v WHERE v.voids_scan_id = s.id);
      SELECT s.id, s.scanned_at INTO latest_id, latest_at FROM ticket_scans s
       WHERE s.user_ticket_id = t.id AND s.zone_id = p_zone_id AND s.outcome = 'OK'
         AND NOT EXISTS (SELECT 1 FROM ticket_scans v WHERE v.voids_scan_id = s.id)
       ORDER BY s.scanned_at DESC, s.id
       LIMIT 1;
    END IF;
    live_count := coalesce(live_count, 0);

    -- Admitted while there is room; when full, an offline scan made before the latest
    -- admission takes that admission's place (it came first).
    IF answer_status IS NULL THEN
      IF live_count < zone_max THEN
        answer_status := 'OK';
      ELSIF p_is_offline AND p_scanned_at < latest_at THEN
        answer_status := 'OK';
        supersedes := latest_id;
      ELSE
        answer_status := 'ALREADY_SCANNED';
      END IF;
    END IF;
    gained := answer_status = 'OK' AND supersedes IS NULL;

    first_seen := t.first_seen_at;
    IF answer_status = 'OK' AND (first_seen IS NULL OR p_scanned_at < first_seen) THEN
      first_seen := p_scanned_at;
      UPDATE user_tickets SET first_seen_at = first_seen, updated_at = p_now WHERE id = t.id;
    END IF;
    INSERT INTO ticket_scans (event_id, zone_id, nonce, scanned_at, is_offline, scanned_by_user_id, user_ticket_id, outcome, scan_count, first_seen_at)
      VALUES (p_event_id, p_zone_id, p_nonce, p_scanned_at, p_is_offline, p_viewer_id, t.id, answer_status,
              live_count + CASE WHEN gained THEN 1 ELSE 0 END, first_seen)
      RETURNING * INTO scan;
    IF supersedes IS NOT NULL THEN
      -- The latest admission becomes a second entry, voided by this row.
      INSERT INTO ticket_scans (event_id, zone_id, nonce, scanned_at, is_offline, scanned_by_user_id, user_ticket_id, outcome, voids_scan_id, scan_count, first_seen_at)
        VALUES (p_event_id, p_zone_id, 'superseded:' || supersedes, p_scanned_at, p_is_offline, p_viewer_id, t.id, 'SUPERSEDED', supersedes,
                scan.scan_count, first_seen);
    END IF;
    IF gained THEN
      UPDATE attendees SET checked_in_count = checked_in_count + 1 WHERE id = t.attendee_id;
    END IF;
    -- The holder hears of it once, at the ticket's first admission (not at each zone or re-entry).
    IF answer_status = 'OK' AND t.first_seen_at IS NULL THEN
      INSERT INTO notifications (recipient_user_id, type, default_message, properties, created_at)
        VALUES (t.owner_user_id, 'EventCheckinSuccess', p_notice ->> 'message', p_notice -> 'properties', date_trunc('milliseconds', now()));
    END IF;
  END IF;

  RETURN jsonb_build_object(
    'status', scan.outcome, 'ticketId', t.id, 'ticketType', t.ticket_type, 'holderName', t.holder_name,
    'holderUserId', t.owner_user_id, 'additionalGuests', t.additional_guests,
    'zoneName', zone_name, 'scanCount', scan.scan_count, 'maxScans', zone_max, 'firstSeen', scan.first_seen_at,
    'scannedAt', scan.scanned_at,
    -- A refusal shows the ticket's ten latest scans before this one, newest first.
    'earlierScans', CASE WHEN scan.outcome = 'OK' THEN '[]'::jsonb ELSE (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
               'scannedAt', l.scanned_at, 'zoneName', coalesce(z.name, p_rules ->> 'implicitZoneName'),
               'status', l.outcome, 'isOffline', l.is_offline) ORDER BY l.place), '[]'::jsonb)
        FROM (SELECT s.*, row_number() OVER (ORDER BY s.scanned_at DESC, s.created_at DESC) AS place
                FROM (SELECT * FROM ticket_scans s WHERE s.user_ticket_id = t.id
                       ORDER BY s.scanned_at DESC, s.created_at DESC LIMIT 11) s
               WHERE s.id <> scan.id) l
        LEFT JOIN scanning_zones z ON z.id = l.zone_id
       WHERE l.place <= 10) END);
END
$$;
