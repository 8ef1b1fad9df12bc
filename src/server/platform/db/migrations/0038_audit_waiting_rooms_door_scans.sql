-- The admin audit's capture trigger (0035) on the tables of issue 35 that admin acts change: a waiting room's
-- settings (the admins' rate control, an organizer's room changed by an admin) and offline door scans (an admin
-- admitting at the door). Left out, as in 0035: a room's visitor places and the event pages' arrival counts, which
-- visitors' own requests write, and door lists, which hold their signing key whole.
SELECT admin_audit_attach('waiting_rooms');
--> statement-breakpoint
SELECT admin_audit_attach('door_scans');
